/**
 * The damage register end to end (issue 35, docs/damage.md): the built app on the real server with
 * the demo data, in headless Chromium. A manager records a damage on a demo vehicle's Damages tab,
 * confirms it and creates its repair task; marking the task done on /manager/tasks repairs the
 * damage, and the register shows it Repaired with a history naming who did each step. A driver's
 * check-in photo with a new scratch shows on the vehicle's Damages tab as a suggested change; the
 * manager confirms it as a damage and creates its repair task.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGE_AT, shoot } from '../../server/src/areas/damage/scenes';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { fillFromNow } from './booking';
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

describe('the damage register', () => {
  it('records a damage, confirms it, creates its repair task; the task done repairs it, with who did it', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    // A demo vehicle without damages.
    const vehicle = await withServer(server, context, async (client) => {
      const damaged = new Set(
        (await client.damage.list.query({ limit: 500 })).items.map((damage) => damage.vehicle.id),
      );
      const vehicles = (await client.vehicles.list.query({ limit: 50 })).items;
      return vehicles.find((candidate) => !damaged.has(candidate.id))!;
    });
    const plate = formatPlate(vehicle.registration);
    const title = 'Bule i taget efter vaskehal';

    await page.goto(`/manager/vehicles/${vehicle.id}?tab=damage`);
    await page.getByRole('button', { name: 'Record Damage' }).first().click();
    const record = page.getByRole('dialog', { name: 'Record Damage' });
    await record.waitFor();
    await record.getByRole('button', { name: 'Roof' }).click();
    await record.getByRole('combobox', { name: 'Type' }).selectOption('dent');
    await record.getByRole('textbox', { name: 'Estimate (DKK)' }).fill('2500');
    await record.getByRole('textbox', { name: 'Description' }).fill(title);
    await record.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Damage recorded on ${plate}.`).waitFor({ timeout: 15_000 });

    // Its drawer from the tab's table: Confirm, then Create Repair Task.
    const table = page.getByRole('table', { name: 'Damages' });
    await table.getByRole('button', { name: /Roof/ }).click();
    const detail = page.getByRole('dialog', { name: `Damage on ${plate}` });
    await detail.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Damage on ${plate}: Confirmed`).waitFor({ timeout: 15_000 });
    await detail.getByRole('button', { name: 'Create Repair Task' }).click();
    await page.getByText(`Damage on ${plate}: Repair task`).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page), 'damage drawer').toEqual([]);
    await page.keyboard.press('Escape');

    // The repair task, done on the tasks page.
    await page.goto(`/manager/tasks?source=damage&vehicle=${vehicle.id}`);
    const tasks = page.getByRole('table', { name: 'Tasks' });
    await tasks.getByRole('rowheader', { name: title }).waitFor({ timeout: 20_000 });
    await tasks
      .getByRole('button', { name: `Actions for ${title}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Mark Done' }).click();
    await page.getByText(`“${title}” is now “Done”.`).waitFor({ timeout: 15_000 });

    // The register, every status: the damage is Repaired, its history says who did each step.
    await page.goto('/manager/damage-detection?status=');
    const register = page.getByRole('table', { name: 'Damages' });
    await register
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: plate }) })
      .getByRole('button', { name: 'Roof' })
      .click();
    const repaired = page.getByRole('dialog', { name: `Damage on ${plate}` });
    await repaired.getByText('Nothing more to do: the damage is repaired.').waitFor({ timeout: 15_000 });
    const history = repaired.getByRole('region', { name: 'History' });
    const steps = history.getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(4);
    expect((await steps.allInnerTexts()).map((text) => text.split('\n')[0]!.trim())).toEqual([
      'Repaired',
      'Repair task',
      'Confirmed',
      'New',
    ]);
    // Each step the manager's, the last one as the repair task's finisher.
    const saved = await withServer(server, context, async (client) => {
      const { items } = await client.damage.list.query({ vehicleId: vehicle.id });
      return client.damage.get.query({ id: items[0]!.id });
    });
    expect(saved.status).toBe('repaired');
    const manager = saved.history[0]!.by!;
    expect(manager.name).not.toBe('');
    expect(saved.history.map((step) => step.by?.id)).toEqual(Array(4).fill(manager.id));
    for (const text of await steps.allInnerTexts()) expect(text).toContain(`by ${manager.name}`);
    expect(await axeViolations(page), 'damage register').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a driver's check-in photo with a new scratch as a suggested change; the manager confirms it and creates its repair task", async () => {
    // The driver, on a phone: book a pool car from now, check out and in with a photo of the left side.
    const phone = await newContext(browser, server, 390, 844);
    const driver = await phone.newPage();
    const driverErrors = collectErrors(driver);
    await signIn(driver, 'user');
    const part = driver.getByRole('region', { name: 'Pool cars' });
    await part.getByRole('button', { name: 'Book a Pool Car' }).click();
    const booking = driver.getByRole('dialog', { name: 'Book a Pool Car' });
    await fillFromNow(booking, 2, 90);
    await booking.getByRole('textbox', { name: 'Purpose' }).fill('Kunde i Vejle');
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    await driver.getByText('The pool car is booked.').first().waitFor({ timeout: 15_000 });
    const card = part.getByRole('listitem').filter({ hasText: 'Kunde i Vejle' });

    await card.getByRole('button', { name: 'Check Out' }).click();
    const checkOut = card.getByRole('form', { name: 'Check Out' });
    await checkOut.getByRole('textbox', { name: 'Odometer (km)' }).fill('9600000');
    await checkOut.getByRole('textbox', { name: 'Fuel or charge level (%)' }).fill('80');
    await checkOut.getByRole('checkbox', { name: /known damages/ }).check();
    await checkOut.getByLabel('Photo: Left Side').setInputFiles({
      name: 'left.jpg',
      mimeType: 'image/jpeg',
      buffer: await shoot({ seed: 31 }),
    });
    await checkOut.getByRole('button', { name: 'Check Out' }).click();
    await driver.getByText('Checked out. Drive safely.').first().waitFor({ timeout: 15_000 });

    await card.getByRole('button', { name: 'Check In' }).click();
    const checkIn = card.getByRole('form', { name: 'Check In' });
    await checkIn.getByRole('textbox', { name: 'Odometer (km)' }).fill('9600042');
    await checkIn.getByRole('textbox', { name: 'Fuel or charge level (%)' }).fill('60');
    await checkIn.getByLabel('Photo: Left Side').setInputFiles({
      name: 'left.jpg',
      mimeType: 'image/jpeg',
      buffer: await shoot({ seed: 32, damage: 'scratch', shiftX: 5, light: 0.9 }),
    });
    await checkIn.getByRole('button', { name: 'Check In' }).click();
    await driver.getByText('The vehicle is returned. Thank you.').first().waitFor({ timeout: 15_000 });
    // The photos follow the check-in, one upload each.
    const trip = await withServer(server, phone, async (client) => {
      const mine = (await client.sharing.myBookings.query()).find((b) => b.purpose === 'Kunde i Vejle')!;
      await expect
        .poll(
          async () => (await client.photos.list.query({ ownerKind: 'check_in', ownerId: mine.id })).length,
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      return mine;
    });
    expect(driverErrors).toEqual([]);
    await phone.close();

    // The manager: the vehicle's Damages tab shows the scratch as a suggested change on the photo.
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');
    const plate = formatPlate(trip.vehicle.registration);
    await page.goto(`/manager/vehicles/${trip.vehicle.id}?tab=damage`);
    const changes = page.getByRole('region', { name: 'Suggested changes' });
    // The newest check-in first (the demo has an older one with a scratch on another car).
    const newest = changes.getByRole('article').first();
    await newest
      .getByRole('img', { name: 'Left side at check-in, with the changes marked' })
      .waitFor({ timeout: 30_000 });
    const list = newest.getByRole('list', { name: 'Changes: Left side' });
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(1);
    const item = items.first();
    expect(await item.getAttribute('aria-label')).toMatch(/^Change 1: .+, \d+% different$/);
    expect(await axeViolations(page), 'suggested changes').toEqual([]);
    await item.getByRole('button', { name: 'Confirm' }).click();
    const form = item.getByRole('form', { name: 'Confirm change 1 as a damage' });
    await form.getByRole('combobox', { name: 'Type' }).selectOption('scratch');
    await form.getByRole('combobox', { name: 'Severity' }).selectOption('major');
    await form.getByRole('textbox', { name: 'Description' }).fill('Ny ridse i venstre fordør');
    await form.getByRole('button', { name: 'Record Damage' }).click();
    await page.getByText(`Damage recorded on ${plate}.`).waitFor({ timeout: 15_000 });

    // The confirmed damage opens in its drawer: Create Repair Task.
    const detail = page.getByRole('dialog', { name: `Damage on ${plate}` });
    await detail.getByText('Check-in photo', { exact: true }).waitFor({ timeout: 15_000 });
    // It appeared in the driver's booking, as the photos show.
    await detail
      .getByText('Seen on this booking’s check-in photos, not on its check-out photos.')
      .waitFor({ timeout: 15_000 });
    await detail.getByRole('button', { name: 'Create Repair Task' }).click();
    await page.getByText(`Damage on ${plate}: Repair task`).waitFor({ timeout: 15_000 });
    // Its claim report, a PDF in the manager's language.
    const [claim] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download Claim Report' }).click(),
    ]);
    expect(claim.suggestedFilename()).toBe(`Damage claim report ${plate}.pdf`);
    // Shared with the insurer: a link to the damage and its claim report, in their language.
    await detail.getByRole('button', { name: 'Share Claim Report' }).click();
    const share = page.getByRole('dialog', { name: 'New Share Link' });
    await share.getByText(`The damage report of ${plate}, with its claim report (PDF).`).waitFor();
    await share.getByRole('textbox', { name: 'For whom' }).fill('Topdanmark');
    await share.getByRole('button', { name: 'Create Share Link' }).click();
    const address = share.getByRole('textbox', { name: 'Address of the share link' });
    await address.waitFor({ timeout: 15_000 });
    const link = await address.inputValue();
    const sharedHtml = await (await fetch(link, { headers: { 'accept-language': 'da' } })).text();
    expect(sharedHtml).toContain(`Skadeanmeldelse ${plate}`);
    const sharedClaim = await fetch(`${link}/claim.pdf`, { headers: { 'accept-language': 'da' } });
    expect([sharedClaim.status, sharedClaim.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await share.getByRole('button', { name: 'Cancel' }).click();
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await item.getByText('Confirmed as a damage').waitFor({ timeout: 15_000 });

    const saved = await withServer(server, context, async (client) => {
      const [comparison] = (await client.damage.comparisons.query({ bookingId: trip.id })).filter(
        (c) => c.angle === 'left',
      );
      const change = comparison!.changes[0]!;
      return {
        change,
        damage: await client.damage.get.query({ id: change.damageId! }),
        comparison: comparison!,
      };
    });
    expect(saved.damage).toMatchObject({
      zone: 'left',
      damageClass: 'scratch',
      severity: 'major',
      source: 'check_in',
      status: 'repair_task',
      description: 'Ny ridse i venstre fordør',
      photo: { id: saved.comparison.afterPhotoId },
    });
    expect(saved.damage.repairTask?.status).toBe('open');
    // The change is where the scratch was drawn.
    const box = saved.change;
    const drawn = DAMAGE_AT.scratch;
    expect(box.x < drawn.x + drawn.width && drawn.x < box.x + box.width).toBe(true);
    expect(box.y < drawn.y + drawn.height && drawn.y < box.y + box.height).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
