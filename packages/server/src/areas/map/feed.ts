/**
 * Live positions for open maps, per instance: the bus (src/events) says which vehicles moved, on
 * every instance, one event per batch of positions (batch.ts); each instance reads their last
 * positions in one query, for what arrived in the same turn of its event loop together, and hands
 * them to every open map of the client on it. Nothing is read for a client with no open map here.
 */
import { EventEmitter, on } from 'node:events';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../events/index.js';
import type { MapPosition } from './model.js';
import { lastPositions } from './positions.js';

export interface PositionFeed {
  /** The client's new positions until `signal` aborts. */
  follow(clientId: string, signal: AbortSignal | undefined): AsyncIterable<MapPosition>;
}

const feeds = new WeakMap<EventBus, PositionFeed>();

/** Vehicles read in one query. */
const READ_AT_ONCE = 500;

/** The one feed of an instance's bus (made on first use). */
export function positionFeed(db: Db, events: EventBus): PositionFeed {
  let feed = feeds.get(events);
  if (feed) return feed;
  const emitter = new EventEmitter();
  // One listener per open map; 500 maps of one client are expected, not a leak.
  emitter.setMaxListeners(0);
  // Moved vehicles per client, gathered until the events of this turn are all in.
  let moved = new Map<string, Set<string>>();
  let scheduled = false;
  const read = () => {
    scheduled = false;
    const now = moved;
    moved = new Map();
    for (const [clientId, vehicles] of now) {
      const ids = [...vehicles];
      for (let start = 0; start < ids.length; start += READ_AT_ONCE)
        lastPositions(db, clientId, ids.slice(start, start + READ_AT_ONCE)).then(
          (positions) => {
            for (const position of positions) emitter.emit(clientId, position);
          },
          () => {},
        );
    }
  };
  events.subscribe('map.positions', ({ clientId, vehicleIds }) => {
    if (emitter.listenerCount(clientId) === 0) return;
    let vehicles = moved.get(clientId);
    if (!vehicles) moved.set(clientId, (vehicles = new Set()));
    for (const vehicleId of vehicleIds) vehicles.add(vehicleId);
    if (!scheduled) {
      scheduled = true;
      setImmediate(read);
    }
  });
  feed = {
    async *follow(clientId, signal) {
      try {
        for await (const [position] of on(emitter, clientId, { signal })) yield position as MapPosition;
      } catch (error) {
        if ((error as { name?: string }).name !== 'AbortError') throw error;
      }
    },
  };
  feeds.set(events, feed);
  return feed;
}
