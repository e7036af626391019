/**
 * The event bus (src/events, docs/instances.md) on both engines: typed delivery to every
 * subscriber, after commit only, unknown payloads ignored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import {
  EVENT_CHANNEL,
  publishEvent,
  startEventBus,
  type EventBus,
  type EventOf,
  type ServerEvent,
} from '../src/events/index.js';
import { openTestPglite, openTestPostgres } from './helpers.js';

/** Resolves with the next `count` events of `type` the bus delivers. */
function next<T extends ServerEvent['type']>(bus: EventBus, type: T, count = 1): Promise<EventOf<T>[]> {
  return new Promise((resolve) => {
    const seen: EventOf<T>[] = [];
    const off = bus.subscribe(type, (event) => {
      seen.push(event);
      if (seen.length === count) {
        off();
        resolve(seen);
      }
    });
  });
}

describe.each([
  { engine: 'PGlite', open: openTestPglite },
  { engine: 'PostgreSQL', open: openTestPostgres },
])('events on $engine', ({ open }) => {
  let database: Database;
  let first: EventBus;
  let second: EventBus;

  beforeAll(async () => {
    database = await open();
    await migrate(database);
    [first, second] = await Promise.all([startEventBus(database.listen), startEventBus(database.listen)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('delivers an event to every bus, the sender’s own included, typed', async () => {
    const heard = Promise.all([next(first, 'user.changed'), next(second, 'user.changed')]);
    await publishEvent(database.db, { type: 'user.changed', userId: 'u-1' });
    expect(await heard).toEqual([
      [{ type: 'user.changed', userId: 'u-1' }],
      [{ type: 'user.changed', userId: 'u-1' }],
    ]);
    expect(first.connected).toBe(true);
  });

  it('sends from a transaction only when it commits', async () => {
    const heard = next(first, 'badges.changed');
    await expect(
      database.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'badges.changed', clientId: 'rolled-back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction(async (tx) => {
      await publishEvent(tx, { type: 'badges.changed', clientId: 'committed' });
    });
    expect(await heard).toEqual([{ type: 'badges.changed', clientId: 'committed' }]);
  });

  it('ignores payloads that are not events, and unsubscribes', async () => {
    const heard = next(first, 'sessions.ended');
    const ignored: unknown[] = [];
    const off = second.subscribe('sessions.ended', (event) => ignored.push(event));
    off();
    for (const payload of ['not json', '{"type":"nope"}', '{"type":"sessions.ended","scope":{}}'])
      await database.db.execute(sql`SELECT pg_notify(${EVENT_CHANNEL}, ${payload})`);
    const event: ServerEvent = {
      type: 'sessions.ended',
      scope: { userId: 'u-2', exceptSessionHash: 'h' },
      reason: 'password-changed',
    };
    await publishEvent(database.db, event);
    expect(await heard).toEqual([event]);
    expect(ignored).toEqual([]);
  });
});
