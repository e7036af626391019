/**
 * Live positions for open maps, per instance: the bus (src/events) says which vehicle moved, on
 * every instance; each instance reads that vehicle's last position once and hands it to every open
 * map of the client on it. Nothing is read for a client with no open map here.
 */
import { EventEmitter, on } from 'node:events';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../events/index.js';
import type { MapPosition } from './model.js';
import { lastPosition } from './positions.js';

export interface PositionFeed {
  /** The client's new positions until `signal` aborts. */
  follow(clientId: string, signal: AbortSignal | undefined): AsyncIterable<MapPosition>;
}

const feeds = new WeakMap<EventBus, PositionFeed>();

/** The one feed of an instance's bus (made on first use). */
export function positionFeed(db: Db, events: EventBus): PositionFeed {
  let feed = feeds.get(events);
  if (feed) return feed;
  const emitter = new EventEmitter();
  // One listener per open map; 500 maps of one client are expected, not a leak.
  emitter.setMaxListeners(0);
  events.subscribe('map.position', ({ clientId, vehicleId }) => {
    if (emitter.listenerCount(clientId) === 0) return;
    lastPosition(db, clientId, vehicleId).then(
      (position) => {
        if (position) emitter.emit(clientId, position);
      },
      () => {},
    );
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
