/**
 * Time registration end to end (issue 32): on a phone-sized screen the driver records the day's
 * periods and a trip (the arrival's odometer read from a generated photo of the dashboard); the
 * manager sees the driver's week with the demo data's flag and approves the month, and the day is
 * locked for the driver; the manager downloads the month's kørebog as a
 * PDF with the driver's trip in it. A day the manager records while the driver records it too: the
 * later save is refused with who did it, and replaces theirs only when the manager keeps their own.
 */
import { readFile } from 'node:fs/promises';
import { dashboardScene } from '@vognpark/server/areas/vehicleDetection';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, copenhagenToday } from '../src/i18n/dates';
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

it('lets a driver record a day and a trip on a phone, and a manager approve the month and download the kørebog', async () => {
  const phone = await newContext(browser, server, 390, 844);
  const page = await phone.newPage();
  const errors = collectErrors(page);
  await signIn(page, 'user');
  const panel = page.getByRole('region', { name: 'My working day' });
  await panel.getByRole('button', { name: 'Add Period' }).click();
  await panel.getByRole('textbox', { name: 'From (HH:MM)' }).fill('7');
  await panel.getByRole('textbox', { name: 'To (HH:MM)' }).fill('1130');
  await panel.getByRole('button', { name: 'Save Working Day' }).click();
  await expect
    .poll(() => page.getByText('Working day saved').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => panel.getByText('Working time today: 4 h 30 min').count()).toBe(1);

  // A trip: its km are the odometer's difference (far above the demo chain, so never lower).
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('Lager, Vejle');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('Kunde, Fredericia');
  await page.getByRole('textbox', { name: /Departure/ }).fill('08:00');
  await page.getByRole('textbox', { name: /Arrival \(HH:MM\)/ }).fill('08:30');
  await page.getByRole('textbox', { name: /Odometer at departure/ }).fill('600000');
  // The arrival read from a photo of the dashboard (generated), as a driver does on arrival.
  await page.getByLabel('Photo of the odometer at arrival').setInputFiles({
    name: 'dashboard.jpg',
    mimeType: 'image/jpeg',
    buffer: await dashboardScene({ odometer: '600 027' }),
  });
  await expect
    .poll(() => page.getByRole('textbox', { name: /Odometer at arrival/ }).inputValue(), { timeout: 30_000 })
    .toBe('600027');
  await page.getByRole('textbox', { name: /Purpose/ }).fill('Montage');
  await page.getByRole('button', { name: 'Save Trip' }).click();
  await expect
    .poll(() => page.getByText('Trip saved: 27 km').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(errors).toEqual([]);

  // The manager: the week with the flag, then the month approved.
  const desk = await newContext(browser, server, 1280, 900);
  const manager = await desk.newPage();
  await signIn(manager, 'manager');
  await manager.goto('/manager/timereg');
  const row = manager.getByRole('row', { name: /Jonas/ });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => row.getByText('4 h 30 min').count()).toBeGreaterThan(0);
  await manager.getByRole('button', { name: /^Approve / }).click();
  await expect
    .poll(() => manager.getByText(/working days? approved/).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await manager.getByRole('tab', { name: 'Trip Log' }).click();
  await expect
    .poll(() => manager.getByText('Lager, Vejle', { exact: false }).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // The driver's day is locked now.
  await page.reload();
  await expect
    .poll(() => page.getByText('This working day is approved and locked.').count(), { timeout: 15_000 })
    .toBe(1);

  // The month's kørebog as a PDF, with the trip the driver recorded.
  await manager.getByRole('tab', { name: 'Trip Log' }).click();
  const [download] = await Promise.all([
    manager.waitForEvent('download', { timeout: 30_000 }),
    manager.getByRole('button', { name: 'Download Trip Log (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^koerebog-\d{4}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const extracted = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const text = extracted.text.replace(/\s+/g, ' ');
  // In the language the page is read in (the manager's English).
  expect(text).toContain('Trip log — ');
  expect(text).toContain('Lager, Vejle');
  expect(text).toContain('Kunde, Fredericia');
  await phone.close();
  await desk.close();
});

it('refuses a manager’s day that the driver recorded meanwhile, says who, and saves it when kept', async () => {
  const driver = await newContext(browser, server, 390, 844);
  await signIn(await driver.newPage(), 'user');
  const desk = await newContext(browser, server, 1280, 900);
  const manager = await desk.newPage();
  const errors = collectErrors(manager);
  await signIn(manager, 'manager');
  await manager.goto('/manager/timereg');
  // Jonas's first day with nothing recorded, as the grid offers it (Add) and as a date: in the week
  // the page shows, Copenhagen's (between midnight and 01:00 its date is not UTC's), else the week
  // before (on a Monday the demo has recorded the only day so far).
  const today = copenhagenToday();
  const firstOpenDay = async (date: string) => {
    const week = await withServer(server, desk, (client) => client.timereg.week.query({ date }));
    const jonas = week.drivers.find((d) => d.driver.name.startsWith('Jonas'))!;
    const index = jonas.days.findIndex((day, i) => day === null && addDays(week.monday, i) <= today);
    return { monday: week.monday, index };
  };
  let { monday, index } = await firstOpenDay(today);
  if (index < 0) {
    ({ monday, index } = await firstOpenDay(addDays(today, -7)));
    const shown = manager.getByText(/^Week of /);
    const before = await shown.textContent();
    await manager.getByRole('button', { name: 'Previous Week' }).click();
    await expect.poll(() => shown.textContent(), { timeout: 15_000 }).not.toBe(before);
  }
  expect(index).toBeGreaterThanOrEqual(0);
  const date = addDays(monday, index);
  const row = manager.getByRole('row', { name: /Jonas/ });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await row
    .getByRole('button', { name: /^Add the working day of Jonas/ })
    .first()
    .click();
  const drawer = manager.getByRole('dialog');
  await drawer.getByRole('radio', { name: 'Total for the day' }).check();
  await drawer.getByRole('textbox', { name: /Working time \(hours\)/ }).fill('7:30');

  // Meanwhile Jonas records the day himself on his phone.
  await withServer(server, driver, (client) =>
    client.timereg.saveDay.mutate({
      date,
      expectedRevision: 0,
      mode: 'total',
      totalMinutes: 300,
      note: 'Selv registreret',
    }),
  );
  await drawer.getByRole('button', { name: 'Save' }).click();
  const alert = drawer.getByRole('alert');
  await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toMatch(/Jonas/);
  await expect
    .poll(() => alert.textContent(), { timeout: 15_000 })
    .toContain('They changed: Recorded as, Working time (hours), and Note.');
  await expect(drawer.getByRole('textbox', { name: /Working time \(hours\)/ }).inputValue()).resolves.toBe(
    '7:30',
  );
  await alert.getByRole('button', { name: 'Keep My Changes' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => manager.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => row.getByText('7 h 30 min').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const [saved] = await withServer(server, driver, (client) =>
    client.timereg.days.query({ from: date, to: date }),
  );
  expect(saved).toMatchObject({ revision: 2, mode: 'total', totalMinutes: 450 });
  expect(errors).toEqual([]);
  await driver.close();
  await desk.close();
});
