/**
 * Clients, users and accounts end to end (issue 16): the built app on the real server in headless
 * Chromium. An admin onboards a customer and its manager; the manager signs in with the one-time
 * password, must choose their own, and lands on an empty dashboard; the admin deactivates them and
 * their open page goes to the login page; an avatar upload shows in the sidebar at once; a 2.5 MB
 * file and a renamed text file are refused with a clear message.
 */
import { deflateSync } from 'node:zlib';
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

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small solid-colour PNG. */
function png(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x3a)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function adminPage() {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, 'admin');
  return { context, page, errors };
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Messages/ }).getByText(text);

describe('onboarding a customer', () => {
  it('admin adds a customer and its manager; the manager must choose a password, then is deactivated', async () => {
    const admin = await adminPage();
    const { page } = admin;
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add Customer' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Havn Logistik ApS');
    // The CVR field takes digits only, and 8 of them.
    await drawer.getByRole('textbox', { name: 'CVR number' }).pressSequentially('27-18a2818');
    await expect
      .poll(() => drawer.getByRole('textbox', { name: 'CVR number' }).inputValue())
      .toBe('27182818');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Customer Havn Logistik ApS added.').waitFor();
    await page
      .getByRole('table', { name: 'Customers' })
      .getByRole('rowheader', { name: 'Havn Logistik ApS' })
      .waitFor();

    expect(await axeViolations(page), 'customers').toEqual([]);

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByRole('textbox', { name: 'E-mail' }).fill('signe@havn.dk');
    await add.getByRole('textbox', { name: 'First name' }).fill('Signe');
    await add.getByRole('textbox', { name: 'Surname' }).fill('Havn');
    await add.getByRole('combobox', { name: 'Role' }).selectOption('manager');
    await add.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Havn Logistik ApS' });
    await add.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByRole('dialog', { name: 'One-time password for Signe Havn' });
    const oneTimePassword = (await shown.getByTestId('one-time-password').textContent())!.trim();
    expect(oneTimePassword).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    // The manager, in a browser of their own.
    const context = await newContext(browser, server);
    const manager = await context.newPage();
    const managerErrors = collectErrors(manager);
    await manager.goto('/auth/login');
    await manager.getByLabel('E-mail').fill('signe@havn.dk');
    await manager.getByLabel('Password').fill(oneTimePassword);
    await manager.getByRole('button', { name: 'Sign In' }).click();
    await manager.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await axeViolations(manager), 'choose your password').toEqual([]);
    // Nothing else is reachable: another page shows the same screen.
    await manager.goto('/manager/vehicles');
    await manager.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await manager.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await manager.getByLabel('One-time password').fill(oneTimePassword);
    await manager.getByLabel('New password', { exact: false }).first().fill('havnen-er-stille-i-dag');
    await manager.getByLabel('Repeat the new password').fill('havnen-er-stille-i-dag');
    await manager.getByRole('button', { name: 'Save Password' }).click();
    await manager.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await manager.goto('/manager/dashboard');
    await manager.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The admin deactivates her: her open page goes to the login page.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('signe@havn.dk');
    await page.getByRole('table', { name: 'Users' }).getByText('signe@havn.dk').waitFor();
    await page.getByRole('button', { name: 'Actions for Signe Havn' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Signe Havn deactivated and signed out.').waitFor();
    await manager.waitForURL((url) => url.pathname === '/auth/login', { timeout: 10_000 });
    // And she cannot sign in again, told exactly what a wrong password is told.
    await manager.getByLabel('E-mail').fill('signe@havn.dk');
    await manager.getByLabel('Password').fill('havnen-er-stille-i-dag');
    await manager.getByRole('button', { name: 'Sign In' }).click();
    await manager.getByText('Incorrect e-mail or password. Check them and try again.').waitFor();

    // Her history, from the server's audit log, newest first: deactivated by the admin, her own
    // password change, added by the admin.
    await page.getByRole('button', { name: 'Actions for Signe Havn' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of Signe Havn' });
    const entries = history.getByRole('listitem').filter({ has: page.locator('time') });
    await expect.poll(() => entries.count()).toBe(3);
    await expect.poll(() => entries.nth(0).textContent()).toMatch(/^Deactivated by /);
    await expect.poll(() => entries.nth(1).textContent()).toMatch(/^Password changed by Signe Havn/);
    await expect.poll(() => entries.nth(2).textContent()).toContain('Role: Manager');
    await expect.poll(() => entries.nth(2).textContent()).toContain('E-mail: signe@havn.dk');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    expect(admin.errors).toEqual([]);
    expect(managerErrors.filter((e) => !/401|WebSocket|Not signed in|UNAUTHORIZED/.test(e))).toEqual([]);
    await context.close();
    await admin.context.close();
  });
});

describe('the avatar', () => {
  it('shows an upload in the sidebar at once and refuses a big file and a renamed text file', async () => {
    const { context, page, errors } = await adminPage();
    await page.goto('/admin/account');
    await page.getByRole('heading', { name: 'Picture' }).waitFor();
    expect(await axeViolations(page), 'my account').toEqual([]);
    const input = page.locator('input[type="file"]');
    const before = await page.getByTestId('sidebar').locator('img').getAttribute('src');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await toast(page, 'Picture updated.').waitFor();
    await expect
      .poll(() => page.getByTestId('sidebar').locator('[data-status="image"] img').getAttribute('src'))
      .not.toBe(before);
    expect(
      await page.getByTestId('sidebar').locator('[data-status="image"] img').getAttribute('src'),
    ).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2.5 * 1024 * 1024, 7),
    });
    await page
      .getByRole('alert')
      .getByText('The file is larger than 2 MB. Choose a smaller picture.')
      .waitFor();
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Just some notes, not a picture.\n'),
    });
    await page.getByRole('alert').getByText('This file is not a PNG, JPEG or WebP picture.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
