/**
 * Test helpers: real databases, a real server on a free loopback port, fetch with cookies and a
 * real tRPC WebSocket client. Nothing of ours is mocked.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTRPCClient,
  createWSClient,
  wsLink,
  type TRPCClient,
  type TRPCWebSocketClient,
} from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import superjson from 'superjson';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { readConfig, type ServerConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import type { AppRouter } from '../src/index.js';
import { buildServer } from '../src/server.js';

/** The origin the test server trusts (its APP_URL); requests that claim it count as same-origin. */
export const APP_ORIGIN = 'http://vognpark.test';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** A fresh file-backed PGlite: a copy of the empty template folder made by global-setup.ts (or of `template`). */
export async function openTestPglite(
  template = inject('pgliteTemplateDir'),
): Promise<Database & { dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-pglite-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  return {
    ...database,
    dir,
    close: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A file-backed PGlite with the demo: a copy of the seeded folder made by global-setup.ts. */
export async function openSeededPglite(): Promise<Database & { dir: string }> {
  return openTestPglite(inject('pgliteSeededDir'));
}

/** A database on the test PostgreSQL with the demo: a copy of the one seeded by global-setup.ts. */
export async function openSeededPostgres(): Promise<Database & { url: string }> {
  return openTestPostgres(inject('postgresSeededDatabase'));
}

/** A fresh database on the test PostgreSQL (see global-setup.ts), empty or a copy of `template`; dropped by close(). */
export async function openTestPostgres(template?: string): Promise<Database & { url: string }> {
  const adminUrl = inject('postgresUrl');
  const name = `vognpark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A built app stand-in: index.html with a module script, and one hashed asset. */
export async function makeAppDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-app-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Vognpark</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  baseUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** Starts the real server on a free loopback port over `database`. */
export async function startServer(
  database: Database,
  overrides: Partial<ServerConfig> & { appDistDir: string },
  logLines?: string[],
): Promise<TestServer> {
  const defaults = readConfig({ PORT: '0', APP_URL: APP_ORIGIN, WS_URL: 'ws://vognpark.test/trpc' });
  const config: ServerConfig = {
    ...defaults,
    // Every test connects from 127.0.0.1, standing for many people at once: the per-address budget
    // would make a suite's later tests fail by how fast the earlier ones ran. Tests of that budget
    // set their own.
    wsLimits: { ...defaults.wsLimits, addressCallsPerSecond: 100_000, addressBurst: 100_000 },
    ...overrides,
  };
  const app = await buildServer(
    config,
    logLines
      ? { database, logLevel: 'info', logStream: { write: (line) => void logLines.push(line) } }
      : { database, logLevel: 'silent' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}/trpc`,
    close: () => app.close(),
  };
}

/** The `name=value` part of a Set-Cookie for the session, or null. */
export function sessionCookieFrom(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith('vognpark_session=') && pair !== 'vognpark_session=') return pair;
  }
  return null;
}

/** POST with JSON content type and the trusted Origin unless told otherwise. */
export function post(
  baseUrl: string,
  pathname: string,
  options: {
    body?: string;
    cookie?: string | null;
    origin?: string | null;
    contentType?: string | null;
    /** More request headers (e.g. X-Forwarded-For). */
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  if (options.origin !== null) headers.origin = options.origin ?? APP_ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${baseUrl}${pathname}`, { method: 'POST', headers, body: options.body });
}

/** Signs in and returns the session cookie (`vognpark_session=...`). */
export async function signIn(baseUrl: string, email: string, password = 'demo'): Promise<string> {
  const response = await post(baseUrl, '/api/auth/login', { body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export interface TrpcConnection {
  client: TRPCClient<AppRouter>;
  wsClient: TRPCWebSocketClient;
  /** Close events the client saw. */
  closes: { code?: number }[];
  close(): void;
}

/** A real tRPC client over WebSocket, sending the cookie and Origin with the upgrade. */
export function connectTrpc(
  wsUrl: string | (() => Promise<string>),
  options: { cookie?: string | null; origin?: string } = {},
): TrpcConnection {
  const headers: Record<string, string> = { origin: options.origin ?? APP_ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const closes: { code?: number }[] = [];
  const wsClient: TRPCWebSocketClient = createWSClient({
    url: wsUrl,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 50,
    onClose: (cause) => closes.push({ code: cause?.code }),
  });
  const client = createTRPCClient<AppRouter>({
    links: [wsLink({ client: wsClient, transformer: superjson })],
  });
  return { client, wsClient, closes, close: () => wsClient.close() };
}

/** A raw `ws` socket, open; rejects with the HTTP status when the upgrade is refused. */
export function openRawSocket(wsUrl: string, headers: Record<string, string> = { origin: APP_ORIGIN }) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** The next message on a raw socket, parsed as JSON (skipping keep-alive PINGs). */
export function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text === 'PING' || text === 'PONG') return;
      socket.off('message', onMessage);
      resolve(JSON.parse(text));
    };
    socket.on('message', onMessage);
  });
}

/** Resolves with the close code when the socket closes. */
export function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(-1);
    socket.once('close', (code) => resolve(code));
  });
}
