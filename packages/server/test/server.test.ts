/**
 * The server end to end over a real socket: every HTTP call, tRPC over WebSocket, every role,
 * bad input, origins, sessions, files, the app page with its boot data, and shutdown.
 * One embedded database (file-backed PGlite) for the whole file.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { hashSessionId } from '../src/auth/sessions.js';
import { BOOT_ELEMENT_ID, type BootData } from '../src/boot.js';
import { queryRows } from '../src/db/database.js';
import { loginAttempts, sessions, users } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { LANGUAGES } from '../src/areas/accounts/settings.js';
import { compressFile } from '../../../scripts/lib/precompress.mjs';
import {
  APP_ORIGIN,
  closed,
  connectTrpc,
  FOREIGN_ORIGIN,
  makeAppDist,
  nextMessage,
  openRawSocket,
  openTestPglite,
  post,
  sessionCookieFrom,
  signIn,
  startServer,
  type TestServer,
} from './helpers.js';

type TestDatabase = Awaited<ReturnType<typeof openTestPglite>>;

let database: TestDatabase;
let appDistDir: string;
let server: TestServer;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  database = await openTestPglite();
  appDistDir = await makeAppDist();
  server = await startServer(database, { appDistDir });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
  await database?.close();
  if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
});

function trpc(cookie?: string | null) {
  const connection = connectTrpc(server.wsUrl, { cookie });
  clients.push(connection);
  return connection;
}

/**
 * One shared sign-in per account for tests that leave the session alone (each sign-in costs a
 * deliberately slow scrypt). Tests that end, expire or delete a session sign in afresh.
 */
const sharedSessions = new Map<string, Promise<string>>();
function sessionOf(email: string): Promise<string> {
  let cookie = sharedSessions.get(email);
  if (!cookie) sharedSessions.set(email, (cookie = signIn(server.baseUrl, email)));
  return cookie;
}

/** The stored hash of the session in a `vognpark_session=...` cookie. */
const hashOf = (cookie: string) => hashSessionId(cookie.split('=')[1]!);

/** The tRPC error code a call fails with. */
async function trpcCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error.data as { code: string }).code;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function sessionCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM sessions`);
  return row!.n;
}

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** Reads the boot data island back out of a page. */
function bootDataOf(html: string): BootData {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]!) as BootData;
}

describe('operations', () => {
  it('answers the health check with security headers', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The driver's Use My Location (sharing) may ask for the place; no other origin, no camera API.
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('logs one structured line per request, without the query string', async () => {
    const lines: string[] = [];
    const logged = await startServer(database, { appDistDir }, lines);
    try {
      await fetch(`${logged.baseUrl}/healthz?token=secret`);
      await post(logged.baseUrl, '/api/auth/user', { origin: FOREIGN_ORIGIN });
      const requests = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((l) => l.msg === 'request');
      expect(requests).toEqual([
        expect.objectContaining({ method: 'GET', path: '/healthz', status: 200, ms: expect.any(Number) }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/auth/user',
          status: 403,
          ms: expect.any(Number),
        }),
      ]);
      expect(lines.join('\n')).not.toContain('secret');
    } finally {
      await logged.close();
    }
  });

  it('puts the security headers on errors too', async () => {
    const response = await fetch(`${server.baseUrl}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    [DEMO_ACCOUNTS.admin, 'admin', 'Anders', 'Holm', true],
    [DEMO_ACCOUNTS.manager, 'manager', 'Mette', 'Sørensen', true],
    [DEMO_ACCOUNTS.user, 'user', 'Jonas', 'Kristensen', false],
  ])('signs in %s as %s with a session cookie', async (email, role, name, surname, hasImage) => {
    const response = await post(server.baseUrl, '/api/auth/login', {
      body: JSON.stringify({ email, password: 'demo' }),
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toEqual({
      id: expect.any(String),
      role,
      email,
      imageFileId: hasImage ? expect.any(String) : null,
      contact: { name, surname },
      language: 'en',
      // docs/accounts.md: a one-time password still to be changed.
      mustChangePassword: false,
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('vognpark_session='))!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)![1])).toBeGreaterThan(13 * 24 * 3600);
    // Only the hash of the id is stored.
    const id = sessionCookieFrom(response)!.split('=')[1]!;
    const rows = await database.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(rows).toHaveLength(0);
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const response = await post(server.baseUrl, '/api/auth/login', {
      body: JSON.stringify({ email: '  Manager@Example.COM ', password: 'demo' }),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO_ACCOUNTS.user, password: 'wrong' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: 'demo' }],
  ])('answers %s with the one generic error and no session', async (_case, body) => {
    const before = await sessionCount();
    const response = await post(server.baseUrl, '/api/auth/login', { body: JSON.stringify(body) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'INVALID_CREDENTIALS' });
    expect(sessionCookieFrom(response)).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['malformed JSON', { body: '{"email": "manager@example.com",' }, 400],
    ['a JSON array', { body: '[]' }, 400],
    ['a number for the e-mail', { body: '{"email": 1, "password": "demo"}' }, 400],
    ['no password', { body: '{"email": "manager@example.com"}' }, 400],
    ['an empty body', { body: '' }, 400],
    [
      'a body over the limit',
      { body: JSON.stringify({ email: 'manager@example.com', password: 'x'.repeat(20_000) }) },
      413,
    ],
    [
      'text/plain',
      { body: '{"email":"manager@example.com","password":"demo"}', contentType: 'text/plain' },
      415,
    ],
    [
      'a form',
      { body: 'email=manager@example.com&password=demo', contentType: 'application/x-www-form-urlencoded' },
      415,
    ],
    [
      'no content type',
      { body: '{"email":"manager@example.com","password":"demo"}', contentType: null },
      415,
    ],
    [
      'a foreign Origin',
      { body: '{"email":"manager@example.com","password":"demo"}', origin: FOREIGN_ORIGIN },
      403,
    ],
    ['no Origin', { body: '{"email":"manager@example.com","password":"demo"}', origin: null }, 403],
  ])('refuses %s with %i, writing nothing', async (_case, options, status) => {
    const before = await sessionCount();
    const response = await post(server.baseUrl, '/api/auth/login', options);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(sessionCookieFrom(response)).toBeNull();
    expect(await sessionCount()).toBe(before);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('accepts Sec-Fetch-Site: same-origin when a browser sends no Origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.manager, password: 'demo' }),
    });
    expect(response.status).toBe(200);
    const crossSite = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.manager, password: 'demo' }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('throttles an account after 5 failures, even with the right password, but not other accounts', async () => {
    await database.db.insert(users).values({
      role: 'user',
      email: 'throttled@example.com',
      passwordHash: await hashPassword('right'),
    });
    // The first wait after the free failures is pairBaseDelayMs from the last failure's check; a
    // minute, so that a slow password check on a busy machine cannot outlast it before the next try.
    const patient = await startServer(database, {
      appDistDir,
      loginThrottle: { ...server.config.loginThrottle, pairBaseDelayMs: 60_000 },
    });
    try {
      const attempt = (email: string, password: string) =>
        post(patient.baseUrl, '/api/auth/login', { body: JSON.stringify({ email, password }) });
      for (let i = 0; i < 5; i++) expect((await attempt('throttled@example.com', 'wrong')).status).toBe(401);
      const throttled = await attempt('Throttled@example.com', 'right');
      expect(throttled.status).toBe(429);
      expect(await throttled.json()).toEqual({ error: 'TOO_MANY_ATTEMPTS' });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt(DEMO_ACCOUNTS.user, 'demo')).status).toBe(200);
    } finally {
      await patient.close();
    }
  });

  it('throttles an address after its failures across accounts', async () => {
    // The counters are in the database, shared by every server on it: start from none.
    await database.db.delete(loginAttempts);
    const strict = await startServer(database, {
      appDistDir,
      loginThrottle: { ...server.config.loginThrottle, perAddress: 3 },
    });
    try {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const response = await post(strict.baseUrl, '/api/auth/login', {
          body: JSON.stringify({ email, password: 'x' }),
        });
        expect(response.status).toBe(401);
      }
      const response = await post(strict.baseUrl, '/api/auth/login', {
        body: JSON.stringify({ email: DEMO_ACCOUNTS.manager, password: 'demo' }),
      });
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ error: 'TOO_MANY_ATTEMPTS' });
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/auth/user', () => {
  it('accepts JSON content type with an empty body: user null when signed out', async () => {
    const response = await post(server.baseUrl, '/api/auth/user');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user, for an empty body and for {}', async () => {
    const cookie = await sessionOf(DEMO_ACCOUNTS.manager);
    for (const body of [undefined, '{}']) {
      const response = await post(server.baseUrl, '/api/auth/user', { cookie, body });
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { email: string; role: string } };
      expect(user).toMatchObject({ email: DEMO_ACCOUNTS.manager, role: 'manager' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers null and clears a cookie that names no session', async () => {
    const response = await post(server.baseUrl, '/api/auth/user', { cookie: 'vognpark_session=forged' });
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.getSetCookie().some((line) => /^vognpark_session=;/.test(line))).toBe(true);
  });

  it('refuses a foreign Origin and a non-JSON content type', async () => {
    expect((await post(server.baseUrl, '/api/auth/user', { origin: FOREIGN_ORIGIN })).status).toBe(403);
    expect((await post(server.baseUrl, '/api/auth/user', { contentType: 'text/plain' })).status).toBe(415);
  });

  it('slides the session forward when it is used', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.user);
    const ttl = server.config.sessionTtlMs;
    const soon = new Date(Date.now() + ttl / 2);
    await database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.idHash, hashOf(cookie)));
    const response = await post(server.baseUrl, '/api/auth/user', { cookie });
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(DEMO_ACCOUNTS.user);
    expect(sessionCookieFrom(response)).toBe(cookie);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashOf(cookie)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + ttl - 60_000);
  });

  it('forgets an expired session over HTTP and, at its next check, over WebSocket', async () => {
    // Sockets read their session from memory; this server checks it again on every call.
    const checking = await startServer(database, { appDistDir, sessionCheckMs: 0 });
    try {
      const cookie = await signIn(checking.baseUrl, DEMO_ACCOUNTS.admin);
      const connection = connectTrpc(checking.wsUrl, { cookie });
      clients.push(connection);
      expect(await connection.client.my.getUserSettings.query()).toEqual({ language: 'en' });
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.idHash, hashOf(cookie)));
      expect(await (await post(checking.baseUrl, '/api/auth/user', { cookie })).json()).toEqual({
        user: null,
      });
      expect(await trpcCode(connection.client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
    } finally {
      await checking.close();
    }
  });
});

describe('POST /api/signOut', () => {
  it('ends the session, clears the cookie and closes only that session’s sockets', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const otherCookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const socket = await openRawSocket(server.wsUrl, { origin: APP_ORIGIN, cookie });
    const otherSocket = await openRawSocket(server.wsUrl, { origin: APP_ORIGIN, cookie: otherCookie });
    const socketClosed = closed(socket);
    const other = trpc(otherCookie);

    const response = await post(server.baseUrl, '/api/signOut', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(
      response.headers.getSetCookie().some((line) => /^vognpark_session=;.*(Max-Age=0|Expires=)/.test(line)),
    ).toBe(true);
    expect(await socketClosed).toBe(4001);
    expect(otherSocket.readyState).toBe(otherSocket.OPEN);
    otherSocket.close();
    expect(await other.client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    expect(await (await post(server.baseUrl, '/api/auth/user', { cookie })).json()).toEqual({ user: null });
    // A new socket with the old cookie is a signed-out socket.
    const { client } = trpc(cookie);
    expect(await trpcCode(client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
  });

  it('answers ok when not signed in', async () => {
    const response = await post(server.baseUrl, '/api/signOut', { body: '{}' });
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each([
    ['a foreign Origin', { origin: FOREIGN_ORIGIN }, 403],
    ['no Origin', { origin: null }, 403],
    ['text/plain', { contentType: 'text/plain' }, 415],
    ['a non-empty body', { body: '{"everywhere":true}' }, 400],
    ['malformed JSON', { body: '{' }, 400],
  ])('refuses %s and keeps the session', async (_case, options, status) => {
    const cookie = await sessionOf(DEMO_ACCOUNTS.user);
    const response = await post(server.baseUrl, '/api/signOut', { cookie, ...options });
    expect(response.status).toBe(status);
    const check = await post(server.baseUrl, '/api/auth/user', { cookie });
    expect(((await check.json()) as { user: { email: string } }).user.email).toBe(DEMO_ACCOUNTS.user);
  });
});

describe('GET /api/files/{id}', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it.each([
    ['the manager', DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.manager, 200],
    ['a user of the same client', DEMO_ACCOUNTS.user, DEMO_ACCOUNTS.manager, 200],
    ['an admin', DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.manager, 200],
    ['the admin, own file', DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.admin, 200],
    ['a manager, the admin’s file', DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.admin, 404],
    ['a user, the admin’s file', DEMO_ACCOUNTS.user, DEMO_ACCOUNTS.admin, 404],
  ])('serves the avatar to %s: %s -> %s', async (_case, viewer, owner, status) => {
    const cookie = await sessionOf(viewer);
    const { imageFileId } = await userRow(owner);
    const response = await fetch(`${server.baseUrl}/api/files/${imageFileId}`, { headers: { cookie } });
    expect(response.status).toBe(status);
    if (status === 200) {
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 8)).toEqual(PNG);
    } else {
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    }
  });

  it.each([
    ['signed out', null, 'manager'],
    ['an id that is not a UUID', 'signed-in', 'not-a-uuid'],
    ['an unknown id', 'signed-in', '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 when %s', async (_case, signedIn, which) => {
    const cookie = signedIn ? await sessionOf(DEMO_ACCOUNTS.admin) : undefined;
    const id = which === 'manager' ? (await userRow(DEMO_ACCOUNTS.manager)).imageFileId : which;
    const response = await fetch(`${server.baseUrl}/api/files/${id}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(404);
  });
});

describe('the app page', () => {
  it.each(['/', '/auth/login', '/manager/dashboard', '/index.html'])(
    'serves %s with the boot data for a signed-out visitor, not cached',
    async (pathname) => {
      const response = await fetch(`${server.baseUrl}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html.indexOf(`id="${BOOT_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('<script type="module"'));
      expect(bootDataOf(html)).toEqual({
        config: { WS_URL: 'ws://vognpark.test/trpc', APP_URL: APP_ORIGIN },
        user: null,
        settings: null,
      });
    },
  );

  it('embeds the signed-in user and their settings', async () => {
    const cookie = await sessionOf(DEMO_ACCOUNTS.manager);
    const { client } = trpc(cookie);
    await client.my.updateUserSettings.mutate({ language: 'da' });
    const html = await (await fetch(`${server.baseUrl}/manager/dashboard`, { headers: { cookie } })).text();
    const data = bootDataOf(html);
    expect(data.user).toMatchObject({ email: DEMO_ACCOUNTS.manager, role: 'manager', language: 'da' });
    expect(data.settings).toEqual({ language: 'da' });
    await client.my.updateUserSettings.mutate({ language: 'en' });
  });

  it('escapes a hostile name so it cannot leave the script element', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const { id } = await userRow(DEMO_ACCOUNTS.user);
    await database.db.update(users).set({ contactName: hostile }).where(eq(users.id, id));
    try {
      const cookie = await sessionOf(DEMO_ACCOUNTS.user);
      const html = await (await fetch(`${server.baseUrl}/manager/client`, { headers: { cookie } })).text();
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(bootDataOf(html).user?.contact.name).toBe(hostile);
    } finally {
      await database.db.update(users).set({ contactName: 'Jonas' }).where(eq(users.id, id));
    }
  });

  it('serves hashed assets as immutable and 404s missing files', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');
    const icon = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.baseUrl}/assets/missing-123.js`)).status).toBe(404);
  });

  it("sends the build's Brotli or gzip copy of a file to a browser that takes it, the file to one that does not", async () => {
    const source = `export const plates = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `AB ${10000 + i}`))};`;
    const file = path.join(appDistDir, 'assets', 'plates-def456.js');
    await writeFile(file, source);
    await compressFile(file);
    const url = `${server.baseUrl}/assets/plates-def456.js`;
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const sentBytes = Number(response.headers.get('content-length'));
      expect(await response.text()).toBe(source);
      if (encoding) expect(sentBytes).toBeLessThan(source.length / 3);
      else expect(sentBytes).toBe(source.length);
    }
  });

  it("does not count the app's files against an address's request limit, but counts the rest", async () => {
    // A fresh server: the limit (600 a minute per address) starts from nothing.
    const fresh = await startServer(database, { appDistDir });
    try {
      const statuses = async (url: string, n: number) => {
        const all: number[] = [];
        for (let i = 0; i < n; i += 50)
          all.push(...(await Promise.all(Array.from({ length: 50 }, async () => (await fetch(url)).status))));
        return all;
      };
      expect(new Set(await statuses(`${fresh.baseUrl}/assets/index-abc123.js`, 650))).toEqual(new Set([200]));
      expect(await statuses(`${fresh.baseUrl}/favicon.svg`, 650)).toContain(429);
    } finally {
      await fresh.close();
    }
  });

  it('says so when the app is not built', async () => {
    const bare = await startServer(database, { appDistDir: `${appDistDir}-missing` });
    try {
      const response = await fetch(`${bare.baseUrl}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      await bare.close();
    }
  });
});

describe('tRPC over WebSocket', () => {
  it('lets a signed-out socket connect but answers UNAUTHORIZED', async () => {
    const { client } = trpc(null);
    expect(await trpcCode(client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
    expect(await trpcCode(client.my.myNavBadges.query())).toBe('UNAUTHORIZED');
    expect(await trpcCode(client.my.updateUserSettings.mutate({ language: 'da' }))).toBe('UNAUTHORIZED');
  });

  it.each([
    [DEMO_ACCOUNTS.admin, 'FORBIDDEN'],
    [DEMO_ACCOUNTS.user, 'FORBIDDEN'],
    [DEMO_ACCOUNTS.manager, null],
  ])('gives badges only to managers: %s', async (email, refusal) => {
    const { client } = trpc(await sessionOf(email));
    if (refusal) expect(await trpcCode(client.my.myNavBadges.query())).toBe(refusal);
    else expect(await client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
  });

  it.each([
    [DEMO_ACCOUNTS.manager, undefined],
    [DEMO_ACCOUNTS.manager, '2.0'],
    [DEMO_ACCOUNTS.user, undefined],
  ])(
    'answers a repeated badge poll of %s (jsonrpc %s) as tRPC answered the first',
    async (email, jsonrpc) => {
      // A server of its own: nothing in its memory yet, so the first poll is tRPC's to answer.
      const fresh = await startServer(database, { appDistDir });
      const socket = await openRawSocket(fresh.wsUrl, { origin: APP_ORIGIN, cookie: await sessionOf(email) });
      const texts = () =>
        new Promise<string>((resolve) => {
          const onMessage = (data: Buffer) => {
            const text = data.toString();
            if (text === 'PING' || text === 'PONG') return;
            socket.off('message', onMessage);
            resolve(text);
          };
          socket.on('message', onMessage);
        });
      const poll = JSON.stringify({
        id: 7,
        jsonrpc,
        method: 'query',
        params: { input: {}, path: 'my.myNavBadges' },
      });
      try {
        // The first goes through tRPC (and fills the caches); the next ones are answered from memory
        // for a manager (src/trpc/badgePoll.ts), through tRPC again for anyone else.
        const answers: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          const answer = texts();
          socket.send(poll);
          answers.push(await answer);
        }
        expect(new Set(answers).size).toBe(1);
        const parsed = JSON.parse(answers[0]!) as Record<string, unknown>;
        expect(parsed.id).toBe(7);
        expect(parsed.jsonrpc).toBe(jsonrpc);
        if (email === DEMO_ACCOUNTS.manager)
          expect(parsed.result).toEqual({ type: 'data', data: { json: WORK_DEMO.nordlysBadges } });
        else expect((parsed.error as { json: { data: { code: string } } }).json.data.code).toBe('FORBIDDEN');
      } finally {
        socket.close();
        await fresh.close();
      }
    },
  );

  it.each([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.user])(
    'reads and saves the settings of %s in every language',
    async (email) => {
      const { client } = trpc(await sessionOf(email));
      expect(await client.my.getUserSettings.query()).toEqual({ language: 'en' });
      for (const language of [...LANGUAGES].reverse()) {
        expect(await client.my.updateUserSettings.mutate({ language })).toEqual({ language });
        expect(await client.my.getUserSettings.query()).toEqual({ language });
      }
    },
  );

  it.each([
    ['an unknown language', { language: 'xx' }],
    ['a number', { language: 5 }],
    ['no language', {}],
    ['an extra field', { language: 'da', role: 'admin' }],
    ['no input', undefined],
  ])('answers BAD_REQUEST to %s and changes nothing', async (_case, input) => {
    const { client } = trpc(await sessionOf(DEMO_ACCOUNTS.user));
    const before = await client.my.getUserSettings.query();
    expect(await trpcCode(client.my.updateUserSettings.mutate(input as never))).toBe('BAD_REQUEST');
    expect(await client.my.getUserSettings.query()).toEqual(before);
    expect((await userRow(DEMO_ACCOUNTS.user)).role).toBe('user');
  });

  it('re-checks the session in the database once its check is due', async () => {
    const checking = await startServer(database, { appDistDir, sessionCheckMs: 0 });
    try {
      const cookie = await signIn(checking.baseUrl, DEMO_ACCOUNTS.manager);
      const connection = connectTrpc(checking.wsUrl, { cookie });
      clients.push(connection);
      expect(await connection.client.my.getUserSettings.query()).toEqual({ language: 'en' });
      await database.db.delete(sessions).where(eq(sessions.idHash, hashOf(cookie)));
      expect(await trpcCode(connection.client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
    } finally {
      await checking.close();
    }
  });

  it('answers garbage frames with an error and keeps serving the socket', async () => {
    const cookie = await sessionOf(DEMO_ACCOUNTS.manager);
    const socket = await openRawSocket(server.wsUrl, { origin: APP_ORIGIN, cookie });
    try {
      for (const frame of [
        'not json',
        '{"id":1}',
        '[1,2,3]',
        '{"id":2,"method":"query","params":{"path":42}}',
      ]) {
        const reply = nextMessage(socket);
        socket.send(frame);
        expect(JSON.stringify(await reply)).toMatch(/"code":"(PARSE_ERROR|BAD_REQUEST|NOT_FOUND)"/);
      }
      const binary = nextMessage(socket);
      socket.send(Buffer.from([0xff, 0x00, 0xfe]));
      expect(JSON.stringify(await binary)).toMatch(
        /"code":"(PARSE_ERROR|UNPROCESSABLE_CONTENT|BAD_REQUEST)"/,
      );

      const unknown = nextMessage(socket);
      socket.send(
        JSON.stringify({
          id: 3,
          jsonrpc: '2.0',
          method: 'query',
          params: { path: 'my.nothing', input: { json: null } },
        }),
      );
      expect(JSON.stringify(await unknown)).toMatch(/"code":"NOT_FOUND"/);

      const good = nextMessage(socket);
      socket.send(
        JSON.stringify({
          id: 4,
          jsonrpc: '2.0',
          method: 'query',
          params: { path: 'my.myNavBadges', input: { json: null } },
        }),
      );
      expect(await good).toMatchObject({
        id: 4,
        result: { type: 'data', data: { json: { ...WORK_DEMO.nordlysBadges } } },
      });
    } finally {
      socket.close();
    }
  });

  it('closes a socket that sends more than the payload limit, and keeps serving others', async () => {
    const socket = await openRawSocket(server.wsUrl);
    const code = closed(socket);
    socket.send('x'.repeat(server.config.wsMaxPayload + 1));
    expect(await code).toBe(1009);
    const { client } = trpc(await sessionOf(DEMO_ACCOUNTS.user));
    expect(await client.my.getUserSettings.query()).toEqual({ language: 'en' });
  });

  it('refuses the upgrade from a foreign Origin and on other paths, before tRPC', async () => {
    const cookie = await sessionOf(DEMO_ACCOUNTS.manager);
    await expect(openRawSocket(server.wsUrl, { origin: FOREIGN_ORIGIN, cookie })).rejects.toThrow(
      'upgrade refused: 403',
    );
    await expect(openRawSocket(server.wsUrl.replace('/trpc', '/elsewhere'))).rejects.toThrow(
      'upgrade refused: 404',
    );
  });

  it('shuts down gracefully: tells clients to reconnect, closes sockets, stops accepting', async () => {
    const doomed = await startServer(database, { appDistDir });
    const socket = await openRawSocket(doomed.wsUrl);
    const notice = nextMessage(socket);
    const code = closed(socket);
    await doomed.close();
    expect(await notice).toEqual({ id: null, method: 'reconnect' });
    expect(await code).toBe(1012);
    await expect(fetch(`${doomed.baseUrl}/healthz`)).rejects.toThrow();
    // The shared database is still open for the main server.
    expect((await post(server.baseUrl, '/api/auth/user')).status).toBe(200);
  });
});
