/**
 * The e2e harness: the real server (packages/server's buildServer) on a free loopback port with
 * the embedded database in a temporary DATA_DIR, and headless Chromium through Playwright.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, readConfig } from '@vognpark/server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/lib/net.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const demoPassword = 'demo';
export const demoAccounts = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  user: 'user@example.com',
} as const;
export type DemoRole = keyof typeof demoAccounts;

/** Where each role lands after signing in (app.test.ts checks the login form takes them there). */
const roleHomes: Record<DemoRole, string> = {
  admin: '/admin/clients',
  manager: '/manager/dashboard',
  user: '/manager/client',
};

type RunningServer = Awaited<ReturnType<typeof buildServer>>;

/** The real server, which a test can stop and start again on the same port and data folder. */
export class TestServer {
  private server: RunningServer | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    /** More of the server's environment (MAP_PMTILES for the map's own tiles). */
    private readonly env: Record<string, string> = {},
  ) {}

  static async create(options: { env?: Record<string, string> } = {}): Promise<TestServer> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vognpark-e2e-'));
    // The demo as global-setup.ts seeded it, so each file's server skips the migration and seed.
    await cp(inject('e2eSeededDataDir'), dataDir, { recursive: true });
    const server = new TestServer(await freePort(), dataDir, options.env);
    await server.start();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const config = readConfig({
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      APP_DIST_DIR: path.join(appDir, 'dist'),
      LOG_LEVEL: 'silent',
      // The OCR at the server's own niceness: below it (10, the default), the suite's browsers and
      // other projects on the same two cores left it no CPU for a VIN read in 90 s.
      OCR_NICENESS: '0',
      ...this.env,
    });
    this.server = await buildServer(config, { logLevel: 'silent' });
    await this.server.listen({ port: this.port, host: '127.0.0.1' });
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * Headless Chromium with the flags of vitest.workspace.ts: the headless shell the workspace chose
 * (CHROMIUM_PATH), or with `pdfViewer` the whole browser (CHROMIUM_BROWSER_PATH), whose built-in
 * PDF viewer the shell does not have.
 */
export function launchBrowser(options: { pdfViewer?: boolean } = {}): Promise<Browser> {
  const browserPath = options.pdfViewer ? process.env.CHROMIUM_BROWSER_PATH : process.env.CHROMIUM_PATH;
  return chromium.launch({
    executablePath: browserPath ?? '/usr/bin/chromium',
    args: JSON.parse(process.env.CHROMIUM_ARGS ?? '["--no-sandbox","--disable-gpu"]') as string[],
    headless: true,
  });
}

/** A fresh browser profile (no cookies, no local storage) at a window size. */
export function newContext(
  browser: Browser,
  server: TestServer,
  width = 1400,
  height = 900,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, viewport: { width, height }, locale: 'en-GB' });
}

/**
 * Signs in as a demo account and opens the role's home. The session comes from the login API
 * (the context's cookie jar takes it): loading the login page first cost every test a page load
 * that only the sign-in tests are about; they use `signInWithTheForm`.
 */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: demoAccounts[role], password: demoPassword },
    // What a browser's own fetch from the app's origin sends (the server refuses other sites).
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  if (!response.ok()) throw new Error(`sign-in as ${role} answered ${response.status()}`);
  await page.goto(roleHomes[role]);
}

/** Signs in through the login page's form as a demo account and waits for the role's home. */
export async function signInWithTheForm(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(demoAccounts[role]);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}

/** Collects the page's uncaught exceptions and console errors (failed loads included). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}
