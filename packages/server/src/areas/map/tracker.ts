/**
 * The live trackers' endpoint: `GET|POST /api/tracker/<secret>` with the OsmAnd protocol's fields
 * (osmand.ts). Cheap before costly: the address's budget first, then the device (by its secret,
 * from memory: deviceCache.ts), its budget, the decoding, and only then the write: gathered with
 * the positions that arrive within a few milliseconds into one statement (the devices' claims and
 * counts, the positions, the last known positions, the events for the open maps: batch.ts),
 * answered once it committed.
 *
 * Answers, for the phone's queue (Traccar Client keeps a position until it gets 200):
 *   200  stored, or a replay of what is stored already, or within a private trip of the vehicle
 *        (timereg; refused and counted, never stored or published; the phone drops it)
 *   400  not a position (counted against the device; the phone keeps retrying, its owner sees it)
 *   401  no device has that secret, or it was revoked
 *   429  over the device's or the address's rate (the phone retries later)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrackerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../events/index.js';
import { Bucket } from '../../trpc/socketLimits.js';
import { countRefusal } from './devices.js';
import { TrackerDeviceCache } from './deviceCache.js';
import { decodeOsmAnd } from './osmand.js';
import { TrackerBatcher } from './batch.js';
import { purgeOldPositions } from './positions.js';

/** What this instance refused without a device to count it against. */
export interface TrackerStats {
  unknownSecret: number;
  addressRate: number;
}

export const TRACKER_PATH = '/api/tracker/';
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

class Buckets {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {}
  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= 50_000) for (const [k, b] of this.buckets) if (b.full) this.buckets.delete(k);
      bucket = new Bucket(this.rate, this.burst);
      this.buckets.set(key, bucket);
    }
    return bucket.take(1);
  }
}

/** Only plain string parameters count; a repeated one is read as its first value. */
function plainParams(...sources: unknown[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (key in params) continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') params[key] = first.slice(0, 200);
    }
  }
  return params;
}

export function registerTrackerRoutes(
  app: FastifyInstance,
  { db, config, events }: { db: Db; config: TrackerConfig; events: EventBus },
): TrackerStats {
  const stats: TrackerStats = { unknownSecret: 0, addressRate: 0 };
  const addresses = new Buckets(config.addressPerSecond, config.addressBurst);
  const devices = new Buckets(config.devicePerSecond, config.deviceBurst);
  const batcher = new TrackerBatcher(db, config.batchWindowMs);
  // Devices from memory; a revocation anywhere drops one, and nothing is trusted while events
  // cannot arrive (the batch refuses a revoked device in any case).
  const known = new TrackerDeviceCache({
    db,
    maxAgeMs: config.deviceCacheMs,
    trusted: () => events.connected,
  });
  const offRevoked = events.subscribe('map.device', ({ deviceId }) => known.invalidate(deviceId));
  const offReset = events.onReset(() => known.clear());
  app.addHook('onClose', async () => {
    offRevoked();
    offReset();
  });
  // Stopping: what is gathered is written (and answered) before the database goes.
  app.addHook('onClose', () => batcher.close());

  void app.register(async (scope) => {
    // A form body (some OsmAnd clients send the fields so); the app's JSON-only rule does not
    // apply here (http/security.ts leaves this path to its secret).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
    const handler = async (request: FastifyRequest<{ Params: { secret: string } }>, reply: FastifyReply) => {
      if (!addresses.take(request.ip)) {
        stats.addressRate += 1;
        return reply.code(429).send({ error: 'TOO_MANY_REQUESTS' });
      }
      const secret = request.params.secret;
      const device = SECRET.test(secret) ? await known.get(secret) : null;
      if (!device) {
        stats.unknownSecret += 1;
        return reply.code(401).send({ error: 'UNKNOWN_DEVICE' });
      }
      if (!devices.take(device.id)) {
        await countRefusal(db, device.id, 'refusedRate');
        return reply.code(429).send({ error: 'TOO_MANY_REQUESTS' });
      }
      const decoded = decodeOsmAnd(plainParams(request.query, request.body), new Date());
      if (!decoded.ok || decoded.position.identifier !== device.identifier) {
        await countRefusal(db, device.id, 'refusedBad');
        const reason = decoded.ok ? 'wrong_id' : decoded.reason;
        return reply.code(400).send({ error: 'BAD_POSITION', reason });
      }
      const { position } = decoded;
      const outcome = await batcher.submit({
        device,
        position: {
          recordedAt: position.recordedAt,
          lat: position.lat,
          lon: position.lon,
          accuracyM: position.accuracyM,
          speedKmh: position.speedKmh,
          headingDeg: position.headingDeg,
          altitudeM: position.altitudeM,
          batteryPct: position.batteryPct,
        },
      });
      // Revoked since it was read: refused like an unknown secret.
      if (outcome === 'revoked') {
        known.invalidate(device.id);
        return reply.code(401).send({ error: 'UNKNOWN_DEVICE' });
      }
      // Within a private trip of the vehicle: not stored, not published (200: the phone drops it).
      // This and a replay are counted against the device by the batch that found them.
      if (outcome === 'private') return reply.code(200).send({ stored: false, reason: 'private' });
      if (outcome === 'replayed') return reply.code(200).send({ stored: false, reason: 'replayed' });
      return reply.code(200).send({ stored: true });
    };
    // Its own budgets above: the app's per-address limit (600 a minute) would stop one depot's phones.
    const options = { config: { rateLimit: false } } as const;
    scope.get<{ Params: { secret: string } }>(`${TRACKER_PATH}:secret`, options, handler);
    scope.post<{ Params: { secret: string } }>(`${TRACKER_PATH}:secret`, options, handler);
  });

  // Retention: positions older than the configured days go, hourly (idempotent on every instance).
  const purge = () =>
    purgeOldPositions(db, config.retentionDays).catch((err: unknown) =>
      app.log.warn({ err }, 'position retention failed'),
    );
  const timer = setInterval(purge, 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return stats;
}
