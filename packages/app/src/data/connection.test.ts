// @vitest-environment node
import { initTRPC, TRPCError } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Connection, type ConnectionState } from './connection';
import { connectionLink } from './trpc';
import { isUnauthorized } from './errors';

const t = initTRPC.create({ transformer: superjson });
const testRouter = t.router({
  echoDate: t.procedure.query(() => ({ at: new Date('2026-01-02T03:04:05Z'), ids: new Set([1, 2]) })),
  secret: t.procedure.query(() => {
    throw new TRPCError({ code: 'UNAUTHORIZED' });
  }),
});

let wss: WebSocketServer;
let url: string;
let handler: ReturnType<typeof applyWSSHandler>;

async function startServer(port = 0) {
  wss = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  handler = applyWSSHandler({ wss, router: testRouter });
  const address = wss.address();
  if (!address || typeof address === 'string') throw new Error('unexpected address');
  url = `ws://127.0.0.1:${address.port}`;
  return address.port;
}

async function stopServer() {
  handler.broadcastReconnectNotification();
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}

function waitForState(connection: Connection, state: ConnectionState, timeout = 5000) {
  return vi.waitFor(() => expect(connection.getState()).toBe(state), { timeout, interval: 20 });
}

const fastRetry = () => 50;
let connection: Connection;

beforeEach(async () => {
  await startServer();
});

afterEach(async () => {
  connection?.close();
  await stopServer().catch(() => {});
});

describe('Connection', () => {
  it('is idle until opened, then connecting and open', async () => {
    connection = new Connection({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    const seen: ConnectionState[] = [];
    connection.subscribe(() => seen.push(connection.getState()));
    expect(connection.getState()).toBe('idle');
    expect(connection.client).toBeNull();
    connection.open();
    expect(connection.getState()).toBe('connecting');
    await waitForState(connection, 'open');
    expect(seen).toEqual(['connecting', 'open']);
  });

  it('goes down when the server goes away and comes back by itself', async () => {
    const onReconnect = vi.fn();
    connection = new Connection({
      url,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      retryDelayMs: fastRetry,
      onReconnect,
    });
    connection.open();
    await waitForState(connection, 'open');
    const port = Number(new URL(url).port);
    await stopServer();
    await waitForState(connection, 'down');
    expect(onReconnect).not.toHaveBeenCalled();
    await startServer(port);
    await waitForState(connection, 'open');
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it('is idle after close and does not reconnect', async () => {
    connection = new Connection({
      url,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      retryDelayMs: fastRetry,
    });
    connection.open();
    await waitForState(connection, 'open');
    connection.close();
    expect(connection.getState()).toBe('idle');
    expect(connection.client).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connection.getState()).toBe('idle');
    expect(wss.clients.size).toBe(0);
  });
});

describe('connectionLink', () => {
  it('sends queries over the current socket with superjson', async () => {
    connection = new Connection({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    // The link is typed for the app's router; this test talks to a small router of its own.
    const client = createTRPCClient<typeof testRouter>({
      links: [connectionLink(connection) as never],
    });
    await expect(client.echoDate.query()).rejects.toBeInstanceOf(TRPCClientError);
    connection.open();
    const answer = await client.echoDate.query();
    expect(answer.at).toBeInstanceOf(Date);
    expect(answer.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(answer.ids).toEqual(new Set([1, 2]));
    const error = await client.secret.query().catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
  });

  it('follows a new socket after sign-out and sign-in', async () => {
    connection = new Connection({ url, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
    const client = createTRPCClient<typeof testRouter>({ links: [connectionLink(connection) as never] });
    connection.open();
    await client.echoDate.query();
    const first = connection.client;
    connection.close();
    await expect(client.echoDate.query()).rejects.toBeInstanceOf(TRPCClientError);
    connection.open();
    expect(connection.client).not.toBe(first);
    await expect(client.echoDate.query()).resolves.toMatchObject({ ids: new Set([1, 2]) });
  });
});
