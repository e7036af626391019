/**
 * The annotation workbench end to end (issue 35, docs/annotations.md): the built app on the real
 * server with the demo data, in headless Chromium. The admin lets a client's photos be annotated,
 * makes a batch of one photo for themself (it opens at its photo), draws a box with the keyboard only, gives it a class,
 * and submits it for review; the photo then waits for someone else's review. The batch is made
 * without a second labeller (the assignee is refused as one on the field), and says so.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';
import { withServer } from './serverClient';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Draws a box on the photo with the keyboard only and gives it `kind`; `steps` sets its size. */
async function drawBox(page: Page, kind: string, steps: number) {
  const surface = page.getByRole('application', { name: /^Photo to annotate/ });
  await surface.focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
  }
  await page.keyboard.press('Enter');
  const shapes = page.getByRole('list', { name: 'Shapes on this photo' });
  await shapes.getByRole('button', { name: /^Box 1: / }).waitFor();
  await page.getByLabel('Class').selectOption({ label: kind });
  await shapes.getByRole('button', { name: new RegExp(`^Box 1: ${kind}, `) }).waitFor();
  return shapes;
}

describe('the annotation workbench', () => {
  it('opts a client in, makes a batch, draws a box with the keyboard and submits it for review', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'admin');
    await page.goto('/admin/annotations');

    // The choice is the server's: the box shows it once the server has it.
    const optIn = page.getByRole('checkbox', { name: 'Let Nordlys Logistik ApS’s photos be annotated' });
    await optIn.click();
    await expect.poll(() => optIn.isChecked(), { timeout: 15_000 }).toBe(true);
    // The demo's Fjordbus is opted in already (its photos are all in the demo's batch).
    await page.getByRole('combobox', { name: /^Client/ }).selectOption({ label: 'Nordlys Logistik ApS' });
    await page.getByLabel('Name of the batch').fill('E2E batch');
    await page.getByLabel('Photos in the batch').fill('1');
    // The assignee cannot also be the second labeller: said on the field at once; empty means nobody.
    const secondLabeller = page.getByLabel('Second labeller');
    await secondLabeller.selectOption({ index: 1 });
    await page
      .getByText('Choose a second labeller other than the person the batch is assigned to.')
      .waitFor();
    await secondLabeller.selectOption({ label: 'Nobody, no photo labelled twice' });
    expect(await axeViolations(page), 'batches').toEqual([]);
    // A new batch opens at its first photo.
    await page.getByRole('button', { name: 'Make Batch' }).click();
    await page.getByRole('heading', { name: 'Photo 1 of 1' }).waitFor({ timeout: 15_000 });
    await page.getByText('Status: To do').waitFor();
    await page
      .getByText('This batch was made without a second labeller, so none of its photos is labelled twice.')
      .waitFor({ timeout: 15_000 });
    const surface = page.getByRole('application', { name: /^Photo to annotate/ });
    await surface.focus();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
    }
    await page.keyboard.press('Enter');
    const shapes = page.getByRole('list', { name: 'Shapes on this photo' });
    await shapes.getByRole('button', { name: /^Box 1: / }).waitFor();
    await page.getByLabel('Class').selectOption({ label: 'Dent' });
    await shapes.getByRole('button', { name: /^Box 1: Dent, / }).waitFor();
    expect(await axeViolations(page), 'editor').toEqual([]);

    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.getByText('Status: Waiting for review').waitFor({ timeout: 15_000 });
    // Four eyes: nothing to approve for the one who submitted it.
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is labelled blind by the second labeller, and both see how far they agree', async () => {
    const adminContext = await newContext(browser, server);
    const admin = await adminContext.newPage();
    const adminErrors = collectErrors(admin);
    await signIn(admin, 'admin');

    // A second member of staff, as an admin adds one (the demo has one admin).
    const { oneTimePassword } = await withServer(server, adminContext, (client) =>
      client.users.create.mutate({
        email: 'rita@vognpark.dk',
        name: 'Rita',
        surname: 'Rasmussen',
        role: 'admin',
      }),
    );
    const ritaContext = await newContext(browser, server);
    const rita = await ritaContext.newPage();
    const ritaErrors = collectErrors(rita);
    await rita.goto('/auth/login');
    await rita.getByLabel('E-mail').fill('rita@vognpark.dk');
    await rita.getByLabel('Password').fill(oneTimePassword);
    await rita.getByRole('button', { name: 'Sign In' }).click();
    await rita.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await rita.getByLabel('One-time password').fill(oneTimePassword);
    await rita.getByLabel('New password', { exact: false }).first().fill('to-gange-blindt-i-dag');
    await rita.getByLabel('Repeat the new password').fill('to-gange-blindt-i-dag');
    await rita.getByRole('button', { name: 'Save Password' }).click();
    await rita.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    // The admin makes a batch of one photo with Rita as its second labeller, and labels it. Once the
    // page has hydrated: a choice in a served select made before is not the form's (only text
    // typed into a served field is handed over, boot/keepEarlyInput.ts).
    await admin.goto('/admin/annotations', { waitUntil: 'networkidle' });
    const optIn = admin.getByRole('checkbox', { name: 'Let Nordlys Logistik ApS’s photos be annotated' });
    // The first test may have opted Nordlys in already.
    if (!(await optIn.isChecked())) await optIn.click();
    await expect.poll(() => optIn.isChecked(), { timeout: 15_000 }).toBe(true);
    await admin.getByRole('combobox', { name: /^Client/ }).selectOption({ label: 'Nordlys Logistik ApS' });
    await admin.getByLabel('Name of the batch').fill('Twice');
    await admin.getByLabel('Photos in the batch').fill('1');
    await admin.getByLabel('Second labeller').selectOption({ label: 'Rita Rasmussen' });
    await admin.getByRole('button', { name: 'Make Batch' }).click();
    await admin.getByRole('heading', { name: 'Photo 1 of 1' }).waitFor({ timeout: 15_000 });
    await drawBox(admin, 'Dent', 4);
    await admin.getByRole('button', { name: 'Submit for Review' }).click();
    await admin.getByText('Status: Waiting for review').waitFor({ timeout: 15_000 });
    // Below the editor: nothing to compare yet, the photo waits for Rita.
    await admin
      .getByText('1 photo labelled twice waits for both labellings to be submitted.')
      .waitFor({ timeout: 15_000 });

    // Rita's batch is in "Assigned to Me"; it opens at her own labelling, without his box.
    await rita.goto('/admin/annotations');
    await rita.getByRole('button', { name: 'Open Twice' }).click();
    await rita.getByRole('heading', { name: 'Photo 1 of 1' }).waitFor({ timeout: 15_000 });
    await rita
      .getByText(
        'You label this photo a second time, blind: you do not see the other labeller’s shapes, and they do not see yours.',
      )
      .waitFor();
    expect(
      await rita
        .getByRole('list', { name: 'Shapes on this photo' })
        .getByRole('button', { name: /^Box / })
        .count(),
    ).toBe(0);
    expect(await axeViolations(rita), 'second labelling').toEqual([]);
    await drawBox(rita, 'Dent', 4);
    await rita.getByRole('button', { name: 'Submit My Labelling' }).click();
    await rita.getByText('Status: Submitted').waitFor({ timeout: 15_000 });
    // The same box of the same class: they agree fully, over the one photo.
    await rita.getByText('Labeller agreement 100 % over 1 photo labelled twice').waitFor({ timeout: 15_000 });

    // The admin, reloading his photo, still sees only his own box, and the agreement.
    await admin.reload();
    await admin.getByRole('heading', { name: 'Photo 1 of 1' }).waitFor({ timeout: 15_000 });
    const shapes = admin.getByRole('list', { name: 'Shapes on this photo' });
    await shapes.getByRole('button', { name: /^Box 1: Dent, / }).waitFor();
    expect(await shapes.getByRole('button', { name: /^Box / }).count()).toBe(1);
    await admin
      .getByText('Labeller agreement 100 % over 1 photo labelled twice')
      .waitFor({ timeout: 15_000 });
    // The batches say she has submitted hers.
    await admin.goto('/admin/annotations?view=all');
    await admin.getByText('1 of 1 labelled twice by Rita Rasmussen').waitFor({ timeout: 15_000 });

    expect(adminErrors).toEqual([]);
    expect(ritaErrors).toEqual([]);
    await ritaContext.close();
    await adminContext.close();
  });
});
