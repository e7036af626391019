/**
 * The partners and vendors pages end to end (issue 30): the built app on the real server with the
 * demo data, in headless Chromium. A manager adds a partner (a CVR number failing the modulus-11
 * check is refused on its field), opens it, and reads the fleet's expenses and costs.
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

describe('partners and vendors', () => {
  it('adds a partner with a checked CVR number, opens it and reads the costs', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    await page.goto('/manager/partners');
    await page.getByText('6 partners').waitFor({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Partners' });
    await table.getByRole('rowheader', { name: 'Fjordleasing A/S' }).waitFor();
    expect(await axeViolations(page), 'partners page').toEqual([]);

    await page.getByRole('button', { name: 'Add Partner' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add partner' });
    await drawer.getByLabel('Name').fill('Glasværkstedet Horsens');
    await drawer.getByLabel('CVR number').fill('12345675');
    await drawer.getByRole('checkbox', { name: 'Glass' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('This is not a valid CVR number: check the digits.').first().waitFor();
    await drawer.getByLabel('CVR number').fill('12345674');
    await page.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText('7 partners').waitFor({ timeout: 15_000 });

    // A row opens the organisation: its agreements and contacts.
    await table.getByRole('rowheader', { name: 'Fjordleasing A/S' }).click();
    const detail = page.getByRole('dialog', { name: 'Fjordleasing A/S' });
    await detail.getByText('Leasing contract').waitFor();
    await detail.getByText('Sofie Krogh').waitFor();
    await page.keyboard.press('Escape');

    // Vendors: the expenses and the costs of the fleet.
    await page.goto('/manager/vendors');
    await page.getByRole('table', { name: 'Vendors' }).getByRole('rowheader', { name: 'Ladenet' }).waitFor();
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await page
      .getByRole('table', { name: 'Expenses' })
      .getByRole('rowheader')
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Costs' }).click();
    await page.getByText('Cost per km').first().waitFor({ timeout: 15_000 });
    await page.getByRole('table', { name: 'Cost per vehicle' }).getByRole('rowheader').first().waitFor();
    expect(await axeViolations(page), 'vendors page, costs').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
