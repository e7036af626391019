import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Listen, NotificationListener } from './index.js';

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

/** The embedded database: one process, one connection that cannot be lost. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(checkChannel(channel), handlers.notify);
    let open = true;
    return {
      get connected() {
        return open;
      },
      close: async () => {
        if (!open) return;
        open = false;
        await unlisten().catch(() => {});
      },
    };
  };
}

export interface PostgresListenOptions {
  /** How often the idle connection is asked `SELECT 1` to notice a silently dead one. */
  heartbeatMs?: number;
  /** The longest wait between reconnect attempts (it doubles from 100 ms up to this). */
  maxRetryDelayMs?: number;
}

/**
 * A real PostgreSQL: a dedicated connection outside the pool (a pooled one would be handed to
 * queries and its LISTEN lost). When it breaks (server restart, network, pg_terminate_backend) it
 * is replaced with backoff, and `reset` tells the bus that notifications may have been missed.
 * A heartbeat notices a connection that died without a word (no FIN, e.g. a dropped NAT entry).
 */
export function postgresListen(connectionString: string, options: PostgresListenOptions = {}): Listen {
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
  return async (channel, handlers) => {
    const listenSql = `LISTEN ${checkChannel(channel)}`;
    let client: pg.Client | null = null;
    let connected = false;
    let closed = false;
    let retryTimer: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;

    async function connect(): Promise<pg.Client> {
      const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'vognpark-events' });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers.notify(message.payload);
      });
      // Registered before connecting: an error without a listener would crash the process.
      next.on('error', (error) => lose(next, error));
      next.on('end', () => lose(next, new Error('listener connection ended')));
      try {
        await next.connect();
        await next.query(listenSql);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        throw error;
      }
      return next;
    }

    function lose(which: pg.Client, error: unknown) {
      if (which !== client || closed) return;
      client = null;
      connected = false;
      clearInterval(heartbeat);
      which.removeAllListeners('end');
      which.end().catch(() => {});
      handlers.lost?.(error);
      scheduleReconnect(0);
    }

    function scheduleReconnect(attempt: number) {
      const delay = Math.min(100 * 2 ** attempt, maxRetryDelayMs);
      retryTimer = setTimeout(() => {
        if (closed) return;
        connect().then(
          (next) => {
            if (closed) {
              next.end().catch(() => {});
              return;
            }
            adopt(next);
            handlers.reset();
          },
          () => scheduleReconnect(attempt + 1),
        );
      }, delay);
      retryTimer.unref();
    }

    function adopt(next: pg.Client) {
      client = next;
      connected = true;
      heartbeat = setInterval(() => {
        const current = client;
        if (!current) return;
        const timeout = setTimeout(
          () => lose(current, new Error('listener heartbeat timed out')),
          heartbeatMs,
        );
        timeout.unref();
        current.query('SELECT 1').then(
          () => clearTimeout(timeout),
          (error: unknown) => {
            clearTimeout(timeout);
            lose(current, error);
          },
        );
      }, heartbeatMs);
      heartbeat.unref();
    }

    adopt(await connect());

    const listener: NotificationListener = {
      get connected() {
        return connected;
      },
      close: async () => {
        if (closed) return;
        closed = true;
        connected = false;
        clearTimeout(retryTimer);
        clearInterval(heartbeat);
        const last = client;
        client = null;
        if (last) {
          last.removeAllListeners('end');
          await last.end().catch(() => {});
        }
      },
    };
    return listener;
  };
}
