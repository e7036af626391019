/**
 * Time registration end to end (issue 32): on a phone-sized screen the driver records the day's
 * periods and a trip; the manager sees the driver's week with the demo data's flag and approves
 * the month, and the day is locked for the driver; the manager downloads the month's kørebog as a
 * PDF with the driver's trip in it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  await page.getByRole('textbox', { name: /Odometer at departure/ }).fill('9000000');
  await page.getByRole('textbox', { name: /Odometer at arrival/ }).fill('9000027');
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
  expect(text).toContain('Kørebog');
  expect(text).toContain('Lager, Vejle');
  expect(text).toContain('Kunde, Fredericia');
  await phone.close();
  await desk.close();
});
