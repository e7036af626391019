/**
 * The dashboard, the tasks page and the driver's home end to end (issue 15): the built app on the
 * real server with the demo data, in headless Chromium.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer, type DemoRole } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedIn(role: DemoRole, width?: number, height?: number) {
  const context = await newContext(browser, server, width, height);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, role);
  return { context, page, errors };
}

/** Whether the Tasks entry of the menu shows `count` ("Tasks 9 warnings"; just "Tasks" at 0). */
async function tasksBadgeShows(page: Page, count: number): Promise<boolean> {
  const name = count === 0 ? 'Tasks' : `Tasks ${count.toLocaleString('en')} warning${count === 1 ? '' : 's'}`;
  const links = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true });
  return (await links.count()) === 1;
}

const taskTable = (page: Page) => page.getByRole('table', { name: 'Tasks' });
/** "9 tasks" under the heading, as a number. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ tasks?$|^No tasks$/).textContent();
  return text === 'No tasks' ? 0 : Number(text!.replace(/\D/g, ''));
}

describe('the manager works through the overdue tasks', () => {
  it('opens the overdue list from its tile: the badge, the tile and the rows agree', async () => {
    const { context, page, errors } = await signedIn('manager');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const tile = page.getByRole('link', { name: /^\d[\d,]* overdue tasks$/ });
    await tile.waitFor();
    expect(await tile.getAttribute('href')).toBe('/manager/tasks?due=overdue');
    const tileCount = Number(/\d[\d,]*/.exec(await tile.innerText())![0].replace(/,/g, ''));
    await expect.poll(() => tasksBadgeShows(page, tileCount), { timeout: 15_000 }).toBe(true);
    expect(tileCount).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Due in the next 30 days' }).getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page), 'dashboard').toEqual([]);

    await tile.click();
    await page.waitForURL((url) => url.pathname === '/manager/tasks' && url.search === '?due=overdue');
    await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(tileCount);
    await expect.poll(() => taskTable(page).getByRole('rowheader').count()).toBe(tileCount);
    expect(await tasksBadgeShows(page, tileCount)).toBe(true);
    expect(await axeViolations(page), 'tasks page, overdue filter').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks one done: the badge and the list drop by one at once, without a reload', async () => {
    const { context, page, errors } = await signedIn('manager');
    await page.goto('/manager/tasks?due=overdue');
    await taskTable(page).getByRole('rowheader').first().waitFor();
    const before = await shownTotal(page);
    await expect.poll(() => tasksBadgeShows(page, before), { timeout: 15_000 }).toBe(true);
    // A marker that a reload would lose.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const title = (await taskTable(page).getByRole('rowheader').first().innerText()).trim();
    await taskTable(page)
      .getByRole('button', { name: `Actions for ${title}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Mark Done' }).click();
    await page.getByText(`“${title}” is now “Done”.`).waitFor();

    await expect.poll(() => tasksBadgeShows(page, before - 1)).toBe(true);
    await expect.poll(() => shownTotal(page)).toBe(before - 1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the driver's report and walk-around check", () => {
  it('says an odometer below the last reading on its field, with no toast over the drawer (issue 27, item 4)', async () => {
    const { context, page, errors } = await signedIn('user', 390, 844);
    const card = page.getByRole('region', { name: 'CD 23 456' });
    await card.getByRole('button', { name: 'Report a Problem' }).click();
    const drawer = page.getByRole('dialog', { name: 'Report a Problem' });
    await drawer.getByRole('textbox', { name: 'What is wrong?' }).fill('Sidespejl løst');
    await drawer.getByRole('textbox', { name: /^Odometer/ }).fill('1000');
    await drawer.getByRole('button', { name: 'Send Report' }).click();
    const odometer = drawer.getByRole('textbox', { name: /^Odometer/ });
    await expect.poll(() => odometer.getAttribute('aria-invalid')).toBe('true');
    await drawer.getByText('Lower than the last reading of this vehicle.').first().waitFor();
    // The form already says what is wrong: no toast repeats it (wrongly, as "try again later").
    const messages = page.getByRole('region', { name: 'Messages' });
    expect(await messages.getByRole('alert').textContent()).toBe('');
    expect(await drawer.getByRole('button', { name: 'Send Report' }).isVisible()).toBe(true);
    expect(errors.filter((error) => !error.includes('odometerKm'))).toEqual([]);
    await context.close();
  });

  it('reach the manager’s task list', async () => {
    const driver = await signedIn('user', 390, 844);
    const { page } = driver;
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const card = page.getByRole('region', { name: 'CD 23 456' });
    await card.getByRole('heading', { name: 'CD 23 456' }).waitFor();
    expect(await axeViolations(page), 'driver home').toEqual([]);

    const title = `Sidespejl løst ${Date.now()}`;
    await card.getByRole('button', { name: 'Report a Problem' }).click();
    const drawer = page.getByRole('dialog', { name: 'Report a Problem' });
    expect(
      await drawer.getByRole('combobox', { name: 'Vehicle' }).locator('option:checked').innerText(),
    ).toBe('CD 23 456');
    await drawer.getByRole('textbox', { name: 'What is wrong?' }).fill(title);
    await drawer.getByRole('textbox', { name: 'Details' }).fill('Spejlet i højre side sidder løst.');
    expect(await axeViolations(page), 'report form').toEqual([]);
    await drawer.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText(`Thank you. Your fleet manager has the report “${title}”.`).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    // The driver's own home shows it among what is due for the vehicle.
    await card.getByText(title).waitFor();

    // The walk-around check due on the phone's home (issue 27 item 10): one item fails with a
    // photo and the odometer is read; the failed item becomes a defect and its task.
    const defect = `Spejlglas revnet ${Date.now()}`;
    await page.getByRole('button', { name: 'Start Walk-around Check' }).first().click();
    const check = page.getByRole('dialog', { name: 'Start Walk-around Check' });
    await check.getByRole('textbox', { name: /^Odometer/ }).fill('412345');
    for (const group of await check.getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'Pass' }).check();
    await check
      .getByRole('radiogroup', { name: /^Mirrors/ })
      .getByRole('radio', { name: 'Fail' })
      .check();
    await check.getByRole('textbox', { name: 'Mirrors: What is wrong?' }).fill(defect);
    const jpeg = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 48 });
      canvas.getContext('2d')!.fillRect(8, 8, 32, 24);
      return canvas.toDataURL('image/jpeg').split(',')[1]!;
    });
    await check.getByLabel('Mirrors: Photos', { exact: true }).setInputFiles({
      name: 'mirror.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await check.getByRole('button', { name: 'Complete Check' }).click();
    await page.getByText('Check completed: 1 defect sent to your fleet manager.').waitFor();
    await check.waitFor({ state: 'hidden' });
    expect(driver.errors).toEqual([]);
    await driver.context.close();

    const manager = await signedIn('manager');
    await manager.page.goto('/manager/tasks?source=driver_report&status=open');
    const row = taskTable(manager.page).getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText('CD 23 456').count()).toBe(1);
    expect(await row.getByText('Driver report').count()).toBe(1);
    await manager.page.goto('/manager/tasks?source=inspection_defect&status=open');
    const defectRow = taskTable(manager.page).getByRole('row').filter({ hasText: defect });
    await defectRow.waitFor({ timeout: 15_000 });
    expect(await defectRow.getByText('AB 12 345').count()).toBe(1);
    expect(manager.errors).toEqual([]);
    await manager.context.close();
  });
});

describe("a vehicle's tasks tab", () => {
  it('adds a task for the vehicle, chosen already, and lists it there and in Tasks', async () => {
    const { context, page, errors } = await signedIn('manager');
    await page.goto('/manager/vehicles?q=CD%2023%20456');
    await page.getByRole('table', { name: 'Vehicles' }).getByRole('link', { name: 'CD 23 456' }).click();
    await page.waitForURL(/\/manager\/vehicles\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Tasks' });
    await panel.getByRole('table', { name: 'Tasks' }).waitFor();

    const title = `Skift tændrør ${Date.now()}`;
    await panel.getByRole('button', { name: 'Add Task' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Task' });
    expect(await drawer.getByRole('combobox', { name: 'Vehicle', exact: true }).inputValue()).toBe(
      'CD 23 456',
    );
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Task “${title}” added.`).waitFor();
    await panel.getByRole('rowheader', { name: title }).waitFor();
    expect(await axeViolations(page), 'vehicle page, tasks tab').toEqual([]);

    await panel.getByRole('link', { name: 'Open in Tasks' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/tasks' && url.searchParams.has('vehicle'));
    await taskTable(page).getByRole('rowheader', { name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the add form searches the register for the vehicle and saves the one chosen', async () => {
    const { context, page, errors } = await signedIn('manager');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/manager/tasks');
    await page.getByRole('button', { name: 'Add Task' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add Task' });
    const title = `Vask bilen ${Date.now()}`;
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    // Any of the 2,000 vehicles, by its plate typed any way; the list shows it as plates are written.
    const vehicle = drawer.getByRole('combobox', { name: 'Vehicle', exact: true });
    await vehicle.fill('cd23456');
    const option = page.getByRole('listbox', { name: 'Vehicle' }).getByRole('option', { name: /^CD 23 456/ });
    await option.waitFor();
    expect(await option.isVisible()).toBe(true);
    await option.click();
    expect(await vehicle.inputValue()).toBe('CD 23 456');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Task “${title}” added.`).waitFor();
    // The task is that vehicle's: its tasks tab lists it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/manager/vehicles?q=CD%2023%20456');
    await page.getByRole('table', { name: 'Vehicles' }).getByRole('link', { name: 'CD 23 456' }).click();
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('tabpanel', { name: 'Tasks' }).getByRole('rowheader', { name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the vehicle filter', () => {
  it('searches the whole register and keeps the chosen vehicle in the address', async () => {
    const { context, page, errors } = await signedIn('manager');
    await page.goto('/manager/tasks');
    await taskTable(page).getByRole('rowheader').first().waitFor({ timeout: 15_000 });
    const picker = page.getByRole('combobox', { name: 'Vehicle' });
    // Opened without text: the register's first vehicles, and more than the list shows.
    await picker.click();
    await page.getByText('More vehicles match: type more to narrow the list.').waitFor();
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Vehicle' }).getByRole('option').count())
      .toBe(20);

    // Any vehicle of the 2,000 is found by its plate, with or without spaces.
    await picker.fill('cd23456');
    const option = page.getByRole('option', { name: /^CD 23 456/ });
    await option.waitFor();
    await option.click();
    // The field keeps the chosen plate from the click on, also while the router's transition that
    // applies the address has not committed yet (the kit's Combobox holds it until its value follows).
    expect(await picker.inputValue()).toBe('CD 23 456');
    await expect.poll(() => new URL(page.url()).searchParams.get('vehicle')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await picker.inputValue()).toBe('CD 23 456');
    expect(await axeViolations(page), 'vehicle chosen').toEqual([]);

    // A reload (or a shared link) shows the same filter, the plate in the field.
    await page.reload();
    await expect.poll(() => picker.inputValue(), { timeout: 15_000 }).toBe('CD 23 456');
    await page.getByRole('button', { name: 'Clear choice' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('vehicle')).toBeNull();
    await expect.poll(() => picker.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
