/**
 * The service page end to end (issue 29): the built app on the real server with the demo data, in
 * headless Chromium. A manager records a service of a due schedule with a workshop and a line; the
 * schedule is in order at once and the vehicle's service book shows the entry and who recorded it.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/features/vehicles/format';
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

describe('the service page', () => {
  it('records a due service with a workshop and a line: the schedule is in order, the service book shows it', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    await page.goto('/manager/service');
    const due = page.getByRole('table', { name: 'Service schedules' });
    await expect.poll(() => due.getByRole('rowheader').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await axeViolations(page), 'service page').toEqual([]);

    // The first row: what the server lists first among the overdue and due soon.
    const first = await withServer(
      server,
      context,
      async (client) =>
        (await client.service.listSchedules.query({ state: ['overdue', 'due_soon'], limit: 1 })).items[0]!,
    );
    const plate = formatPlate(first.vehicle.registration);
    await due.getByRole('button', { name: `Actions for ${first.task.names.en}, ${plate}` }).click();
    await page.getByRole('menuitem', { name: 'Record Service' }).click();

    const drawer = page.getByRole('dialog', { name: 'Record Service' });
    await drawer.waitFor();
    await expect
      .poll(() => drawer.getByRole('checkbox', { name: first.task.names.en }).isChecked())
      .toBe(true);
    await drawer.getByRole('combobox', { name: 'Workshop' }).selectOption({ index: 1 });
    await drawer.getByRole('button', { name: 'Add Line' }).click();
    await drawer.getByRole('textbox', { name: 'Line 1: description' }).fill('Motorolie 5W-30');
    await drawer.getByRole('textbox', { name: 'Line 1: unit price (DKK)' }).fill('500');
    await drawer.getByText('Total DKK 500.00 excl. VAT, DKK 625.00 incl. VAT').waitFor();
    await drawer.getByRole('button', { name: 'Record Service' }).click();
    await page.getByText(`${plate}: service recorded`).waitFor({ timeout: 15_000 });

    const after = await withServer(server, context, async (client) => ({
      schedule: await client.service.getSchedule.query({ id: first.id }),
      entry: (await client.service.listEntries.query({ vehicleId: first.vehicle.id, limit: 1 })).items[0]!,
    }));
    expect(after.schedule.state).toBe('in_order');
    expect(after.entry.totals.gross).toBe(625);
    expect(after.entry.workshop.name).not.toBe('');
    const by = `${after.entry.createdBy!.name} ${after.entry.createdBy!.surname}`.trim();

    // The vehicle's Service tab: the schedule in order, the entry on top of its service book.
    await page.goto(`/manager/vehicles/${first.vehicle.id}?tab=service`);
    const book = page.getByRole('table', { name: 'Service book' });
    await book.getByRole('cell', { name: by }).first().waitFor({ timeout: 20_000 });
    const schedules = page.getByRole('table', { name: 'Service schedules' });
    await schedules.getByRole('rowheader', { name: first.task.names.en }).waitFor();
    expect(await axeViolations(page), 'vehicle service tab').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
