/**
 * Server rendering (docs/decisions/first-paint.md): the page a signed-in person opens already is
 * their shell before any script runs, the browser hydrates it without a mismatch or an error,
 * never shows a spinner, and the sidebar's width is right in the served HTML.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The demo manager's name as the account block shows it. */
const managerName = 'Mette Sørensen';

async function signedInContext(width = 1400): Promise<BrowserContext> {
  const context = await newContext(browser, server, width);
  const page = await context.newPage();
  await signIn(page, 'manager');
  // Start-up records the window's width for the next served page once the page has hydrated
  // (bootstrap.tsx), which may be after the load event.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'viewportWide'))
    .toBe(true);
  await page.close();
  return context;
}

/** The page as the server sends it, with the context's cookies. */
async function servedHtml(context: BrowserContext, pathname: string): Promise<string> {
  const response = await context.request.get(pathname);
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Records, before any script of the page, the first sidebar element and its state, and whether a
 * spinner ever appeared.
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { firstState: string | null; spinner: boolean; first: Element | null } = {
      firstState: null,
      spinner: false,
      first: null,
    };
    (window as unknown as { vognparkSeen: typeof seen }).vognparkSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="spinner"]')) seen.spinner = true;
      const sidebar = document.querySelector('[data-testid="sidebar"]');
      if (sidebar && !seen.first) {
        seen.first = sidebar;
        seen.firstState = sidebar.getAttribute('data-state');
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const s = (
      window as unknown as {
        vognparkSeen: { firstState: string | null; spinner: boolean; first: Element | null };
      }
    ).vognparkSeen;
    return {
      firstState: s.firstState,
      spinner: s.spinner,
      // Hydration keeps the server's elements; a client render would have replaced them.
      sameSidebar: s.first === document.querySelector('[data-testid="sidebar"]'),
    };
  });

/**
 * The signed-in manager's served register, with the register page's chunk delayed by 1.5 s: until
 * it arrives React cannot hydrate the page, so what the test does first surely comes before.
 */
async function registerBeforeHydration() {
  const context = await signedInContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.route(/\/assets\/VehicleRegister-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/manager/vehicles', { waitUntil: 'domcontentloaded' });
  return { context, page, errors };
}

describe('the served page', () => {
  it("already holds the signed-in manager's shell, before any script runs", async () => {
    const context = await signedInContext();
    const html = await servedHtml(context, '/manager/dashboard');
    expect(html).toMatch(/<div id="root" data-ssr-lang="en"[^>]*>.*data-testid="sidebar"/s);
    expect(html).toContain(managerName);
    // The styles come with it, and route chunks are preloaded beside the entry.
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html).toMatch(/<link rel="preload" as="script" crossorigin href="\/assets\/Dashboard-[^"]+\.js">/);
    expect(html).not.toContain('modulepreload');
    // The start chunk carries V8's compile hint on its first line: compiled as it streams in, off
    // the main thread (docs/decisions/first-paint.md, "The sixth step").
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)![1]!;
    const entrySource = await (await context.request.get(entry)).text();
    expect(entrySource.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // The messages of the first screen come in the HTML (the app's core English, the kit's, the
    // dashboard's two feature folders and the imports area's, for its first steps on a dashboard
    // without vehicles), not as chunks, and so the code that loads the others is not preloaded.
    const island = /<script type="application\/json" id="vognpark-messages">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(island![1]!)).toMatchObject({
      locale: 'en',
      features: expect.arrayContaining(['tasks', 'compliance', 'imports']),
      messages: expect.objectContaining({ 'app.productName': 'Vognpark', 'ui.nav.dashboard': 'Dashboard' }),
    });
    expect(html).not.toMatch(/<link rel="preload" as="script" crossorigin href="\/assets\/en-/);
    expect(html).not.toMatch(/href="\/assets\/featureMessages-/);
    // The shell is part of the entry's chunk, which holds all the entry imports: a dozen files, not
    // the 34 of small shared chunks it once was (docs/decisions/first-paint.md, "Few files").
    expect(html).not.toMatch(/href="\/assets\/ShellLayout-/);
    // 12 before the areas; the area list (its loaders, the invalidation policy, the parts on the
    // dashboard) brought it to 15, the imports area's first-steps messages to 16, and this
    // session's merges (service's lazy drawers, the customer page, the pickers) to 17, one small
    // shared chunk more, not yet attributed (issue 28: to win back when the features move into areas).
    // The message chunks and their loader, in the HTML instead (issue 37), brought it to 12.
    expect(html.match(/<link rel="preload" as="script"/g)!.length).toBeLessThanOrEqual(12);
    const storageState = await context.storageState();
    await context.close();

    // With JavaScript off, the shell is on screen all the same.
    const noScript = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1400, height: 900 },
      javaScriptEnabled: false,
      storageState,
    });
    const page = await noScript.newPage();
    await page.goto('/manager/dashboard');
    expect(await page.getByTestId('sidebar').textContent()).toContain(managerName);
    expect(await page.getByTestId('sidebar').boundingBox()).toMatchObject({ width: 250 });
    await noScript.close();
  });

  it('hydrates without a mismatch, an error or a spinner frame', async () => {
    const context = await signedInContext();
    for (const pathname of ['/manager/dashboard', '/manager/vehicles', '/manager/tasks']) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      });
      await watchFirstPaint(page);
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Hydrated: the shell reacts (the account menu opens).
      await page.getByRole('button', { name: new RegExp(`^Account menu for ${managerName}`) }).click();
      await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
      expect(await seen(page)).toEqual({ firstState: 'expanded', spinner: false, sameSidebar: true });
      // Each preloaded chunk is the one the page then imports: no script is asked for twice.
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it("comes with the first screen's data: the dashboard's numbers and the register's first rows", async () => {
    const context = await signedInContext();
    const storageState = await context.storageState();
    const noScript = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1400, height: 900 },
      javaScriptEnabled: false,
      storageState,
    });
    // With JavaScript off, the numbers and rows are on screen: they came with the HTML.
    const still = await noScript.newPage();
    await still.goto('/manager/dashboard');
    const tileName = /^\d[\d,]* overdue tasks$/;
    await still.getByRole('link', { name: tileName }).waitFor();
    const servedTile = await still.getByRole('link', { name: tileName }).innerText();
    expect(
      await still.getByRole('table', { name: 'Due in the next 30 days' }).getByRole('row').count(),
    ).toBeGreaterThan(1);
    await still.goto('/manager/vehicles');
    const servedFirstPlate = (await still.getByRole('rowheader').first().innerText()).trim();
    expect(servedFirstPlate).not.toBe('');
    const servedTotal = await still.getByText(/^[\d,]+ vehicles$/).innerText();
    expect(Number(servedTotal.replace(/\D/g, ''))).toBeGreaterThan(1_000);
    // A plate is a link, so it opens its vehicle before (or without) the scripts.
    await still.getByRole('link', { name: servedFirstPlate }).click();
    await still.waitForURL(/\/manager\/vehicles\/[0-9a-f-]{36}$/);
    await still.getByRole('heading', { level: 1, name: servedFirstPlate }).waitFor();
    await noScript.close();

    // Hydrated, the page shows the same and did not ask the socket for what it was served with.
    for (const [pathname, served] of [
      ['/manager/dashboard', 'dashboard.summary'],
      ['/manager/vehicles', 'vehicles.list'],
    ] as const) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      const asked: string[] = [];
      page.on('websocket', (socket) => socket.on('framesent', (frame) => asked.push(String(frame.payload))));
      await page.goto(pathname);
      await page.getByRole('button', { name: new RegExp(`^Account menu for ${managerName}`) }).click();
      await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
      if (served === 'dashboard.summary')
        expect(await page.getByRole('link', { name: tileName }).innerText()).toBe(servedTile);
      else expect((await page.getByRole('rowheader').first().innerText()).trim()).toBe(servedFirstPlate);
      expect(asked.filter((payload) => payload.includes(`"${served}"`))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('keeps a press on a served button made before the page has hydrated', async () => {
    const { context, page, errors } = await registerBeforeHydration();
    await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
    await page.getByRole('dialog', { name: 'Add Vehicle' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a served tab on screen, and a press on it, while the tab's code comes after the page's", async () => {
    // The vehicle page hydrates before its Service tab's chunk (delayed 1.5 s) is here. The served
    // tab stays (the page's re-render once hydrated used to make React drop it until the chunk came,
    // lazy/lazyWithPrefetch.tsx), and a press on it waits for it (boot/holdEarlyClicks.ts).
    const context = await signedInContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const vehicle = await withServer(server, context, async (client) => {
      const { items } = await client.vehicles.list.query({ search: 'CD23456', limit: 5 });
      return items.find((v) => v.registration === 'CD23456')!;
    });
    await page.route(/\/assets\/VehicleServiceTab-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Whether the served Plan Visit button is on the page, each time that changes once it came.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { planVisitSeen: string[] }).planVisitSeen = seen;
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('button')].some((b) => b.textContent === 'Plan Visit');
        if (seen.at(-1) !== String(shown) && (shown || seen.length > 0)) seen.push(String(shown));
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`/manager/vehicles/${vehicle.id}?tab=service`, { waitUntil: 'domcontentloaded' });
    const planVisit = page.getByRole('button', { name: 'Plan Visit' });
    await planVisit.waitFor();
    expect(
      await planVisit.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react'))),
    ).toBe(false);
    // A press by the mouse itself: Playwright's click() would retry until React had the button.
    const box = (await planVisit.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('dialog', { name: 'Plan Visit' }).waitFor({ timeout: 15_000 });
    expect(
      await page.evaluate(() => (window as unknown as { planVisitSeen: string[] }).planVisitSeen),
    ).toEqual(['true']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what is typed into a served field before the page has hydrated', async () => {
    const { context, page, errors } = await registerBeforeHydration();
    const search = page.getByRole('searchbox', { name: 'Search vehicles' });
    await search.fill('ZZ 00 000');
    // Once React has the page, the search runs with the typed text, and the text stays.
    await page.getByText('No vehicles match').waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ZZ 00 000');
    expect(await search.inputValue()).toBe('ZZ 00 000');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the saved language as the cookie once the served page is React's", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const languageCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
    try {
      await withServer(server, context, (client) => client.my.updateUserSettings.mutate({ language: 'da' }));
      await context.clearCookies({ name: 'NEXT_LOCALE' });
      // No cookie: the server renders in the saved language, and the browser keeps it as the
      // cookie after hydrating (bootstrap.tsx), not before.
      await page.goto('/manager/dashboard');
      expect(await page.locator('html').getAttribute('lang')).toBe('da');
      await page.getByRole('heading', { level: 1, name: 'Overblik' }).waitFor();
      await expect.poll(languageCookie).toBe('da');
    } finally {
      await withServer(server, context, (client) => client.my.updateUserSettings.mutate({ language: 'en' }));
      await context.close();
    }
  });

  it('renders the login page on the server for a signed-out visitor', async () => {
    const context = await newContext(browser, server);
    const html = await servedHtml(context, '/auth/login');
    expect(html).toContain('data-ssr-lang="en"');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('manager@example.com');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/manager/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the sidebar in the served page', () => {
  it('keeps a collapsed choice across a reload, collapsed from the first frame', async () => {
    const context = await signedInContext(1400);
    const page = await context.newPage();
    await page.goto('/manager/dashboard');
    await page.getByRole('button', { name: 'Minimize' }).click();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(await servedHtml(context, '/manager/dashboard')).toMatch(
      /data-state="collapsed" data-testid="sidebar"/,
    );
    await watchFirstPaint(page);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seen(page)).toEqual({ firstState: 'collapsed', spinner: false, sameSidebar: true });
    // And back: expanded from the first frame.
    await page.getByRole('button', { name: 'Expand' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seen(page)).toMatchObject({ firstState: 'expanded', sameSidebar: true });
    await context.close();
  });

  it('is collapsed from the first frame in a window narrower than 1300 px', async () => {
    const context = await signedInContext(1200);
    expect(await servedHtml(context, '/manager/dashboard')).toMatch(
      /data-state="collapsed" data-testid="sidebar"/,
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await watchFirstPaint(page);
    await page.goto('/manager/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seen(page)).toEqual({ firstState: 'collapsed', spinner: false, sameSidebar: true });
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
