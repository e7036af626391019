/**
 * The service area end to end (issue 29): the built app on the real server with the demo data, in
 * headless Chromium, as the issue tells it. A manager makes a plan and applies it to ten vehicles;
 * the driver of one of them enters an odometer reading that brings it within the plan's due-soon
 * distance, and sees its service on their home; the manager sees exactly that one due soon,
 * completes its task with a workshop and two lines (the odometer read from a photo of the
 * dashboard); the schedule resets (next due 20,000 km on) and
 * the vehicle's service book shows who did it.
 */
import { dashboardScene } from '@vognpark/server/areas/vehicleDetection';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { withServer } from './serverClient';
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

const planName = 'Klimaanlæg hver 20.000 km';
const task = 'Air conditioning';
const km = (value: number) => `${new Intl.NumberFormat('en-GB').format(value)} km`;

describe('the service area', () => {
  it('applies a plan to ten vehicles; the one driven far is due soon; its task completed with a workshop and two lines resets it; the book shows who', async () => {
    const manager = await newContext(browser, server);
    const page = await manager.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    const driverContext = await newContext(browser, server, 390, 844);
    const phone = await driverContext.newPage();
    const driverErrors = collectErrors(phone);
    await signIn(phone, 'user');
    const mine = (
      await withServer(server, driverContext, (client) => client.dashboard.myVehicles.query())
    )[0]!.vehicle;
    const plate = formatPlate(mine.registration);
    const before = await withServer(server, manager, (client) => client.vehicles.get.query({ id: mine.id }));

    // 1. A plan: air conditioning every 20,000 km (no demo schedule has that task).
    await page.goto('/manager/service');
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'New Plan' }).click();
    const planDrawer = page.getByRole('dialog', { name: 'New Service Plan' });
    await planDrawer.getByRole('textbox', { name: 'Name' }).fill(planName);
    await planDrawer.getByRole('combobox', { name: 'Service task 1' }).selectOption({ label: task });
    await planDrawer.getByRole('textbox', { name: 'Task 1: interval in km' }).fill('20000');
    await planDrawer.getByRole('textbox', { name: 'Task 1: interval in months' }).fill('');
    await planDrawer.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByText(`${planName} saved`).waitFor({ timeout: 15_000 });

    // 2. Applied to ten vehicles: the driver's, found by its plate, and nine from the list.
    const plans = page.getByRole('table', { name: 'Service plans' });
    await plans.getByRole('button', { name: `Actions for ${planName}` }).click();
    await page.getByRole('menuitem', { name: 'Apply to Vehicles' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply Service Plan' });
    await apply.waitFor();
    expect(await apply.getByRole('combobox', { name: 'Service plan' }).inputValue()).not.toBe('');
    const search = apply.getByRole('searchbox', { name: 'Find a vehicle' });
    await search.fill(mine.registration);
    await apply.getByRole('checkbox', { name: new RegExp(`^${plate} ·`) }).check({ timeout: 15_000 });
    await apply.getByText('1 vehicle chosen').waitFor();
    await search.fill('');
    const boxes = apply.getByRole('checkbox');
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBeGreaterThan(10);
    for (let index = 0, chosen = 1; chosen < 10; index += 1) {
      const box = boxes.nth(index);
      if (await box.isChecked()) continue;
      await box.check();
      chosen += 1;
    }
    await apply.getByText('10 vehicles chosen').waitFor();
    await apply.getByRole('button', { name: 'Apply Plan' }).click();
    await page
      .getByText(`${planName}: 10 vehicles, 10 new schedules, 0 changed`)
      .waitFor({ timeout: 20_000 });

    // Every new schedule starts from today's odometer: nothing due yet.
    await page.getByRole('tab', { name: 'Due' }).click();
    const due = page.getByRole('table', { name: 'Service schedules' });
    await expect.poll(() => due.getByRole('rowheader').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const dueRows = due.getByRole('button', { name: new RegExp(`^Actions for ${task}, `) });
    expect(await dueRows.count()).toBe(0);
    expect(await axeViolations(page), 'service page').toEqual([]);

    // 3. The driver, on the phone, enters 19,400 km more: within the 1,000 km of due soon.
    const reading = before.odometerKm + 19_400;
    await phone.goto('/manager/client');
    // Their home shows the vehicle's last reading, which the new one must not undercut.
    await phone.getByText(`Last reading: ${km(before.odometerKm)}`, { exact: true }).waitFor();
    await phone.getByRole('button', { name: `Add Reading for ${plate}` }).click();
    const readingDrawer = phone.getByRole('dialog', { name: 'Add Odometer Reading' });
    await readingDrawer.getByRole('textbox', { name: 'Odometer (km)' }).fill(String(reading));
    await readingDrawer.getByRole('button', { name: 'Add Reading' }).click();
    await phone.getByText(`${plate}: reading added`).waitFor({ timeout: 15_000 });
    // Their home lists the service that is now due on their vehicle (its task, in their language).
    await phone.reload();
    await phone.getByText(task, { exact: true }).first().waitFor({ timeout: 20_000 });
    await phone.getByText(`Last reading: ${km(reading)}`, { exact: true }).waitFor();
    expect(driverErrors).toEqual([]);

    // 4. The manager sees exactly that one of the ten due soon.
    await page.reload();
    await expect.poll(() => dueRows.count(), { timeout: 20_000 }).toBe(1);
    const row = due
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Actions for ${task}, ${plate}` }) });
    await row.getByText('Due soon').waitFor();
    await row.getByText(km(before.odometerKm + 20_000)).waitFor();
    const open = await withServer(server, manager, async (client) => {
      const { items } = await client.service.listSchedules.query({ vehicleId: mine.id, state: ['due_soon'] });
      return items.find((schedule) => schedule.task.names.en === task)!;
    });
    expect(open.openTaskId).not.toBeNull();
    // The list's row is not the whole schedule: Edit Schedule opens on the schedule read when
    // pressed, its last service at the odometer the plan found.
    await row.getByRole('button', { name: `Actions for ${task}, ${plate}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Schedule' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Schedule' });
    const lastDoneKm = edit.getByRole('textbox', { name: 'Odometer at last service (km)' });
    await expect
      .poll(async () => (await lastDoneKm.inputValue()).replace(/\D/g, ''), { timeout: 15_000 })
      .toBe(String(before.odometerKm));
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    // 5. Its service recorded with a workshop and two lines, completing its task.
    await row.getByRole('button', { name: `Actions for ${task}, ${plate}` }).click();
    await page.getByRole('menuitem', { name: 'Record Service' }).click();
    const record = page.getByRole('dialog', { name: 'Record Service' });
    await record.waitFor();
    await expect.poll(() => record.getByRole('checkbox', { name: task }).isChecked()).toBe(true);
    // The odometer as the workshop's photo of the dashboard shows it (generated): the same km as
    // the form offered, read with Read from Photo into the emptied field.
    const recordOdometer = record.getByRole('textbox', { name: /^Odometer \(km\)/ });
    const offeredKm = (await recordOdometer.inputValue()).replace(/\D/g, '');
    expect(offeredKm).toMatch(/^[1-9]\d{3,5}$/);
    await recordOdometer.fill('');
    await record.getByLabel('Photo of the odometer').setInputFiles({
      name: 'dashboard.jpg',
      mimeType: 'image/jpeg',
      buffer: await dashboardScene({ odometer: offeredKm.replace(/\B(?=(\d{3})+$)/g, ' ') }),
    });
    await expect.poll(() => recordOdometer.inputValue(), { timeout: 30_000 }).toBe(offeredKm);
    const workshopField = record.getByRole('combobox', { name: 'Workshop' });
    await workshopField.selectOption({ index: 1 });
    const workshop = (await workshopField.locator('option:checked').textContent())!.trim();
    await record.getByRole('button', { name: 'Add Line' }).click();
    await record.getByRole('textbox', { name: 'Line 1: description' }).fill('Kølemiddel R1234yf');
    await record.getByRole('textbox', { name: 'Line 1: unit price (DKK)' }).fill('500');
    await record.getByRole('button', { name: 'Add Line' }).click();
    await record.getByRole('textbox', { name: 'Line 2: description' }).fill('Pollenfilter');
    await record.getByRole('textbox', { name: 'Line 2: unit price (DKK)' }).fill('250');
    await record.getByText('Total DKK 750.00 excl. VAT, DKK 937.50 incl. VAT').waitFor();
    await record.getByRole('button', { name: 'Record Service' }).click();
    await page.getByText(`${plate}: service recorded`).waitFor({ timeout: 15_000 });
    await expect.poll(() => dueRows.count(), { timeout: 20_000 }).toBe(0);

    const after = await withServer(server, manager, async (client) => ({
      schedule: await client.service.getSchedule.query({ id: open.id }),
      task: await client.tasks.detail.query({ id: open.openTaskId! }),
      entry: (await client.service.listEntries.query({ vehicleId: mine.id, limit: 1 })).items[0]!,
    }));
    expect(after.task.status).toBe('done');
    expect(after.schedule.state).toBe('in_order');
    expect(after.schedule.openTaskId).toBeNull();
    expect(after.schedule.lastDoneKm).toBe(reading);
    expect(after.schedule.dueKm).toBe(reading + 20_000);
    expect(after.entry.lines).toHaveLength(2);
    expect(after.entry.totals.gross).toBe(937.5);
    expect(after.entry.workshop.name).toBe(workshop);
    const by = `${after.entry.createdBy!.name} ${after.entry.createdBy!.surname}`.trim();

    // 6. The vehicle's Service tab: the schedule reset, the entry on top of the book with who did it.
    await page.goto(`/manager/vehicles/${mine.id}?tab=service`);
    const schedules = page.getByRole('table', { name: 'Service schedules' });
    const reset = schedules.getByRole('row').filter({ has: page.getByRole('rowheader', { name: task }) });
    await reset.getByText('In order').waitFor({ timeout: 20_000 });
    await reset.getByText(km(reading + 20_000)).waitFor();
    const book = page.getByRole('table', { name: 'Service book' });
    const top = book.getByRole('row').nth(1);
    await top.getByRole('cell', { name: by }).waitFor({ timeout: 20_000 });
    await top.getByText(workshop).waitFor();
    await top.getByText(task).waitFor();
    expect(await axeViolations(page), 'vehicle service tab').toEqual([]);
    expect(errors).toEqual([]);
    await driverContext.close();
    await manager.close();
  }, 300_000);
});
