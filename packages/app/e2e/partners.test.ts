/**
 * The partners and vendors pages end to end (issue 30): the built app on the real server with the
 * demo data, in headless Chromium. A manager adds a partner (a CVR number failing the modulus-11
 * check is refused on its field), opens it, and reads the fleet's expenses and costs; then imports
 * the demo fuel-card statement from the vendor's page (preview, confirm), sees the vehicle's cost
 * per km change, and imports it again to read that it is already imported.
 */
import { fileURLToPath } from 'node:url';
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
  it('adds a partner with a checked CVR number, reads the costs, imports a fuel-card statement once', async () => {
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
    const drawer = page.getByRole('dialog', { name: 'Add Partner' });
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
    // The tab is in the address: a reload opens it again.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('expenses');
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Expenses' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    await page.getByRole('tab', { name: 'Costs' }).click();
    await page.getByText('Cost per km').first().waitFor({ timeout: 15_000 });
    await page.getByRole('table', { name: 'Cost per vehicle' }).getByRole('rowheader').first().waitFor();
    expect(await axeViolations(page), 'vendors page, costs').toEqual([]);

    // The demo fuel-card statement, from the vendor's page.
    const costs = page.getByRole('table', { name: 'Cost per vehicle' });
    const perKmOf = async () => {
      const row = costs.getByRole('row').filter({ hasText: 'AA 40 984' });
      return (await row.count()) === 0 ? null : ((await row.getByRole('cell').last().textContent()) ?? '');
    };
    const perKmBefore = await perKmOf();
    const statement = fileURLToPath(new URL('../../server/fixtures/fuel-card-demo.csv', import.meta.url));
    const importStatement = async () => {
      await page.getByRole('tab', { name: 'Vendors' }).click();
      await page
        .getByRole('table', { name: 'Vendors' })
        .getByRole('rowheader', { name: 'Brændstofkort Nord' })
        .click();
      await page
        .getByRole('dialog', { name: 'Brændstofkort Nord' })
        .getByRole('button', { name: 'Import statement' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'Import fuel card statement' });
      await drawer.getByLabel('Statement file (CSV or XLSX)').setInputFiles(statement);
      await drawer.getByRole('table', { name: 'Lines in fuel-card-demo.csv' }).waitFor({ timeout: 20_000 });
      return drawer;
    };
    let importDrawer = await importStatement();
    await importDrawer.getByText('11 new expenses').waitFor();
    await importDrawer.getByText('Vehicle: no vehicle has this plate').waitFor();
    await importDrawer.getByText('Fuel does not fit the vehicle').waitFor();
    expect(await axeViolations(page), 'fuel-card import preview').toEqual([]);
    await importDrawer.getByRole('button', { name: 'Import 11 expenses' }).click();
    await importDrawer.getByText('11 expenses imported').waitFor({ timeout: 30_000 });
    await importDrawer.getByRole('button', { name: 'Close' }).last().click();
    await importDrawer.waitFor({ state: 'hidden' });
    // Back on the vendor's page, with the imported expenses.
    const vendorPage = page.getByRole('dialog', { name: 'Brændstofkort Nord' });
    await vendorPage.getByText('AA 40 984').first().waitFor();
    await page.keyboard.press('Escape');
    await vendorPage.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Costs' }).click();
    // The tab shows the costs it had (before the import) while it reads them again: wait for the new.
    await expect.poll(async () => (await perKmOf()) ?? '', { timeout: 15_000 }).toMatch(/\d/);
    const perKmAfter = await perKmOf();
    expect(perKmAfter).not.toBe(perKmBefore);

    // The same statement again changes nothing.
    importDrawer = await importStatement();
    await importDrawer.getByText('This statement is already imported. Nothing new to add.').waitFor();
    expect(await importDrawer.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an expense by hand, warned of more litres than the tank holds, on a phone and on a desktop', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/manager/vendors');
      await page.getByRole('table', { name: 'Vendors' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Add Expense' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add Expense' });
      await drawer.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Ladenet' });
      const vehicle = drawer.getByRole('combobox', { name: 'Vehicle', exact: true });
      await vehicle.fill('cd23456');
      await page
        .getByRole('listbox', { name: 'Vehicle' })
        .getByRole('option', { name: /^CD 23 456/ })
        .click();
      await drawer.getByRole('textbox', { name: /^Amount excl\. VAT/ }).fill('5000');
      await drawer.getByRole('button', { name: 'Add 25 % VAT (1250.00)' }).click();
      expect(await drawer.getByRole('textbox', { name: /^VAT/ }).inputValue()).toBe('1250.00');
      await drawer.getByRole('textbox', { name: 'Quantity' }).fill('500');
      // No vehicle's tank holds 500 litres (a truck's 400): the server's check says so as it is typed.
      const warnings = drawer.getByRole('list', { name: 'Worth a second look' });
      await warnings.getByText(/More litres than the tank size|Fuel does not fit the vehicle/).waitFor();
      expect(await axeViolations(page), `add expense ${width}`).toEqual([]);
      await drawer.getByRole('button', { name: 'Save Expense' }).click();
      await page
        .getByText(/^Expense of .*6,250\.00.* recorded\.$/)
        .first()
        .waitFor();
      await drawer.waitFor({ state: 'hidden' });
      // The expenses tab shows it, with its warning.
      const expenses = page.getByRole('table', { name: 'Expenses' });
      await expenses.waitFor();
      const row = expenses.getByRole('row').filter({ hasText: '5,000.00' }).first();
      await row.waitFor();
      expect(await row.getByRole('list', { name: 'Worth a second look' }).count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
