/**
 * A driver's outlay end to end (issue 30, docs/partners.md "Driver's outlays"): the built app on
 * the real server with the demo data, in headless Chromium. The demo driver, on a phone-sized
 * screen, records what they paid for fuel with a photo of the receipt; their home lists it with the
 * receipt attached, and the manager finds it among the expenses paid by drivers, naming the driver.
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

describe("a driver's outlay", () => {
  it('is recorded on the phone with a receipt photo and reaches the manager’s expenses', async () => {
    const phone = await newContext(browser, server, 390, 844);
    const page = await phone.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'user');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const part = page.getByRole('region', { name: 'Your outlays' });
    await part.getByText('No outlays yet.', { exact: false }).waitFor({ timeout: 20_000 });

    await part.getByRole('button', { name: 'Record Outlay' }).click();
    const drawer = page.getByRole('dialog', { name: 'Record Outlay' });
    expect(
      await drawer.getByRole('combobox', { name: 'Vehicle' }).locator('option:checked').innerText(),
    ).toBe('AB 12 345');
    await drawer.getByRole('textbox', { name: /^Amount incl\. VAT/ }).fill('417,35');
    await drawer.getByRole('textbox', { name: /^Litres/ }).fill('22,4');
    await drawer.getByRole('textbox', { name: /^Note/ }).fill('Circle K Horsens');
    const jpeg = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 120, height: 200 });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 120, 200);
      context.fillStyle = '#000';
      context.fillRect(10, 20, 100, 6);
      return canvas.toDataURL('image/jpeg').split(',')[1]!;
    });
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'kvittering.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await drawer.getByRole('list', { name: /^Photo of the receipt/ }).waitFor();
    expect(await axeViolations(page), 'outlay form').toEqual([]);
    await drawer.getByRole('button', { name: 'Record Outlay' }).click();
    await page.getByText(/^Outlay of DKK\s?417\.35 recorded\.$/).waitFor({ timeout: 20_000 });
    await drawer.waitFor({ state: 'hidden' });

    const latest = part.getByRole('list', { name: 'Your latest outlays' });
    const item = latest.getByRole('listitem').first();
    await item.getByText('Receipt attached').waitFor({ timeout: 15_000 });
    expect(await item.getByText('Fuel').count()).toBe(1);
    expect(await axeViolations(page), 'driver home with an outlay').toEqual([]);
    expect(errors).toEqual([]);
    await phone.close();

    // The manager sees it among the expenses paid by drivers, naming the driver to reimburse.
    const desk = await newContext(browser, server);
    const manager = await desk.newPage();
    await signIn(manager, 'manager');
    await manager.goto('/manager/vendors');
    await manager.getByRole('tab', { name: 'Expenses' }).click();
    const table = manager.getByRole('table', { name: 'Expenses' });
    await table.getByRole('rowheader').first().waitFor({ timeout: 15_000 });
    await manager.getByRole('button', { name: 'Paid by' }).click();
    await manager.getByRole('menuitemcheckbox', { name: /^Driver/ }).click();
    await manager.keyboard.press('Escape');
    const row = table.getByRole('row').filter({ hasText: 'Outlay by Jonas Kristensen' }).first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText('AB 12 345').count()).toBe(1);
    // 417.35 including VAT: 333.88 and 83.47 VAT.
    expect(await row.getByText(/333\.88/).count()).toBe(1);
    expect(await row.getByText(/83\.47/).count()).toBe(1);
    expect(await axeViolations(manager), 'expenses paid by drivers').toEqual([]);
    await desk.close();
  });
});
