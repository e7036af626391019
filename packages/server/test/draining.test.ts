/**
 * SIGTERM on one of two real server processes while clients poll badges and write (issue #18,
 * docs/instances.md): the instance drains (readiness off, clients told to reconnect) and exits 0
 * within its bound; every client reconnects to the other instance through a balancer that follows
 * /readyz; no poll fails beyond its retries and every confirmed write is in the database.
 */
import { rm } from 'node:fs/promises';
import {
  createTRPCClient,
  createWSClient,
  wsLink,
  type TRPCClient,
  type TRPCWebSocketClient,
} from '@trpc/client';
import { inArray } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../src/db/database.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import type { AppRouter } from '../src/index.js';
import { APP_ORIGIN, makeAppDist, openTestPostgres, signIn } from './helpers.js';
import { compileServer, spawnServer, type ServerProcess } from './processes.js';

const CLIENTS = 8;
/** Attempts of one poll (the app's badge query retries too). */
const POLL_ATTEMPTS = 4;

let database: Database & { url: string };
let appDistDir: string;
let compiled: Awaited<ReturnType<typeof compileServer>>;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  [database, appDistDir, compiled] = await Promise.all([openTestPostgres(), makeAppDist(), compileServer()]);
});
afterAll(async () => {
  for (const server of processes) server.child.kill('SIGKILL');
  await Promise.all(processes.map((server) => server.exited));
  await database?.close();
  await compiled?.remove();
  if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first instance, from `first` round, whose /readyz answers 200: a balancer's health check. */
async function balancer(servers: ServerProcess[], first: number): Promise<ServerProcess> {
  for (let i = 0; i < servers.length; i++) {
    const server = servers[(first + i) % servers.length]!;
    const ready = await fetch(`${server.baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
  }
  throw new Error('no instance is ready');
}

interface LoadClient {
  client: TRPCClient<AppRouter>;
  wsClient: TRPCWebSocketClient;
  /** The instance each (re)connection went to. */
  connectedTo: ServerProcess[];
  polls: number;
  /** Polls that failed even after their retries. */
  failedPolls: unknown[];
  /** Ids of tasks whose creation the server confirmed. */
  confirmed: string[];
  unconfirmedWrites: number;
}

function loadClient(servers: ServerProcess[], index: number, cookie: string): LoadClient {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: APP_ORIGIN, cookie } });
    }
  }
  const state: LoadClient = {
    connectedTo: [],
    polls: 0,
    failedPolls: [],
    confirmed: [],
    unconfirmedWrites: 0,
  } as unknown as LoadClient;
  state.wsClient = createWSClient({
    url: async () => {
      const server = await balancer(servers, index % servers.length);
      state.connectedTo.push(server);
      return server.wsUrl;
    },
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 100,
  });
  state.client = createTRPCClient<AppRouter>({
    links: [wsLink({ client: state.wsClient, transformer: superjson })],
  });
  return state;
}

async function poll(load: LoadClient): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    try {
      await load.client.my.myNavBadges.query();
      load.polls += 1;
      return;
    } catch (error) {
      lastError = error;
      await sleep(200);
    }
  }
  load.failedPolls.push(lastError);
}

async function write(load: LoadClient, n: number): Promise<void> {
  try {
    const task = await load.client.tasks.create.mutate({ title: `Drain check ${n}` });
    load.confirmed.push(task.id);
  } catch {
    // Not confirmed: the client may not assume it happened (and a retry is the app's choice).
    load.unconfirmedWrites += 1;
  }
}

describe('SIGTERM on one instance while clients poll badges', () => {
  it('drains it: clients reconnect to the other, no poll fails beyond its retries, no confirmed write is lost', async () => {
    const env = {
      DATABASE_URL: database.url,
      APP_DIST_DIR: appDistDir,
      // One address (the test) for every client: lift the per-address budgets.
      WS_CALLS_PER_SECOND_PER_ADDRESS: '100000',
      WS_CALLS_PER_SECOND: '1000',
      SHUTDOWN_TIMEOUT_SECONDS: '15',
      DRAIN_DELAY_SECONDS: '0.5',
    };
    // Both start at once on the empty database (the migration lock keeps them apart).
    const [first, second] = await Promise.all([
      spawnServer(compiled.mainJs, env),
      spawnServer(compiled.mainJs, env),
    ]);
    processes.push(first, second);
    const servers = [first, second];
    const cookie = await signIn(first.baseUrl, DEMO_ACCOUNTS.manager);
    const clients = Array.from({ length: CLIENTS }, (_, i) => loadClient(servers, i, cookie));

    let running = true;
    let writes = 0;
    const loops = clients.map(async (load) => {
      while (running) {
        await poll(load);
        if (load.polls % 3 === 0) await write(load, (writes += 1));
        await sleep(20);
      }
    });

    const pollsOf = () => clients.map((load) => load.polls);
    const waitForPolls = async (from: number[], more: number) => {
      while (clients.some((load, i) => load.polls < from[i]! + more)) await sleep(20);
    };
    await waitForPolls(pollsOf(), 5);
    expect(new Set(clients.map((load) => load.connectedTo[0]))).toEqual(new Set(servers));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Every client goes on polling, through the instance that is left.
    await waitForPolls(pollsOf(), 5);
    running = false;
    await Promise.all(loops);

    for (const load of clients) {
      expect(load.failedPolls).toEqual([]);
      expect(load.connectedTo.at(-1)).toBe(second);
    }
    const confirmed = clients.flatMap((load) => load.confirmed);
    expect(confirmed.length).toBeGreaterThan(0);
    const stored = await database.db.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, confirmed));
    expect(stored.map((row) => row.id).sort()).toEqual([...confirmed].sort());
    await Promise.all(clients.map((load) => load.wsClient.close()));
    expect(second.output.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
