/**
 * The shell at a phone's size and in dark mode, and toasts beside an open drawer (issue 27, items
 * 4, 6 and 12), in Chromium against the real server.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function managerAt(width: number, height: number) {
  const context = await newContext(browser, server, width, height);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, 'manager');
  return { context, page, errors };
}

const widthOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().width);

/** The page as the server sends it, with these cookies and no script run. */
async function servedPage(context: BrowserContext, path: string, width: number, height: number) {
  const served = await browser.newContext({
    baseURL: server.url,
    viewport: { width, height },
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const page = await served.newPage();
  await page.goto(path);
  return { served, page };
}

describe('the sidebar on a phone (390 x 844)', () => {
  it('is a rail, opens over the page, closes after choosing an entry, and leaves the desktop choice alone', async () => {
    const { context, page, errors } = await managerAt(390, 844);
    await page.waitForURL('**/manager/dashboard');
    await expect.poll(() => widthOf(page, 'sidebar')).toBe(60);
    expect(
      await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().width),
    ).toBeGreaterThan(300);

    await page.getByRole('button', { name: 'Expand' }).click();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-overlay')).toBe('open');
    // Over the page: the main region keeps its width.
    expect(
      await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().width),
    ).toBeGreaterThan(300);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.evaluate((nav) => nav.getBoundingClientRect().width)).toBeGreaterThanOrEqual(240);

    await navigation.getByRole('link', { name: /^Vehicles/ }).click();
    await page.waitForURL('**/manager/vehicles');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-overlay')).toBeNull();
    await expect.poll(() => widthOf(page, 'sidebar')).toBe(60);

    // Escape and the scrim close it too.
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-overlay')).toBeNull();
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.mouse.click(370, 400);
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-overlay')).toBeNull();

    expect(await page.evaluate(() => localStorage.getItem('sidebarExpanded'))).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarExpanded')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a rail before any script runs, even with an expanded desktop choice', async () => {
    const { context } = await managerAt(390, 844);
    await context.addCookies([{ name: 'sidebarExpanded', value: 'true', url: server.url }]);
    const { served, page } = await servedPage(context, '/manager/dashboard', 390, 844);
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
    expect(await widthOf(page, 'sidebar')).toBe(60);
    await served.close();
    await context.close();
  });
});

describe('a page served with cookies the browser has changed since', () => {
  // The window was resized just before a link was followed: the old page recorded the new width
  // in its cookie after the request had left with the old one. The browser hydrates what the
  // server rendered (the state the HTML carries), not what its cookies say by then.
  it('hydrates without a mismatch, then takes the new state', async () => {
    const { context, page, errors } = await managerAt(390, 844);
    await page.waitForURL('**/manager/dashboard');
    // Recorded once the page has hydrated (bootstrap.tsx), which may be after the load event.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewportWide')?.value)
      .toBe('0');
    // The old page leaves first: its resize handler would otherwise record the new width before
    // the request leaves on a busy machine, and the server would rightly render it expanded.
    await page.goto('about:blank');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => {
      document.cookie = 'viewportWide=1; path=/';
    });
    const served = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/manager/vehicles',
    );
    await page.goto('/manager/vehicles');
    const html = await (await served).text();
    expect(html).toMatch(
      /data-testid="sidebar"[^>]*data-state="collapsed"|data-state="collapsed"[^>]*data-testid="sidebar"/,
    );
    await page.getByRole('table', { name: 'Vehicles' }).getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dark mode', () => {
  it('is chosen in the account menu, remembered, and rendered by the server', async () => {
    const { context, page, errors } = await managerAt(1440, 900);
    await page.waitForURL('**/manager/dashboard');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(244, 246, 248)');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    const dark = page.getByRole('menuitemradio', { name: 'Dark' });
    await dark.click();
    await expect.poll(background).toBe('rgb(13, 17, 23)');
    expect(await page.evaluate(() => localStorage.getItem('colorScheme'))).toBe('dark');

    // The server renders the next page dark, before any script runs.
    const { served, page: plain } = await servedPage(context, '/manager/vehicles', 1440, 900);
    expect(await plain.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(13, 17, 23)',
    );
    expect(await plain.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await served.close();

    // And after a reload the choice is still checked.
    await page.reload();
    await expect.poll(background).toBe('rgb(13, 17, 23)');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the system with System (the default)', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await signIn(page, 'manager');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(13, 17, 23)');
    // Recorded for the server: the next page is served dark.
    const { served, page: plain } = await servedPage(context, '/manager/vehicles', 1440, 900);
    expect(await plain.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(13, 17, 23)',
    );
    await served.close();
    await context.close();
  });
});

describe('toasts and drawers (1440 x 900)', () => {
  it('a failed save says so in the drawer only: no toast covers its buttons', async () => {
    const { context, page } = await managerAt(1440, 900);
    await page.goto('/manager/vehicles');
    await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add Vehicle' });
    await drawer.getByRole('textbox', { name: 'Registration', exact: true }).fill('CD 23 456');
    await drawer.getByRole('textbox', { name: 'Make', exact: true }).fill('Ford');
    await drawer.getByRole('textbox', { name: 'Model', exact: true }).fill('Ranger');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => drawer.getByText('Another vehicle already has this registration.').count())
      .toBeGreaterThan(0);
    const messages = page.getByRole('region', { name: 'Messages' });
    expect(await messages.getByRole('alert').textContent()).toBe('');
    expect(await drawer.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    await context.close();
  });
});
