/**
 * Each main page, served by the real server and hydrated in the browser, logs no error: a part
 * the server could not render (a Suspense boundary it left to the browser, React's error #419), a
 * mismatch or a failed load would show here (issue 27, item 15).
 */
import type { Browser, BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, newContext, signIn, TestServer, type DemoRole } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInContext(role: DemoRole): Promise<{ context: BrowserContext; home: string }> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  await signIn(page, role);
  const home = new URL(page.url()).pathname;
  await page.close();
  return { context, home };
}

/** Opens a served page in a new tab, waits until it has hydrated and loaded all it asked for. */
async function errorsWhileHydrating(context: BrowserContext, pathname: string): Promise<string[]> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  const response = await page.goto(pathname, { waitUntil: 'networkidle' });
  expect(response?.status(), pathname).toBe(200);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.close();
  return errors.map((error) => `${pathname}: ${error}`);
}

describe('a served page hydrates without an error', () => {
  it("the manager's pages: dashboard, register, a vehicle with each tab, tasks, inspections, compliance, account", async () => {
    const { context } = await signedInContext('manager');
    // A vehicle as the register links to it.
    const register = await context.newPage();
    await register.goto('/manager/vehicles');
    const vehicle = await register.locator('a[href^="/manager/vehicles/"]').first().getAttribute('href');
    await register.close();
    expect(vehicle).toMatch(/^\/manager\/vehicles\/[\w-]+$/);
    const pages = [
      '/manager/dashboard',
      '/manager/vehicles',
      `${vehicle}`,
      ...['compliance', 'inspections', 'tasks', 'service', 'documents', 'damage', 'history'].map(
        (tab) => `${vehicle}?tab=${tab}`,
      ),
      '/manager/tasks',
      '/manager/inspections',
      '/manager/compliance',
      '/manager/account',
    ];
    const errors: string[] = [];
    for (const pathname of pages) errors.push(...(await errorsWhileHydrating(context, pathname)));
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("the manager's other pages: users, detection, account and each area's page", async () => {
    const { context } = await signedInContext('manager');
    const pages = [
      '/manager/users',
      '/manager/vehicle-detection',
      '/manager/vehicles/import',
      '/manager/map',
      '/manager/service',
      '/manager/timereg',
      '/manager/partners',
      '/manager/vendors',
      '/manager/sharing',
      '/manager/documents',
      '/manager/damage-detection',
    ];
    const errors: string[] = [];
    for (const pathname of pages) errors.push(...(await errorsWhileHydrating(context, pathname)));
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("the admin's pages: customers, a customer, vehicles, inspections, annotations, users, account", async () => {
    const { context, home } = await signedInContext('admin');
    const list = await context.newPage();
    await list.goto(home);
    const customer = await list.locator('main a[href^="/admin/clients/"]').first().getAttribute('href');
    await list.close();
    expect(customer).toMatch(/^\/admin\/clients\/[\w-]+$/);
    const pages = [
      home,
      `${customer}`,
      '/admin/vehicles',
      '/admin/inspections',
      '/admin/annotations',
      '/admin/users',
      '/admin/account',
    ];
    const errors: string[] = [];
    for (const pathname of pages) errors.push(...(await errorsWhileHydrating(context, pathname)));
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("the driver's home and account", async () => {
    const { context, home } = await signedInContext('user');
    const errors = await errorsWhileHydrating(context, home);
    errors.push(...(await errorsWhileHydrating(context, '/manager/client/account')));
    expect(errors).toEqual([]);
    await context.close();
  });
});
