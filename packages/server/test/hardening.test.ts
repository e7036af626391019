/**
 * What an attacker and a bad day could do (issue #20), one describe per defect, each proving the
 * fix over a real socket: the login throttle (atomic, per pair, ceilings, proxies), the WebSocket
 * budgets, the data folder lock, sliding sessions on the socket, control characters, the error log
 * and what clients are told. docs/threat-model.md lists what stops what.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import { hashPassword } from '../src/auth/password.js';
import { hashSessionId } from '../src/auth/sessions.js';
import { readConfig, type ServerConfig } from '../src/config.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/dataDirLock.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loginAttempts, sessions, users } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import {
  APP_ORIGIN,
  closed,
  connectTrpc,
  makeAppDist,
  nextMessage,
  openRawSocket,
  openTestPglite,
  openTestPostgres,
  post,
  signIn,
  startServer,
  type TestServer,
} from './helpers.js';

type TestDatabase = Database & { close(): Promise<void> };

let database: TestDatabase;
let appDistDir: string;
let server: TestServer;
const cleanup: (() => unknown)[] = [];

beforeAll(async () => {
  database = await openTestPglite();
  appDistDir = await makeAppDist();
  await writeFile(
    path.join(appDistDir, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["secret.ts"]}',
  );
  server = await startServer(database, { appDistDir });
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await server?.close();
  await database?.close();
  if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
});

/** A server of its own over the shared database, closed after the file. */
async function serverWith(
  overrides: Partial<ServerConfig>,
  logLines?: string[],
  over: Database = database,
): Promise<TestServer> {
  const started = await startServer(over, { appDistDir, ...overrides }, logLines);
  cleanup.push(() => started.close());
  return started;
}

/**
 * Forgets every sign-in counter: they live in the database, shared by every server on it (as
 * several instances share them), so a test of a strict limit on one address starts from none.
 */
async function freshCounters(db: Database = database): Promise<void> {
  await db.db.delete(loginAttempts);
}

let userCount = 0;
/** A fresh account with password `right`. */
async function newAccount(db: Database = database): Promise<string> {
  userCount += 1;
  const email = `hardening-${userCount}-${Date.now()}@example.com`;
  await db.db.insert(users).values({ role: 'user', email, passwordHash: await hashPassword('right') });
  return email;
}

const login = (target: TestServer, email: string, password: string, from?: string) =>
  post(target.baseUrl, '/api/auth/login', {
    body: JSON.stringify({ email, password }),
    headers: from ? { 'x-forwarded-for': from } : {},
  });

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }),
    {},
  );

async function trpcCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error.data as { code: string }).code;
    throw error;
  }
  return 'OK';
}

/** A raw tRPC call frame. */
const frame = (id: number, path = 'my.getUserSettings') => ({
  id,
  jsonrpc: '2.0',
  method: 'query',
  params: { path, input: { json: null } },
});

/** The next `count` answers on a raw socket (keep-alive PINGs skipped). */
function answers(socket: WebSocket, count: number): Promise<Record<string, unknown>[]> {
  return new Promise((resolve) => {
    const received: Record<string, unknown>[] = [];
    const onMessage = (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text === 'PING' || text === 'PONG') return;
      received.push(JSON.parse(text) as Record<string, unknown>);
      if (received.length === count) {
        socket.off('message', onMessage);
        resolve(received);
      }
    };
    socket.on('message', onMessage);
  });
}
const codeOf = (answer: Record<string, unknown>) =>
  answer.result ? 'OK' : ((answer.error as { json: { data: { code: string } } }).json.data.code ?? '?');

async function rawSocket(target: TestServer, cookie?: string) {
  const socket = await openRawSocket(
    target.wsUrl,
    cookie ? { origin: APP_ORIGIN, cookie } : { origin: APP_ORIGIN },
  );
  cleanup.push(() => socket.terminate());
  return socket;
}

describe.each([
  { engine: 'PGlite', open: openTestPglite },
  { engine: 'PostgreSQL', open: openTestPostgres },
])('1. the login throttle reserves before it verifies, on $engine', ({ open }) => {
  let own: TestDatabase;
  let target: TestServer;
  beforeAll(async () => {
    own = await open();
    // A long first wait: the 40 requests take seconds to arrive on a busy machine.
    target = await serverWith(
      { loginThrottle: { ...server.config.loginThrottle, pairBaseDelayMs: 10 * 60_000 } },
      undefined,
      own,
    );
  });
  afterAll(async () => {
    await target?.close();
    await own?.close();
  });

  it('lets only the free attempts of a pair through when 40 guesses arrive together', async () => {
    const email = await newAccount(own);
    const responses = await Promise.all(Array.from({ length: 40 }, () => login(target, email, 'wrong')));
    // Before: all 40 were checked against the limit before any failure was recorded (40 x 401).
    expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
    expect((await login(target, email, 'right')).status).toBe(429);
  });

  it('holds the address ceiling under concurrency too', async () => {
    await freshCounters(own);
    const strict = await serverWith(
      { loginThrottle: { ...target.config.loginThrottle, perAddress: 10 } },
      undefined,
      own,
    );
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(strict, `nobody-${i}@example.com`, 'wrong')),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
  });
});

describe('2. one WebSocket cannot stall the server', () => {
  it('closes a socket that sends more calls in one message than allowed, and serves others', async () => {
    const socket = await rawSocket(server);
    const code = closed(socket);
    socket.send(JSON.stringify(Array.from({ length: 21 }, (_, i) => frame(i + 1))));
    expect(await code).toBe(1008);
    const other = connectTrpc(server.wsUrl, { cookie: await signIn(server.baseUrl, DEMO_ACCOUNTS.user) });
    cleanup.push(() => other.close());
    expect(await other.client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
  });

  it('runs at most maxInFlight calls of one socket at once', async () => {
    const target = await serverWith({ wsLimits: { ...server.config.wsLimits, maxInFlight: 4 } });
    const socket = await rawSocket(target, await signIn(target.baseUrl, DEMO_ACCOUNTS.manager));
    const replies = answers(socket, 12);
    socket.send(JSON.stringify(Array.from({ length: 12 }, (_, i) => frame(i + 1))));
    const codes = (await replies).map(codeOf);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(8);
  });

  it('answers TOO_MANY_REQUESTS over a socket’s rate, in the shape the tRPC client reads', async () => {
    const target = await serverWith({
      wsLimits: { ...server.config.wsLimits, callsPerSecond: 0.01, burst: 5 },
    });
    const { client, close } = connectTrpc(target.wsUrl, {
      cookie: await signIn(target.baseUrl, DEMO_ACCOUNTS.user),
    });
    cleanup.push(close);
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push(await trpcCode(client.my.getUserSettings.query()));
    expect(codes).toEqual([
      'OK',
      'OK',
      'OK',
      'OK',
      'OK',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('shares one budget between the sockets of an address', async () => {
    const target = await serverWith({
      wsLimits: { ...server.config.wsLimits, addressCallsPerSecond: 0.01, addressBurst: 16 },
    });
    // Each upgrade costs 5 of the 16; the two sockets then share the 6 left.
    const first = await rawSocket(target);
    const second = await rawSocket(target);
    const codes: string[] = [];
    for (const [i, socket] of [first, second, first, second, first, second, first, second].entries()) {
      const reply = nextMessage(socket) as Promise<Record<string, unknown>>;
      socket.send(JSON.stringify(frame(i + 1, 'my.nothing')));
      codes.push(codeOf(await reply));
    }
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(2);
  });

  it('closes a socket that keeps sending after being told to slow down', async () => {
    const target = await serverWith({
      wsLimits: { ...server.config.wsLimits, callsPerSecond: 0.01, burst: 2 },
    });
    const socket = await rawSocket(target);
    const code = closed(socket);
    for (let i = 0; i < 40; i++) socket.send(JSON.stringify(frame(i + 1, 'my.nothing')));
    expect(await code).toBe(1008);
  });

  it('refuses a superjson envelope it must not walk, before any session check, and closes a socket that keeps sending them', async () => {
    // Issue 36 item 0: `meta.values` as a string sent superjson's traverse into the string's
    // characters until the stack overflowed; a few sockets at 4.5 calls a second stalled the server.
    const socket = await rawSocket(server);
    const code = closed(socket);
    const bad = (id: number) => ({
      id,
      method: 'query',
      params: { path: 'my.getUserSettings', input: { json: {}, meta: { values: 'x' } } },
    });
    const replies = answers(socket, 2);
    socket.send(JSON.stringify(bad(1)));
    socket.send(JSON.stringify([bad(2)]));
    expect((await replies).map(codeOf)).toEqual(['PARSE_ERROR', 'PARSE_ERROR']);
    socket.send(JSON.stringify(bad(3)));
    expect(await code).toBe(1008);
    // A well-formed envelope with annotations (a Date, an undefined) still reaches the procedure.
    const other = await rawSocket(server);
    const reply = nextMessage(other) as Promise<Record<string, unknown>>;
    other.send(
      JSON.stringify({
        id: 4,
        method: 'query',
        params: { path: 'my.getUserSettings', input: { json: null, meta: { values: ['undefined'], v: 1 } } },
      }),
    );
    expect(codeOf(await reply)).toBe('UNAUTHORIZED');
  });

  it('refuses more sockets per address than allowed, with 429 before the upgrade', async () => {
    const target = await serverWith({ wsLimits: { ...server.config.wsLimits, maxSocketsPerAddress: 3 } });
    const open = [await rawSocket(target), await rawSocket(target), await rawSocket(target)];
    await expect(openRawSocket(target.wsUrl)).rejects.toThrow('upgrade refused: 429');
    const gone = closed(open[0]!);
    open[0]!.close();
    await gone;
    // The count is released when a socket closes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await rawSocket(target);
  });

  it('reads the session from memory: one database check per minute, not one per call', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.user);
    const { client, close } = connectTrpc(server.wsUrl, { cookie });
    cleanup.push(close);
    expect(await client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
    // Deleted behind the server's back (not through sign-out): the checked session still answers
    // until its next check; before, every call read the sessions table.
    await database.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(cookie.split('=')[1]!)));
    for (let i = 0; i < 5; i++)
      expect(await client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
  });

  it('forgets a signed-out session at once: the old cookie opens no signed-in socket', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.user);
    const first = connectTrpc(server.wsUrl, { cookie });
    cleanup.push(first.close);
    expect(await first.client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
    expect((await post(server.baseUrl, '/api/signOut', { cookie })).status).toBe(200);
    const again = connectTrpc(server.wsUrl, { cookie });
    cleanup.push(again.close);
    expect(await trpcCode(again.client.my.getUserSettings.query())).toBe('UNAUTHORIZED');
  });
});

describe('3. the data folder is locked for one process', () => {
  it('refuses a second open of the same DATA_DIR, naming the folder and the holding process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-lock-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const second = openDatabase({ databaseUrl: null, dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`DATA_DIR ${dir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Released on close: the folder opens again.
    const reopened = await openDatabase({ databaseUrl: null, dataDir: dir });
    await reopened.close();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-lock-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(dir, LOCK_FILE), `${dead}\n`);
    const release = await lockDataDir(dir);
    expect((await readFile(path.join(dir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, LOCK_FILE), 'utf8')).rejects.toThrow();
  });
});

describe('4. TRUST_PROXY trusts exactly the configured hops', () => {
  it('takes the right-most X-Forwarded-For entry behind one proxy, whatever the client prepends', async () => {
    const target = await serverWith({
      // As the environment gives it: TRUST_PROXY=1 once meant "trust every entry".
      trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy,
      loginThrottle: { ...server.config.loginThrottle, perAddress: 3 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await login(target, `nobody-${i}@example.com`, 'wrong', `198.51.100.${i}, 203.0.113.9`)).status,
      );
    // Before: the left-most (client-written) entry was the address, so none was throttled.
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is another address.
    expect((await login(target, 'nobody@example.com', 'wrong', '203.0.113.10')).status).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    await freshCounters();
    const target = await serverWith({ loginThrottle: { ...server.config.loginThrottle, perAddress: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await login(target, `nobody-${i}@example.com`, 'wrong', `203.0.113.${i}`)).status);
    expect(codes).toEqual([401, 401, 429]);
  });
});

describe('5. nobody can lock an account out from elsewhere', () => {
  it('slows the guessing pair, lets the owner in from their address, and answers alike for every limit', async () => {
    const target = await serverWith({
      trustProxy: 1,
      loginThrottle: { ...server.config.loginThrottle, pairBaseDelayMs: 10 * 60_000 },
    });
    const email = await newAccount();
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i++) expect((await login(target, email, 'wrong', attacker)).status).toBe(401);
    const slowed = await login(target, email, 'wrong', attacker);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Before: five failures from anywhere locked the owner out for 15 minutes.
    expect((await login(target, email, 'right', '203.0.113.20')).status).toBe(200);
    // The right password from the slowed pair is refused too: the wait is not a hint.
    const fromAttacker = await login(target, email, 'right', attacker);
    expect(fromAttacker.status).toBe(429);

    const strict = await serverWith({
      trustProxy: 1,
      loginThrottle: { ...server.config.loginThrottle, perAddress: 2 },
    });
    for (let i = 0; i < 2; i++) await login(strict, `spray-${i}@example.com`, 'wrong', attacker);
    const ceiling = await login(strict, 'spray-9@example.com', 'wrong', attacker);
    expect(ceiling.status).toBe(429);
    expect(await ceiling.json()).toEqual(await fromAttacker.json());
  });

  it('clears an address’s failures for the account when its owner signs in from it', async () => {
    const target = await serverWith({ trustProxy: 1 });
    const email = await newAccount();
    const office = '203.0.113.30';
    for (let i = 0; i < 4; i++) expect((await login(target, email, 'wrong', office)).status).toBe(401);
    expect((await login(target, email, 'right', office)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(target, email, 'wrong', office)).status).toBe(401);
  });

  it('stops one account at its ceiling from many addresses', async () => {
    const target = await serverWith({
      trustProxy: 1,
      loginThrottle: { ...server.config.loginThrottle, perAccount: 6 },
    });
    const email = await newAccount();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await login(target, email, 'wrong', `198.51.100.${100 + i}`)).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('6. a session used only over the WebSocket slides forward', () => {
  it('extends the session on socket activity, writing at most once per check', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const hash = hashSessionId(cookie.split('=')[1]!);
    const ttl = server.config.sessionTtlMs;
    const halfway = new Date(Date.now() + ttl / 2);
    await database.db.update(sessions).set({ expiresAt: halfway }).where(eq(sessions.idHash, hash));
    const { client, close } = connectTrpc(server.wsUrl, { cookie });
    cleanup.push(close);
    await client.my.getUserSettings.query();
    const [slid] = await database.db.select().from(sessions).where(eq(sessions.idHash, hash));
    // Before: socket calls never renewed, so the session ran out mid-use.
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + ttl - 60_000);

    await database.db.update(sessions).set({ expiresAt: halfway }).where(eq(sessions.idHash, hash));
    for (let i = 0; i < 5; i++) await client.my.getUserSettings.query();
    const [unchanged] = await database.db.select().from(sessions).where(eq(sessions.idHash, hash));
    expect(unchanged!.expiresAt.getTime()).toBe(halfway.getTime());
  });
});

describe('7. control characters are refused where input is validated', () => {
  it('answers 400 to a NUL in the e-mail, counts it, and logs no submitted value', async () => {
    await freshCounters();
    const lines: string[] = [];
    const target = await serverWith(
      { loginThrottle: { ...server.config.loginThrottle, perAddress: 3 } },
      lines,
    );
    const email = 'mette\u0000@example.com';
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await login(target, email, 'Sommer2026!')).status);
    // Before: 500 (the database refused the NUL), uncounted, the SQL and e-mail in the error log.
    expect(codes).toEqual([400, 400, 400]);
    expect((await login(target, DEMO_ACCOUNTS.manager, 'demo')).status).toBe(429);
    const log = lines.join('\n');
    expect(log).not.toMatch(/mette|Sommer2026|example\.com/);
    expect(log).not.toContain('"level":50');
  });

  it('refuses a control character in a tRPC input with the field and code control_characters', async () => {
    const socket = await rawSocket(server, await signIn(server.baseUrl, DEMO_ACCOUNTS.user));
    const reply = nextMessage(socket) as Promise<{ error: { json: { data: Record<string, unknown> } } }>;
    socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'mutation',
        params: { path: 'my.updateUserSettings', input: { json: { language: 'd\u0000a' } } },
      }),
    );
    expect((await reply).error.json.data).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { language: 'control_characters' },
    });
  });
});

describe('8. client mistakes do not fill the error log', () => {
  it('logs an oversized or malformed message once per socket, at warn, without a stack', async () => {
    const lines: string[] = [];
    const target = await serverWith({}, lines);
    const oversized = await rawSocket(target);
    const gone = closed(oversized);
    oversized.send('x'.repeat(target.config.wsMaxPayload + 1));
    expect(await gone).toBe(1009);
    const garbage = await rawSocket(target);
    for (let i = 0; i < 5; i++) {
      const reply = nextMessage(garbage);
      garbage.send('not json');
      await reply;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mistakes = logged.filter((line) => line.msg === 'WebSocket client mistake');
    // Before: an error line with a stack trace per bad message.
    expect(mistakes).toHaveLength(2);
    expect(mistakes.every((line) => line.level === 40 && !JSON.stringify(line).includes('stack'))).toBe(true);
    expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('logs at most ten mistakes a minute however many sockets make them', async () => {
    const lines: string[] = [];
    const target = await serverWith({}, lines);
    for (let i = 0; i < 15; i++) {
      const socket = await rawSocket(target);
      const reply = nextMessage(socket);
      socket.send('{');
      await reply;
      socket.close();
    }
    expect(lines.filter((line) => line.includes('WebSocket client mistake'))).toHaveLength(10);
  });
});

describe('9. what clients are told and shown', () => {
  it('answers a malformed call with a generic message and a code, not the exception’s text', async () => {
    const socket = await rawSocket(server);
    const reply = nextMessage(socket) as Promise<{
      error: { json: { message: string; data: { code: string } } };
    }>;
    socket.send(
      JSON.stringify({ id: 1, method: 'query', params: { path: 'my.getUserSettings', input: null } }),
    );
    const { error } = await reply;
    expect(error.json.data.code).toBe('PARSE_ERROR');
    // Before: "Cannot destructure property 'json' of 'payload' as it is undefined."
    expect(error.json.message).toBe('Malformed message');
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS opts in', async () => {
    const map = '/assets/index-abc123.js.map';
    expect((await fetch(`${server.baseUrl}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${map}`)).status).toBe(404);
    const opted = await serverWith({ serveSourceMaps: true });
    expect((await fetch(`${opted.baseUrl}${map}`)).status).toBe(200);
  });

  it('forbids framing a stored file', async () => {
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const user = (await (await post(server.baseUrl, '/api/auth/user', { cookie })).json()) as {
      user: { imageFileId: string };
    };
    const response = await fetch(`${server.baseUrl}/api/files/${user.user.imageFileId}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
