import type { IncomingMessage } from 'node:http';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from './db/database.js';
import { sessionHashFromCookies } from './http/sessionCookie.js';
import { appRouter, type Context } from './trpc/router.js';

export interface TrpcWebSocketOptions {
  db: Db;
  /** Largest message a socket may send, in bytes. */
  maxPayload: number;
  /** Session lifetime, passed to the tRPC context. */
  sessionTtlMs: number;
  /** Origins a browser may open the socket from. */
  allowedOrigins: readonly string[];
}

export interface TrpcWebSocket {
  /** Closes every open socket of a session (on sign-out or a new sign-in). */
  closeSessionSockets(idHash: string): void;
}

/**
 * tRPC over WebSocket at /trpc on the app's HTTP server: upgrade handling (origin check, session
 * from the cookie), the open sockets per session, and a graceful close before the server stops.
 */
export function attachTrpcWebSocket(
  app: FastifyInstance,
  { db, maxPayload, sessionTtlMs, allowedOrigins }: TrpcWebSocketOptions,
): TrpcWebSocket {
  let closing = false;
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  /** Session hash of each upgrade request, read by createContext. */
  const upgradeSessions = new WeakMap<IncomingMessage, string | null>();
  /** Open sockets per session hash, so sign-out can close them. */
  const socketsBySession = new Map<string, Set<WebSocket>>();

  const trpcHandler = applyWSSHandler({
    wss,
    router: appRouter,
    // Never throws: a socket without a valid session connects; procedures answer UNAUTHORIZED.
    createContext: ({ req }): Context => ({
      db,
      sessionHash: upgradeSessions.get(req) ?? null,
      sessionTtlMs,
    }),
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    onError: ({ error, path: procedure }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC error');
    },
  });

  wss.on('connection', (socket, request) => {
    const hash = upgradeSessions.get(request);
    if (!hash) return;
    let set = socketsBySession.get(hash);
    if (!set) socketsBySession.set(hash, (set = new Set()));
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0 && socketsBySession.get(hash) === set) socketsBySession.delete(hash);
    });
  });

  app.server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const started = performance.now();
    const pathname = (request.url ?? '/').split('?')[0];
    socket.on('error', () => socket.destroy());
    const log = (status: number) =>
      app.log.info(
        { method: 'GET', path: pathname, status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'upgrade',
      );
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      log(status);
    };
    if (closing) return refuse(503, 'Service Unavailable');
    if (pathname !== '/trpc') return refuse(404, 'Not Found');
    const origin = request.headers.origin;
    // Browsers always send Origin on a WebSocket; one outside the allowed list is a cross-site page.
    if (origin !== undefined && !allowedOrigins.includes(origin)) return refuse(403, 'Forbidden');
    upgradeSessions.set(request, sessionHashFromCookies(app.parseCookie(request.headers.cookie ?? '')));
    wss.handleUpgrade(request, socket, head, (ws) => {
      log(101);
      wss.emit('connection', ws, request);
    });
  });

  // Graceful shutdown: stop upgrades, tell tRPC clients to reconnect, close sockets.
  app.addHook('preClose', async () => {
    closing = true;
    trpcHandler.broadcastReconnectNotification();
    for (const socket of wss.clients) socket.close(1012, 'Server restarting');
    await new Promise<void>((resolve) => {
      const deadline = setTimeout(() => {
        for (const socket of wss.clients) socket.terminate();
        resolve();
      }, 2_000);
      const check = () => {
        if (wss.clients.size === 0) {
          clearTimeout(deadline);
          resolve();
        } else setTimeout(check, 20);
      };
      check();
    });
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  return {
    closeSessionSockets(idHash: string) {
      for (const socket of socketsBySession.get(idHash) ?? []) socket.close(4001, 'Signed out');
      socketsBySession.delete(idHash);
    },
  };
}
