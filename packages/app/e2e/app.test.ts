import da from '@vognpark/ui/messages/da';
import de from '@vognpark/ui/messages/de';
import en from '@vognpark/ui/messages/en';
import fr from '@vognpark/ui/messages/fr';
import uk from '@vognpark/ui/messages/uk';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { serverBadges } from './badges';
import {
  collectErrors,
  launchBrowser,
  newContext,
  signIn,
  signInWithTheForm,
  TestServer,
  type DemoRole,
} from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const path = (page: Page) => new URL(page.url()).pathname;

async function signedInPage(role: DemoRole, width = 1400, { withTheForm = false } = {}) {
  const context = await newContext(browser, server, width);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await (withTheForm ? signInWithTheForm : signIn)(page, role);
  return { context, page, errors };
}

/** Opens the account menu; its button reads "Account menu for {name}" in the page's language. */
function openAccountMenu(page: Page, messages: Record<string, string> = en) {
  const prefix = messages['ui.sidebar.openAccountMenu']!.split('{name}')[0]!;
  return page.getByRole('button', { name: new RegExp(`^${prefix}`) }).click();
}

describe('signing in', () => {
  it.each([
    ['admin', '/admin/clients', 'Customers'],
    ['manager', '/manager/dashboard', 'Dashboard'],
    ['user', '/manager/client', 'Overview'],
  ] as const)('%s lands on %s', async (role, home, title) => {
    const { context, page, errors } = await signedInPage(role, 1400, { withTheForm: true });
    await page.waitForURL(`**${home}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${title} · Vognpark`);
    // The account block: the avatar is the user's picture from /api/files/{imageFileId} when they have one.
    const { user } = await page.evaluate(async () => {
      const response = await fetch('/api/auth/user', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      return (await response.json()) as { user: { imageFileId: string | null } };
    });
    const picture = page.getByTestId('sidebar').locator(`img[src="/api/files/${user.imageFileId}"]`);
    if (user.imageFileId)
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    else expect(await picture.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says in words when the password is wrong', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe('Incorrect e-mail or password. Check them and try again.');
    expect(path(page)).toBe('/auth/login');
    await context.close();
  });
});

describe('signed out', () => {
  it.each(['/', '/manager/map', '/admin/users'])('a visit to %s lands on /auth/login', async (start) => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await page.goto(start);
    await page.waitForURL('**/auth/login');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await context.close();
  });
});

describe('the wrong area', () => {
  it.each([
    ['admin', '/manager/tasks', '/admin/clients'],
    ['manager', '/admin/users', '/manager/dashboard'],
    ['user', '/admin/users', '/manager/client'],
    ['user', '/manager/vehicles', '/manager/client'],
    ['manager', '/manager/client', '/manager/dashboard'],
  ] as const)('%s opening %s ends on %s', async (role, start, end) => {
    const { context, page } = await signedInPage(role);
    await page.goto(start);
    await page.waitForURL(`**${end}`);
    expect(path(page)).toBe(end);
    await context.close();
  });
});

describe('the sidebar', () => {
  const sidebarState = (page: Page) => page.getByTestId('sidebar').getAttribute('data-state');
  const sidebarWidth = async (page: Page) => (await page.getByTestId('sidebar').boundingBox())?.width;

  it('is expanded at 1400 px, toggled and kept across a reload', async () => {
    const { context, page } = await signedInPage('manager', 1400);
    expect(await sidebarState(page)).toBe('expanded');
    await expect.poll(() => sidebarWidth(page)).toBe(250);
    await page.getByRole('button', { name: 'Minimize' }).click();
    expect(await sidebarState(page)).toBe('collapsed');
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    await page.reload();
    expect(await sidebarState(page)).toBe('collapsed');
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.reload();
    expect(await sidebarState(page)).toBe('expanded');
    await context.close();
  });

  it('starts collapsed at 1200 px, and a choice to expand is kept across a reload', async () => {
    const { context, page } = await signedInPage('admin', 1200);
    expect(await sidebarState(page)).toBe('collapsed');
    await expect.poll(() => sidebarWidth(page)).toBe(60);
    await page.getByRole('button', { name: 'Expand' }).click();
    expect(await sidebarState(page)).toBe('expanded');
    await page.reload();
    expect(await sidebarState(page)).toBe('expanded');
    await context.close();
  });

  it('marks the active entry and navigates without a reload', async () => {
    const { context, page } = await signedInPage('admin');
    await page.getByRole('link', { name: 'Vehicles' }).click();
    await page.waitForURL('**/admin/vehicles');
    await expect
      .poll(() => page.getByRole('link', { name: 'Vehicles' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await page.getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vehicles');
    await context.close();
  });

  it('paints a signed-in page as the shell at once, never a spinner first', async () => {
    const { context, page } = await signedInPage('manager');
    await context.addInitScript(() => {
      const seen = { spinner: false };
      (window as unknown as { vognparkSeen: typeof seen }).vognparkSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="spinner"]')) seen.spinner = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/manager/vehicles');
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { vognparkSeen: { spinner: boolean } }).vognparkSeen),
    ).toEqual({
      spinner: false,
    });
    await context.close();
  });

  it("shows the server's badge counts to a manager", async () => {
    const { context, page } = await signedInPage('manager');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const counts = await serverBadges(server, cookie);
    const warnings = (n: number) => `${n} warning${n === 1 ? '' : 's'}`;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (counts.tasks > 0) await nav.getByRole('link', { name: `Tasks ${warnings(counts.tasks)}` }).waitFor();
    if (counts.inspections > 0)
      await nav.getByRole('link', { name: `Inspections ${warnings(counts.inspections)}` }).waitFor();
    await nav
      .getByRole('link', {
        name: counts.compliance > 0 ? `Compliance ${warnings(counts.compliance)}` : 'Compliance Up to date',
      })
      .waitFor();
    expect(counts.tasks + counts.inspections + counts.compliance).toBeGreaterThan(0);
    await context.close();
  });
});

describe('accessibility (axe in Chromium)', () => {
  it('finds no violation on the login page, the landing page and the shell, expanded and collapsed', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await axeViolations(page), 'login page').toEqual([]);
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
    expect(await axeViolations(page), 'login page with an error').toEqual([]);

    await signInWithTheForm(page, 'manager');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Tasks/ }).waitFor();
    expect(await axeViolations(page), 'shell, expanded').toEqual([]);
    await page.getByRole('button', { name: 'Minimize' }).click();
    expect(await axeViolations(page), 'shell, collapsed').toEqual([]);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Vognpark' }).waitFor();
    expect(await axeViolations(page), 'landing page').toEqual([]);
    // The check is live: an image without a text alternative is caught.
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('img')));
    expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt/m);
    await context.close();
  });
});

describe('languages', () => {
  const catalogs = { da, uk, de, fr, en } as const;

  it('switching to each language sets the cookie, survives a reload and translates the shell', async () => {
    const { context, page } = await signedInPage('admin');
    let current: keyof typeof catalogs = 'en';
    for (const locale of ['da', 'uk', 'de', 'fr', 'en'] as const) {
      await openAccountMenu(page, catalogs[current]);
      // The Language submenu, opened with a mouse click on its item.
      await page.getByRole('menuitem', { name: catalogs[current]['ui.account.language'] }).click();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('menuitemradio', { name: catalogs[locale][`ui.language.${locale}`] }).click();
      await reloaded;
      current = locale;
      const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
      expect(cookie?.value).toBe(locale);
      expect(cookie?.path).toBe('/');
      for (const when of ['after the switch', 'after another reload']) {
        const nav = page.getByRole('navigation', { name: catalogs[locale]['ui.sidebar.navigation'] });
        await nav.getByRole('link', { name: catalogs[locale]['ui.nav.vehicles'] }).waitFor();
        expect(await page.locator('html').getAttribute('lang'), when).toBe(locale);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), when).toBe(
          catalogs[locale]['ui.nav.clients'],
        );
        if (when === 'after the switch') await page.reload();
      }
    }
    await context.close();
  });
});

describe('signing out', () => {
  it('asks first, then leaves for the login page, and other tabs follow', async () => {
    const { context, page } = await signedInPage('manager');
    const otherTab = await context.newPage();
    await otherTab.goto('/manager/tasks');
    await otherTab.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Signing out?' });
    await dialog.getByText('Are you sure you want to sign out?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(path(page)).toBe('/manager/dashboard');

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page
      .getByRole('alertdialog', { name: 'Signing out?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.waitForURL('**/auth/login');
    await otherTab.waitForURL('**/auth/login');

    await page.goto('/manager/dashboard');
    await page.waitForURL('**/auth/login');
    await context.close();
  });
});

describe('the connection', () => {
  // A server restart and the socket's backoff (up to 10 s between attempts) take their time on a
  // busy machine: two minutes for this test.
  it('shows when the server is gone and reconnects by itself when it is back', async () => {
    const { context, page, errors } = await signedInPage('manager');
    const status = page.locator('[data-connection]');
    await expect.poll(() => status.getAttribute('data-connection')).toBe('open');
    // The page has finished loading (the manager's picture included) before the server goes.
    await expect
      .poll(() =>
        page
          .getByTestId('sidebar')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    // And so have the parts it fetches when the browser is idle (menus, tooltips, the hidden search
    // header and notification panel): fetched while the server is down, each would log a failure.
    await page.getByRole('search', { includeHidden: true }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    await server.stop();
    await page.getByText('The connection to the server was lost. Reconnecting…').waitFor();
    expect(await status.getAttribute('role')).toBe('status');

    await server.start();
    await expect.poll(() => status.getAttribute('data-connection'), { timeout: 20_000 }).toBe('open');
    expect(await page.getByText('The connection to the server was lost. Reconnecting…').count()).toBe(0);

    // Still signed in, still served: a new page of the app and its badges.
    // (The menu's entry: the dashboard links to compliance items too.)
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Compliance/ })
      .click();
    await page.waitForURL('**/manager/compliance');
    await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
    // The browser reports each refused reconnect attempt itself; nothing else went wrong.
    expect(errors.filter((error) => !/^WebSocket connection to .* failed/.test(error))).toEqual([]);
    await context.close();
  }, 120_000);
});
