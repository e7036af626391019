/**
 * The vehicle import end to end (issue 27): the built app on the real server in headless Chromium.
 * An admin onboards a customer and its manager; the manager's empty dashboard offers the first
 * vehicles; a CSV with one bad row previews with the error on that row and nothing added; the
 * confirmation adds the others once (a double click), and the register shows them.
 */
import type { Browser, Page } from 'playwright';
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

/** The admin adds a customer and its manager; answers the manager's one-time password. */
async function onboard(page: Page): Promise<string> {
  await page.goto('/admin/clients');
  await page.getByRole('button', { name: 'Add Customer' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add Customer' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Ny Flåde ApS');
  await drawer.getByRole('textbox', { name: 'CVR number' }).fill('27182818');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'E-mail' }).fill('mette@nyflaade.dk');
  await add.getByRole('textbox', { name: 'First name' }).fill('Mette');
  await add.getByRole('textbox', { name: 'Surname' }).fill('Nyborg');
  await add.getByRole('combobox', { name: 'Role' }).selectOption('manager');
  await add.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Ny Flåde ApS' });
  await add.getByRole('button', { name: 'Save' }).click();
  const shown = page.getByRole('dialog', { name: 'One-time password for Mette Nyborg' });
  return (await shown.getByTestId('one-time-password').textContent())!.trim();
}

const FILE = [
  'Registreringsnummer;Mærke;Model;Type;Drivmiddel;Årgang;Kilometertæller (km)',
  'NF 10 001;Ford;Transit;Varebil;Diesel;2021;45.210',
  'NF10002;Toyota;Proace;Varebil;Brunkul;2024;0',
  'NF10003;Scania;R 450;Lastbil;Diesel;2019;310.000',
].join('\r\n');

describe('importing vehicles', () => {
  it('a manager of a new customer imports a CSV with one bad row and sees the vehicles', async () => {
    const adminContext = await newContext(browser, server);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    const oneTimePassword = await onboard(admin);
    await adminContext.close();

    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('mette@nyflaade.dk');
    await page.getByLabel('Password').fill(oneTimePassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: false }).first().fill('første-bil-i-flåden');
    await page.getByLabel('Repeat the new password').fill('første-bil-i-flåden');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    // The empty dashboard offers the first vehicles.
    await page.goto('/manager/dashboard');
    const start = page.getByRole('region', { name: 'Add your first vehicles' });
    await start.waitFor({ timeout: 20_000 });
    expect(await axeViolations(page), 'empty dashboard').toEqual([]);
    await start.getByRole('button', { name: 'Import Vehicles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import vehicles' }).waitFor();

    await page.getByLabel('Choose a file (CSV or XLSX)').setInputFiles({
      name: 'biler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FILE),
    });
    await page.getByText('2 vehicles are ready to add.').waitFor({ timeout: 20_000 });
    await page.getByText('1 row has errors and will be skipped.').waitFor();
    const table = page.getByRole('table', { name: 'Rows of biler.csv' });
    const bad = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await bad.getByText('Fuel: Not one of the values the register knows').waitFor();
    const good = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
    await good.getByText('Ready').waitFor();
    await good.getByRole('cell', { name: 'NF 10 001' }).waitFor();
    expect(await axeViolations(page), 'import preview').toEqual([]);

    // Nothing is added before the confirmation.
    await page.goto('/manager/vehicles');
    await page.getByText('No vehicles', { exact: false }).first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import Vehicles' }).click();
    await page.getByLabel('Choose a file (CSV or XLSX)').setInputFiles({
      name: 'biler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FILE),
    });
    const confirm = page.getByRole('button', { name: 'Add 2 Vehicles' });
    await confirm.waitFor({ timeout: 20_000 });
    // A double click adds the vehicles once.
    await confirm.dblclick();
    await page.waitForURL((url) => url.pathname === '/manager/vehicles', { timeout: 20_000 });
    const register = page.getByRole('table', { name: /vehicles/i }).first();
    await register.getByRole('link', { name: 'NF 10 001' }).waitFor({ timeout: 20_000 });
    await register.getByRole('link', { name: 'NF 10 003' }).waitFor();
    await page.getByText('2 vehicles', { exact: false }).first().waitFor();
    expect(await register.getByRole('link', { name: 'NF 10 002' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
