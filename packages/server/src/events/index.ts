/**
 * Events between server instances, over PostgreSQL LISTEN/NOTIFY on one channel (with the embedded
 * PGlite the same code path runs in one process). No other service: the database that every
 * instance already shares carries them. docs/instances.md explains the design.
 *
 * API (everything a feature needs):
 *
 *   // Anywhere a write happens (a tRPC procedure, a route), after or inside its transaction:
 *   await publishEvent(ctx.db, { type: 'user.changed', userId });
 *   await publishEvent(tx, { type: 'badges.changed', clientId });   // sent when tx commits
 *
 *   // Ending sessions (deletes the rows AND closes sockets on every instance within a second):
 *   // use src/auth/endSessions.ts, not this module directly:
 *   await endSessionsOfUser(ctx.db, userId, { except: ctx.sessionHash });  // password change
 *   await endSessionsOfUser(ctx.db, userId);                              // user deactivated
 *   await endSessionsOfClient(ctx.db, clientId);                          // client deactivated
 *
 *   // Reacting (once per instance, at start-up: server.ts owns the bus):
 *   const off = bus.subscribe('badges.changed', (event) => cache.drop(event.clientId));
 *   bus.onReset(() => cache.clear());   // the listener reconnected: events may have been missed
 *
 * Every instance, the publishing one included, receives each event once, from the database, after
 * the publishing transaction committed. Handlers must be idempotent and cheap (they run on the
 * listener's connection callback; start async work without awaiting it). A payload is JSON of at
 * most a few hundred bytes (PostgreSQL's limit is 8000): name ids, never data.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';

/** The one LISTEN/NOTIFY channel (per database: test databases on one cluster do not hear each other). */
export const EVENT_CHANNEL = 'vognpark_events';

/** Whose sessions end: one session, every session of a user (but one), or of a client's users. */
export type SessionScope =
  { sessionHash: string } | { userId: string; exceptSessionHash?: string } | { clientId: string };

/** Why sessions end; sockets are closed with code 4001 and this as the reason. */
export type SessionEndReason = 'signed-out' | 'replaced' | 'password-changed' | 'deactivated';

/** What instances tell each other. Add a member here (and to `eventSchema`) for a new event. */
export type ServerEvent =
  /** Sessions ended (rows already deleted): drop them from the session cache, close their sockets. */
  | { type: 'sessions.ended'; scope: SessionScope; reason: SessionEndReason }
  /** A user's own data changed (language, name, role, avatar, client): cached copies are stale. */
  | { type: 'user.changed'; userId: string }
  /** A client's badge counts may have changed (null: every client's, e.g. an admin's bulk change). */
  | { type: 'badges.changed'; clientId: string | null }
  /**
   * Vehicles' last known positions changed (areas/map): open maps of the client read them. One
   * event names the vehicles a batch of positions moved (at most 150, within NOTIFY's 8000 bytes).
   */
  | { type: 'map.positions'; clientId: string; vehicleIds: string[] }
  /** A tracker device was revoked (areas/map): instances forget it (areas/map/deviceCache.ts). */
  | { type: 'map.device'; deviceId: string };

export type ServerEventType = ServerEvent['type'];
export type EventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

const id = z.string().min(1).max(200);
const eventSchema: z.ZodType<ServerEvent> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sessions.ended'),
    scope: z.union([
      z.object({ sessionHash: id }),
      z.object({ userId: id, exceptSessionHash: id.optional() }),
      z.object({ clientId: id }),
    ]),
    reason: z.enum(['signed-out', 'replaced', 'password-changed', 'deactivated']),
  }),
  z.object({ type: z.literal('user.changed'), userId: id }),
  z.object({ type: z.literal('badges.changed'), clientId: id.nullable() }),
  z.object({ type: z.literal('map.positions'), clientId: id, vehicleIds: z.array(id).min(1).max(150) }),
  z.object({ type: z.literal('map.device'), deviceId: id }),
]);

/** The query layer or a transaction of it: anything with `execute`. */
export type Executor = Pick<Db, 'execute'>;

/**
 * Tells every instance (this one included). Inside a transaction the notification is sent when it
 * commits and dropped when it rolls back, so nobody hears of a write that did not happen.
 */
export async function publishEvent(db: Executor, event: ServerEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Parses a notification's payload; null for anything that is not one of our events. */
export function parseEvent(payload: string): ServerEvent | null {
  try {
    const parsed = eventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A LISTEN connection as the bus needs it (db/database.ts makes one per engine). */
export interface NotificationListener {
  /** Whether LISTEN is in effect now (false between a lost connection and its replacement). */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification on the channel. */
  notify(payload: string): void;
  /** The connection was lost and is listening again: notifications may have been missed. */
  reset(): void;
  /** The connection was lost (it is being re-established). */
  lost?(error: unknown): void;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<NotificationListener>;

export interface EventBusOptions {
  /** Where lost connections and handler failures are reported. */
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** One instance's receiving end: typed subscriptions, and the reset after a lost connection. */
export interface EventBus {
  /** Calls `handler` for every event of `type`; returns the unsubscribe function. */
  subscribe<T extends ServerEventType>(type: T, handler: (event: EventOf<T>) => void): () => void;
  /**
   * Calls `handler` when the listener reconnected after a loss: whatever is cached from before may
   * be stale (an event may have been sent meanwhile) and must be treated as invalid.
   */
  onReset(handler: () => void): () => void;
  /** Whether events are being received now; caches must not trust themselves while it is false. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** Starts listening on EVENT_CHANNEL; rejects when the first LISTEN fails (the server does not start). */
export async function startEventBus(listen: Listen, options: EventBusOptions = {}): Promise<EventBus> {
  const handlers = new Map<ServerEventType, Set<(event: ServerEvent) => void>>();
  const resets = new Set<() => void>();
  const run = (fn: () => void, what: string) => {
    try {
      fn();
    } catch (error) {
      options.log?.error({ err: error, event: what }, 'event handler failed');
    }
  };
  const listener = await listen(EVENT_CHANNEL, {
    notify(payload) {
      const event = parseEvent(payload);
      if (!event) return options.log?.warn({ payload: payload.slice(0, 200) }, 'unknown event ignored');
      for (const handler of handlers.get(event.type) ?? []) run(() => handler(event), event.type);
    },
    reset() {
      options.log?.warn({}, 'event listener reconnected; caches invalidated');
      for (const handler of resets) run(handler, 'reset');
    },
    lost(error) {
      options.log?.warn({ err: error }, 'event listener lost its connection; reconnecting');
    },
  });
  return {
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const entry = handler as (event: ServerEvent) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    onReset(handler) {
      resets.add(handler);
      return () => void resets.delete(handler);
    },
    get connected() {
      return listener.connected;
    },
    close: () => listener.close(),
  };
}
