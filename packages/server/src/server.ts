import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { getDummyHash, verifyPassword } from './auth/password.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  hashSessionId,
  resolveSession,
} from './auth/sessions.js';
import { LoginThrottle } from './auth/throttle.js';
import { injectBootData, type BootData } from './boot.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { readFileFor } from './files.js';
import { appRouter, type Context } from './trpc/router.js';
import { findUserByEmail, toPublicUser, type SessionUser } from './users.js';

/** The session cookie's name. */
export const SESSION_COOKIE = 'vognpark_session';

/** A session id as we issue it: 32 random bytes, base64url. Anything else is ignored unread. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BuildServerOptions {
  /** An open database to use (tests share one); the server then does not close it. */
  database?: Database;
  /** Overrides config.logLevel (tests pass 'silent'). */
  logLevel?: string;
  /** Where log lines go (default stdout); tests collect them. */
  logStream?: { write(line: string): void };
}

const loginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/** Session hash from a Cookie header (for the WebSocket upgrade, which Fastify does not see). */
function sessionHashFromCookies(cookies: Record<string, string | undefined>): string | null {
  const id = cookies[SESSION_COOKIE];
  return id && SESSION_ID.test(id) ? hashSessionId(id) : null;
}

/** The Content-Security-Policy of every page and API answer: no inline script, no framing. */
export function contentSecurityPolicy(wsUrl: string): string {
  let wsOrigin = '';
  try {
    wsOrigin = ` ${new URL(wsUrl).origin}`;
  } catch {
    // An unparsable WS_URL adds nothing; 'self' still covers same-host sockets.
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${wsOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Builds the HTTP server: /api calls, tRPC over WebSocket at /trpc, the built app with its boot
 * data, /healthz. Opens (unless given), migrates and seeds the database before returning.
 */
export async function buildServer(
  config: ServerConfig,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !options.database;
  const { db } = database;

  const app = Fastify({
    logger: {
      level: options.logLevel ?? config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
    },
    // Our onResponse hook writes the one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });

  try {
    const applied = await migrate(database);
    const seeded = await seedDemoData(db);
    app.log.info({ storage: database.kind, migrationsApplied: applied, seeded }, 'database ready');
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }

  const secure = new URL(config.appUrl).protocol === 'https:';
  const csp = contentSecurityPolicy(config.wsUrl);
  const accountThrottle = new LoginThrottle(config.loginThrottle.perAccount, config.loginThrottle.windowMs);
  const addressThrottle = new LoginThrottle(config.loginThrottle.perAddress, config.loginThrottle.windowMs);
  let closing = false;

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/healthz',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'TOO_MANY_REQUESTS',
      message: `Too many requests; try again in ${context.after}`,
    }),
  });

  // Only JSON bodies; an empty one (what the browser sends to /api/auth/user) reads as {}.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return defaultJsonParser(request, body as string, done);
  });

  // One structured line per request, and the security headers on every answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (secure) reply.header('strict-transport-security', 'max-age=15552000');
    // Answers about the user are never cached (files set their own policy).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');

    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      const sameOrigin =
        origin !== undefined
          ? config.allowedOrigins.includes(origin)
          : request.headers['sec-fetch-site'] === 'same-origin';
      if (!sameOrigin) return reply.code(403).send({ error: 'FORBIDDEN_ORIGIN' });
      if (!JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? ''))
        return reply.code(415).send({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'INTERNAL_SERVER_ERROR' });
    }
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'TOO_MANY_REQUESTS'
            : 'BAD_REQUEST';
    return reply.code(status).send({ error: code, message: error.message });
  });

  function setSessionCookie(reply: FastifyReply, id: string, expiresAt: Date) {
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }

  /** The request's live session (renewed when due, cookie refreshed); clears a dead cookie. */
  async function currentSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: SessionUser; idHash: string } | null> {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw === undefined) return null;
    const idHash = sessionHashFromCookies(request.cookies);
    const session = idHash
      ? await resolveSession(db, idHash, { ttlMs: config.sessionTtlMs, renew: true })
      : null;
    if (!session || !idHash) {
      clearSessionCookie(reply);
      return null;
    }
    if (session.renewedUntil) setSessionCookie(reply, raw, session.renewedUntil);
    return { user: session.user, idHash };
  }

  // --- WebSocket: tRPC at /trpc ------------------------------------------------------------------
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.wsMaxPayload });
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
      sessionTtlMs: config.sessionTtlMs,
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
    if (origin !== undefined && !config.allowedOrigins.includes(origin)) return refuse(403, 'Forbidden');
    upgradeSessions.set(request, sessionHashFromCookies(app.parseCookie(request.headers.cookie ?? '')));
    wss.handleUpgrade(request, socket, head, (ws) => {
      log(101);
      wss.emit('connection', ws, request);
    });
  });

  function closeSessionSockets(idHash: string) {
    for (const socket of socketsBySession.get(idHash) ?? []) socket.close(4001, 'Signed out');
    socketsBySession.delete(idHash);
  }

  // Graceful shutdown: stop upgrades, tell tRPC clients to reconnect, close sockets, then the DB.
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
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  // --- HTTP calls ---------------------------------------------------------------------------------
  app.get('/healthz', async () => ({ ok: true }));

  app.post('/api/auth/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'email and password required' });
    const email = parsed.data.email.toLowerCase();
    const accountKey = `account:${email}`;
    const addressKey = `address:${request.ip}`;
    const wait = Math.max(accountThrottle.retryAfterMs(accountKey), addressThrottle.retryAfterMs(addressKey));
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return reply.code(429).send({ error: 'TOO_MANY_ATTEMPTS' });
    }
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !ok) {
      accountThrottle.recordFailure(accountKey);
      addressThrottle.recordFailure(addressKey);
      return reply.code(401).send({ error: 'INVALID_CREDENTIALS' });
    }
    accountThrottle.reset(accountKey);
    // A sign-in replaces the session the browser had.
    const previous = sessionHashFromCookies(request.cookies);
    if (previous) {
      await deleteSession(db, previous);
      closeSessionSockets(previous);
    }
    await deleteExpiredSessions(db, user.id);
    const session = await createSession(db, user.id, config.sessionTtlMs);
    setSessionCookie(reply, session.id, session.expiresAt);
    return { user: toPublicUser(user) };
  });

  app.post('/api/auth/user', async (request, reply) => {
    const session = await currentSession(request, reply);
    return { user: session ? toPublicUser(session.user) : null };
  });

  app.post('/api/signOut', async (request, reply) => {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0)
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'expected an empty body or {}' });
    const idHash = sessionHashFromCookies(request.cookies);
    if (idHash) {
      await deleteSession(db, idHash);
      closeSessionSockets(idHash);
    }
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.get<{ Params: { id: string } }>('/api/files/:id', async (request, reply) => {
    const session = await currentSession(request, reply);
    const file = session ? await readFileFor(db, session.user, request.params.id) : null;
    if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
    reply.header('content-type', file.contentType);
    reply.header('cache-control', 'private, max-age=300');
    reply.header('content-disposition', 'inline');
    // A stored file is never a document that runs: no scripts even if someone stored SVG/HTML.
    reply.header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    reply.header('cross-origin-resource-policy', 'same-origin');
    return reply.send(file.data);
  });

  // --- The built app ------------------------------------------------------------------------------
  const indexPath = path.join(config.appDistDir, 'index.html');
  await app.register(fastifyStatic, {
    root: config.appDistDir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // index.html is only served with the boot data (see servePage).
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      const hashed = filePath.split(path.sep).includes('assets');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    let html: string;
    try {
      html = await readFile(indexPath, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`, then restart the server.');
    }
    const session = await currentSession(request, reply);
    const data: BootData = {
      config: { WS_URL: config.wsUrl, APP_URL: config.appUrl },
      user: session ? toPublicUser(session.user) : null,
      settings: session ? { language: session.user.language } : null,
    };
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(injectBootData(html, data));
  }

  app.get('/', servePage);
  // Pages look up the session: they count against the same per-address limit as the routes.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/trpc' &&
      (pathname === '/index.html' || !/\.[^/]*$/.test(pathname));
    if (isPage) return servePage(request, reply);
    return reply.code(404).send({ error: 'NOT_FOUND' });
  });

  return app;
}
