/**
 * The annotation workbench end to end (issue 35, docs/annotations.md): the built app on the real
 * server with the demo data, in headless Chromium. The admin lets a client's photos be annotated,
 * makes a batch of one photo for themself (it opens at its photo), draws a box with the keyboard only, gives it a class,
 * and submits it for review; the photo then waits for someone else's review. The batch is made
 * without a second labeller (the assignee is refused as one on the field), and says so.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

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
});
