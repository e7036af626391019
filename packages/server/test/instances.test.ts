/**
 * Several server instances on one PostgreSQL (issue #18, docs/instances.md): three instances in
 * this process, each with its own connection pool and its own LISTEN connection, on a database
 * that starts empty: simultaneous start, sign-out and session ends closing sockets on another
 * instance, settings written through one and read through another, the shared sign-in throttle,
 * a lost listener, readiness and draining.
 */
import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { hashPassword } from '../src/auth/password.js';
import { endSessionsOfClient, endSessionsOfUser } from '../src/auth/endSessions.js';
import { hashSessionId } from '../src/auth/sessions.js';
import { readConfig } from '../src/config.js';
import { openDatabase, queryRows, type Database } from '../src/db/database.js';
import { readMigrations } from '../src/db/migrate.js';
import { clients, sessions, users } from '../src/db/schema.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { FLEET_DEMO } from '../src/areas/vehicles/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { drain } from '../src/lifecycle.js';
import {
  APP_ORIGIN,
  closed,
  connectTrpc,
  makeAppDist,
  openRawSocket,
  openTestPostgres,
  post,
  signIn,
  startServer,
  type TestServer,
  type TrpcConnection,
} from './helpers.js';

let admin: Database & { url: string };
let appDistDir: string;
const pools: Database[] = [];
let a: TestServer;
let b: TestServer;
let c: TestServer;
const cleanup: (() => unknown)[] = [];

beforeAll(async () => {
  // An empty database: nothing migrated, nothing seeded (the instances do both).
  admin = await openTestPostgres();
  appDistDir = await makeAppDist();
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  for (const server of [a, b, c]) await server?.close();
  for (const pool of pools) await pool.close();
  await admin?.close();
  if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
});

/** One more instance: its own pool (and so its own LISTEN connection) on the shared database. */
async function instance(): Promise<TestServer> {
  const database = await openDatabase({ databaseUrl: admin.url, dataDir: null });
  pools.push(database);
  // A long first wait: concurrent guesses take a while to arrive on a busy machine.
  return startServer(database, {
    appDistDir,
    loginThrottle: { ...readConfig({}).loginThrottle, pairBaseDelayMs: 10 * 60_000 },
  });
}

/** A tRPC client over WebSocket to `target`, closed after the file. */
function trpcOn(target: TestServer, cookie: string): TrpcConnection {
  const connection = connectTrpc(target.wsUrl, { cookie });
  cleanup.push(() => connection.close());
  return connection;
}

/** An open raw socket on `target` whose session the server has resolved (so it is indexed). */
async function authedSocket(target: TestServer, cookie: string): Promise<WebSocket> {
  const socket = await openRawSocket(target.wsUrl, { origin: APP_ORIGIN, cookie });
  cleanup.push(() => socket.terminate());
  // An answered call proves the socket is registered under its session, user and client.
  const answered = new Promise<void>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      if (data.toString().includes('"id":1')) {
        socket.off('message', onMessage);
        resolve();
      }
    };
    socket.on('message', onMessage);
  });
  socket.send(
    JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'query',
      params: { path: 'my.getUserSettings', input: { json: null } },
    }),
  );
  await answered;
  return socket;
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(admin.db, query))[0]?.n);

let accountCount = 0;
/** A fresh account with password `right`, optionally of a client. */
async function newAccount(clientId: string | null = null): Promise<{ id: string; email: string }> {
  accountCount += 1;
  const email = `instances-${accountCount}-${Date.now()}@example.com`;
  const [row] = await admin.db
    .insert(users)
    .values({ role: 'user', email, passwordHash: await hashPassword('right'), clientId })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

describe('three instances on one PostgreSQL', () => {
  it('start at the same moment on an empty database with one schema and one copy of the demo data', async () => {
    [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    const versions = (await readMigrations()).map((m) => m.version);
    const applied = await queryRows<{ version: string }>(
      admin.db,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(applied.map((row) => row.version)).toEqual(versions);
    expect(await count(sql`SELECT count(*) AS n FROM clients`)).toBe(2);
    expect(await count(sql`SELECT count(*) AS n FROM vehicles`)).toBe(
      FLEET_DEMO.nordlysVehicles + FLEET_DEMO.fjordbusVehicles,
    );
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE email = ${DEMO_ACCOUNTS.manager}`)).toBe(1);
    // Every instance serves the one copy.
    for (const server of [a, b, c]) {
      const { client } = trpcOn(server, await signIn(server.baseUrl, DEMO_ACCOUNTS.manager));
      expect(await client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    }
  });

  it('signs out on A and closes the session’s socket on C (and on B), not other sessions’', async () => {
    const cookie = await signIn(a.baseUrl, DEMO_ACCOUNTS.manager);
    const otherCookie = await signIn(b.baseUrl, DEMO_ACCOUNTS.manager);
    const onC = await authedSocket(c, cookie);
    const onB = await authedSocket(b, cookie);
    const otherOnC = await authedSocket(c, otherCookie);
    const closedC = closed(onC);
    const closedB = closed(onB);
    expect((await post(a.baseUrl, '/api/signOut', { cookie })).status).toBe(200);
    expect(await closedC).toBe(4001);
    expect(await closedB).toBe(4001);
    expect(otherOnC.readyState).toBe(otherOnC.OPEN);
    // The cookie is dead everywhere, the other session alive everywhere.
    for (const server of [a, b, c]) {
      expect(await (await post(server.baseUrl, '/api/auth/user', { cookie })).json()).toEqual({ user: null });
      const { client } = trpcOn(server, otherCookie);
      expect(await client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
    }
  });

  it('ends all sessions of a user but the one excepted, on every instance (password change)', async () => {
    const account = await newAccount();
    const keep = await signIn(a.baseUrl, account.email, 'right');
    const end = await signIn(b.baseUrl, account.email, 'right');
    const kept = await authedSocket(c, keep);
    const ending = await authedSocket(c, end);
    const endingOnA = await authedSocket(a, end);
    const codes = Promise.all([closed(ending), closed(endingOnA)]);
    await endSessionsOfUser(pools[1]!.db, account.id, { except: hashSessionId(keep.split('=')[1]!) });
    expect(await codes).toEqual([4001, 4001]);
    expect(kept.readyState).toBe(kept.OPEN);
    const left = await admin.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(left).toHaveLength(1);
  });

  it('ends the sessions of every user of a client on every instance (client deactivated)', async () => {
    const [client] = await admin.db
      .insert(clients)
      .values({ name: 'Deactivated ApS' })
      .returning({ id: clients.id });
    const [first, second] = [await newAccount(client!.id), await newAccount(client!.id)];
    const outsider = await newAccount();
    const sockets = [
      await authedSocket(a, await signIn(a.baseUrl, first.email, 'right')),
      await authedSocket(c, await signIn(c.baseUrl, second.email, 'right')),
    ];
    const outsiderSocket = await authedSocket(c, await signIn(c.baseUrl, outsider.email, 'right'));
    const codes = Promise.all(sockets.map(closed));
    await endSessionsOfClient(pools[1]!.db, client!.id);
    expect(await codes).toEqual([4001, 4001]);
    expect(outsiderSocket.readyState).toBe(outsiderSocket.OPEN);
  });

  it('reads through A a language saved through B', async () => {
    const cookie = await signIn(a.baseUrl, DEMO_ACCOUNTS.user);
    const onA = trpcOn(a, cookie);
    const onB = trpcOn(b, cookie);
    // A has the session (with the user's language) in its cache now.
    const before = await onA.client.my.getUserSettings.query();
    const next = before.language === 'da' ? 'fr' : 'da';
    expect(await onB.client.my.updateUserSettings.mutate({ language: next })).toEqual({ language: next });
    expect(await onA.client.my.getUserSettings.query()).toEqual({ language: next });
    const { user } = (await (await post(a.baseUrl, '/api/auth/user', { cookie })).json()) as {
      user: { language: string };
    };
    expect(user.language).toBe(next);
  });

  it('serves badges from memory, and a write through A drops them on A at once and on B within a second', async () => {
    const cookie = await signIn(a.baseUrl, FLEET_DEMO.manager2.email);
    const onA = trpcOn(a, cookie);
    const onB = trpcOn(b, cookie);
    const before = await onA.client.my.myNavBadges.query();
    expect(await onB.client.my.myNavBadges.query()).toEqual(before);
    // An overdue task written behind the servers' backs (no event): both still answer from memory.
    const [fjordbus] = await admin.db.select().from(clients).where(eq(clients.name, 'Fjordbus A/S'));
    await admin.db
      .insert(tasks)
      .values({ clientId: fjordbus!.id, title: 'Behind their backs', dueDate: '2020-01-01' });
    expect(await onA.client.my.myNavBadges.query()).toEqual(before);
    expect(await onB.client.my.myNavBadges.query()).toEqual(before);
    // A task written through A: its event drops the cached counts everywhere, so both tasks count.
    await onA.client.tasks.create.mutate({ title: 'Through A', dueDate: '2020-01-02' });
    const after = { ...before, tasks: before.tasks + 2 };
    expect(await onA.client.my.myNavBadges.query()).toEqual(after);
    await expect
      .poll(() => onB.client.my.myNavBadges.query(), { timeout: 1_000, interval: 50 })
      .toEqual(after);
  });

  it('locks an account after 5 failures spread over 3 instances, as 5 on one would', async () => {
    const account = await newAccount();
    const login = (server: TestServer, password: string) =>
      post(server.baseUrl, '/api/auth/login', { body: JSON.stringify({ email: account.email, password }) });
    const statuses = [];
    for (const server of [a, b, c, a, b]) statuses.push((await login(server, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [c, a, b]) {
      const refused = await login(server, 'right');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('lets only the free attempts through when guesses arrive at three instances together', async () => {
    const account = await newAccount();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post([a, b, c][i % 3]!.baseUrl, '/api/auth/login', {
          body: JSON.stringify({ email: account.email, password: 'wrong' }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('reconnects a lost listener and then treats what it may have missed as invalid', async () => {
    const account = await newAccount();
    const cookie = await signIn(c.baseUrl, account.email, 'right');
    const socket = await authedSocket(c, cookie);
    const code = closed(socket);
    // The session ends without an event (as if the event had been sent while C was not listening)...
    await admin.db.delete(sessions).where(eq(sessions.userId, account.id));
    // ...and every instance's listening connection is cut.
    const terminator = new pg.Client({ connectionString: admin.url });
    await terminator.connect();
    const { rows } = await terminator.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'vognpark-events'`,
    );
    await terminator.end();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // C reconnects, forgets its cached sessions and checks its sockets' sessions again.
    expect(await code).toBe(4001);
    // Events flow again: a sign-out on A closes a socket on C.
    const again = await signIn(a.baseUrl, DEMO_ACCOUNTS.manager);
    const onC = await authedSocket(c, again);
    const closedC = closed(onC);
    await post(a.baseUrl, '/api/signOut', { cookie: again });
    expect(await closedC).toBe(4001);
    for (const server of [a, b, c]) expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });

  it('answers /healthz and /readyz; a draining instance answers 503 and sends its clients elsewhere', async () => {
    const d = await instance();
    for (const path of ['/healthz', '/readyz']) expect((await fetch(`${d.baseUrl}${path}`)).status).toBe(200);
    expect(await (await fetch(`${d.baseUrl}/readyz`)).json()).toEqual({ ready: true });

    const cookie = await signIn(d.baseUrl, DEMO_ACCOUNTS.manager);
    // A balancer's choice: the first instance whose /readyz answers 200.
    const chosen: string[] = [];
    const connection = connectTrpc(
      async () => {
        for (const server of [d, a]) {
          const ready = await fetch(`${server.baseUrl}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
          if (ready) {
            chosen.push(server.wsUrl);
            return server.wsUrl;
          }
        }
        return a.wsUrl;
      },
      { cookie },
    );
    cleanup.push(() => connection.close());
    expect(await connection.client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    expect(chosen).toEqual([d.wsUrl]);

    const drained = drain(d.app, { socketsMs: 5_000, readyDelayMs: 0 });
    const readyz = await fetch(`${d.baseUrl}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ ready: false, problem: 'draining' });
    await expect(openRawSocket(d.wsUrl, { origin: APP_ORIGIN, cookie })).rejects.toThrow(
      'upgrade refused: 503',
    );
    await drained;
    await expect(fetch(`${d.baseUrl}/healthz`)).rejects.toThrow();
    // The client was told to reconnect and now talks to A, with the same session.
    expect(await connection.client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    expect(chosen.at(-1)).toBe(a.wsUrl);
  });
});
