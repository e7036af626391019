/**
 * An instance's life behind a load balancer: `/healthz` (the process answers), `/readyz` (it
 * should get traffic: database reachable, migrations done, events flowing, not draining) and
 * draining on SIGTERM: `/readyz` turns 503 and upgrades are refused at once, WebSocket clients are
 * told to reconnect (the tRPC client does so on its own and lands on another instance), then the
 * listener closes, in-flight requests finish and the process exits, all within a bound.
 * docs/instances.md has the sequence and the settings.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import type { EventBus } from './events/index.js';
import type { TrpcWebSocket } from './trpc/webSocket.js';

export interface DrainOptions {
  /** How long WebSocket clients get to leave after being told to reconnect; the rest are closed. */
  socketsMs: number;
  /** How long `/readyz` answers 503 before the listener closes, so a balancer polling it notices. */
  readyDelayMs: number;
}

interface Lifecycle {
  draining: boolean;
  drained: Promise<void> | null;
  options: DrainOptions;
  sockets: TrpcWebSocket;
}

const lifecycles = new WeakMap<FastifyInstance, Lifecycle>();

/** How long /readyz waits for the database before calling it unreachable. */
const READY_QUERY_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_QUERY_MS);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Registers /healthz and /readyz; called by buildServer once migrations and seeding are done. */
export function registerLifecycle(
  app: FastifyInstance,
  deps: {
    db: Db;
    events: Pick<EventBus, 'connected'>;
    sockets: TrpcWebSocket;
    options: DrainOptions;
  },
): void {
  const lifecycle: Lifecycle = {
    draining: false,
    drained: null,
    options: { socketsMs: deps.options.socketsMs, readyDelayMs: deps.options.readyDelayMs },
    sockets: deps.sockets,
  };
  lifecycles.set(app, lifecycle);

  app.get('/healthz', async () => ({ ok: true }));
  // Migrations ran before this route existed: an instance that answers has its schema.
  app.get('/readyz', async (_request, reply) => {
    const problem = lifecycle.draining
      ? 'draining'
      : !deps.events.connected
        ? 'events'
        : !(await databaseAnswers(deps.db))
          ? 'database'
          : null;
    reply.header('cache-control', 'no-store');
    if (problem) return reply.code(503).send({ ready: false, problem });
    return { ready: true };
  });
}

/**
 * Drains and closes the server: /readyz 503 and no new sockets at once; after `readyDelayMs` (a
 * balancer has noticed) the sockets are told to reconnect and given `socketsMs` to leave; then
 * app.close() (the listener closes, in-flight requests finish, the database closes). Idempotent.
 */
export function drain(app: FastifyInstance, overrides: Partial<DrainOptions> = {}): Promise<void> {
  const lifecycle = lifecycles.get(app);
  if (!lifecycle) return app.close();
  if (lifecycle.drained) return lifecycle.drained;
  const options = { ...lifecycle.options, ...overrides };
  lifecycle.draining = true;
  lifecycle.sockets.stopAccepting();
  lifecycle.drained = (async () => {
    if (options.readyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.readyDelayMs));
    await lifecycle.sockets.drainSockets(options.socketsMs);
    await app.close();
  })();
  return lifecycle.drained;
}

/**
 * SIGTERM and SIGINT drain the server and exit 0; a drain that outlives `timeoutMs` exits 1.
 * A second signal does not restart the drain.
 */
export function exitOnSignals(
  app: FastifyInstance,
  {
    timeoutMs,
    log,
    exit = (code) => process.exit(code),
  }: {
    timeoutMs: number;
    log: FastifyBaseLogger;
    exit?: (code: number) => void;
  },
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'draining');
      setTimeout(() => {
        log.error({ timeoutMs }, 'drain took too long; exiting');
        exit(1);
      }, timeoutMs).unref();
      drain(app).then(
        () => {
          log.info({}, 'drained');
          exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    });
}
