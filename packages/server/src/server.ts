import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { SessionCache } from './auth/sessionCache.js';
import { BadgeCache } from './badgeCache.js';
import { countNavBadges } from './badges.js';
import { dashboardSummary, UPCOMING_LIMIT_MAX } from './dashboard/summary.js';
import { LoginThrottle } from './auth/throttle.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { startEventBus, type EventBus } from './events/index.js';
import { serializeError } from './http/logging.js';
import { registerErrorHandler, registerJsonBodies, registerRequestLog } from './http/requests.js';
import { contentSecurityPolicy, registerSecurity } from './http/security.js';
import { sessionCookies } from './http/sessionCookie.js';
import { registerLifecycle } from './lifecycle.js';
import { areas, type Area } from './areas/index.js';
import { startDuePasses } from './areas/duePasses.js';
import { registerAppRoutes } from './routes/app.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerAvatarRoutes } from './routes/avatar.js';
import { registerFileRoutes } from './routes/files.js';
import { attachTrpcWebSocket } from './trpc/webSocket.js';

export { contentSecurityPolicy } from './http/security.js';
export { SESSION_COOKIE } from './http/sessionCookie.js';

export interface BuildServerOptions {
  /** An open database to use (tests share one); the server then does not close it. */
  database?: Database;
  /** Overrides config.logLevel (tests pass 'silent'). */
  logLevel?: string;
  /** Where log lines go (default stdout); tests collect them. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the HTTP server: /api calls, tRPC over WebSocket at /trpc, the built app with its boot
 * data, /healthz and /readyz. Opens (unless given), migrates and seeds the database (under
 * advisory locks, so instances starting together do it once) and starts listening for the events
 * of other instances before returning. Drain it with `drain()` from lifecycle.ts.
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
      serializers: {
        err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      },
    },
    // Our onResponse hook writes the one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    // Trust exactly the configured hops: the client is that many entries from the right of
    // X-Forwarded-For (never `true`, which takes the left-most entry, the one the client writes).
    // The same rule as http/clientAddress.ts for the WebSocket upgrade.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
  });

  let events: EventBus;
  try {
    const applied = await migrate(database);
    const seeded = await seedDemoData(db);
    app.log.info({ storage: database.kind, migrationsApplied: applied, seeded }, 'database ready');
    // What other instances (and this one) tell each other: ended sessions, changed data.
    events = await startEventBus(database.listen, { log: app.log });
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }

  const secure = new URL(config.appUrl).protocol === 'https:';

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // The built app's files are immutable and cheap to send, and one page load asks for dozens of
    // them: counting them would lock out an office behind one address after a few page loads.
    allowList: (request) =>
      request.url === '/healthz' || request.url === '/readyz' || request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'TOO_MANY_REQUESTS',
      message: `Too many requests; try again in ${context.after}`,
    }),
  });

  registerJsonBodies(app);
  registerSecurity(app, {
    csp: contentSecurityPolicy(config.wsUrl, { mapStyleUrl: config.mapStyleUrl }),
    secure,
    allowedOrigins: config.allowedOrigins,
  });
  registerRequestLog(app);
  registerErrorHandler(app);

  const cookies = sessionCookies({ db, secure, sessionTtlMs: config.sessionTtlMs });
  const sessions = new SessionCache({
    db,
    ttlMs: config.sessionTtlMs,
    checkMs: config.sessionCheckMs,
    // Invalidations arrive as events: while they cannot, nothing cached is trusted.
    trusted: () => events.connected,
  });
  const badges = new BadgeCache({
    count: (clientId, today) => countNavBadges(db, clientId, today),
    summarize: (clientId, today) => dashboardSummary(db, clientId, UPCOMING_LIMIT_MAX, today),
    trusted: () => events.connected,
  });
  const throttle = new LoginThrottle(db, config.loginThrottle);
  // Graceful shutdown: the sockets close first (preClose), then the events, then the database.
  const sockets = attachTrpcWebSocket(app, {
    db,
    maxPayload: config.wsMaxPayload,
    sessionTtlMs: config.sessionTtlMs,
    allowedOrigins: config.allowedOrigins,
    sessions,
    badges,
    limits: config.wsLimits,
    trustProxy: config.trustProxy,
    events,
    loginThrottle: throttle,
  });
  const stopDuePasses =
    config.duePassMs > 0
      ? startDuePasses({
          db,
          areas,
          everyMs: config.duePassMs,
          onError: (area, err) => app.log.warn({ area, err }, 'due pass failed'),
          onMade: (area, made) => app.log.info({ area, made }, 'due pass made tasks'),
        })
      : async () => {};
  app.addHook('onClose', async () => {
    await stopDuePasses();
    await events.close();
    if (ownsDatabase) await database.close();
  });

  registerLifecycle(app, { db, events, sockets, options: config.shutdown });
  registerAuthRoutes(app, { db, config, cookies, throttle });
  registerFileRoutes(app, { db, cookies });
  registerAvatarRoutes(app, { db, cookies });
  for (const area of areas as readonly Area[]) area.registerHttp?.(app, { db, cookies, config, events });
  await registerAppRoutes(app, { config, cookies, queryContext: { db, sessions, badges } });

  return app;
}
