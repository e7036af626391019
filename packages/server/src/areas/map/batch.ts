/**
 * Tracker positions written in batches (docs/map.md, "Budgets"): each instance gathers the
 * positions that arrive within a short window (or while its previous batch is being written) and
 * writes them in one statement: the devices' claims and counts (accepted, replays, private trips),
 * the positions, each vehicle's last known one and the events for the open maps. A phone's request is answered once its batch has committed,
 * so an answered position is stored; closing the instance writes what is gathered first.
 *
 * The outcome of each position is what writing them one by one, in arrival order, would give: a
 * position not newer than its device's newest (stored, or earlier in the batch) is a replay; a
 * revoked device stores nothing; a vehicle's last known position is its newest. A position within
 * a private trip of its vehicle (timereg's trips of kind `private`, from start to end) is neither
 * stored nor published, and claims nothing: its outcome is `private`.
 */
import { sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/database.js';
import { EVENT_CHANNEL } from '../../events/index.js';
import type { NewPosition, TrackerOutcome } from './positions.js';
import { EARTH_RADIUS_M } from './rules.js';

/** Moved vehicles named in one `map.positions` event (36-character ids within NOTIFY's 8000 bytes). */
export const VEHICLES_PER_EVENT = 150;

export interface TrackerPosition {
  device: { id: string; clientId: string; vehicleId: string };
  position: Omit<NewPosition, 'clientId' | 'vehicleId' | 'source' | 'deviceId'>;
}

/** Writes the positions in one statement; answers each one's outcome, in order. */
export async function writeTrackerPositions(
  db: Db,
  items: readonly TrackerPosition[],
): Promise<TrackerOutcome[]> {
  if (items.length === 0) return [];
  const input = JSON.stringify(
    items.map(({ device, position }, ord) => ({
      ord,
      device_id: device.id,
      client_id: device.clientId,
      vehicle_id: device.vehicleId,
      recorded_at: position.recordedAt.toISOString(),
      lat: position.lat,
      lon: position.lon,
      accuracy_m: position.accuracyM ?? null,
      speed_kmh: position.speedKmh ?? null,
      heading_deg: position.headingDeg ?? null,
      altitude_m: position.altitudeM ?? null,
      battery_pct: position.batteryPct ?? null,
    })),
  );
  const radius = sql.raw(String(EARTH_RADIUS_M));
  // The devices by their ids (the primary key), not by a join on the input, which read every device.
  const deviceIds = `{${[...new Set(items.map((item) => item.device.id))].join(',')}}`;
  // A named prepared statement on PostgreSQL (database.ts queryPrepared): the text never changes.
  const rows = await queryPrepared<{ ord: number; outcome: TrackerOutcome; told: number }>(
    db,
    'vognpark_tracker_batch',
    sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(ord int, device_id uuid, client_id uuid,
        vehicle_id uuid, recorded_at timestamptz, lat double precision, lon double precision,
        accuracy_m real, speed_kmh real, heading_deg real, altitude_m real, battery_pct real)
    ), devices AS (
      -- Locked: a batch of another instance for the same phone waits, then reads its newest.
      -- Not revoked, its vehicle still its client's: what an instance remembers of a device
      -- (deviceCache.ts) is checked here, where it counts.
      SELECT id, last_recorded_at FROM tracker_devices t
      WHERE id = ANY(${deviceIds}::uuid[]) AND revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM vehicles v WHERE v.id = t.vehicle_id AND v.client_id = t.client_id)
      ORDER BY id
      FOR UPDATE
    ), flagged AS (
      -- Within a private trip of its vehicle (timereg's trip log, start to end): not stored.
      SELECT i.*, EXISTS (
        SELECT 1 FROM trips t
        WHERE t.vehicle_id = i.vehicle_id AND t.client_id = i.client_id AND t.kind = 'private'
          AND i.recorded_at BETWEEN t.start_at AND t.end_at
      ) AS private
      FROM input i
    ), ranked AS (
      SELECT i.*, d.id IS NOT NULL AS active, d.last_recorded_at,
        max(i.recorded_at) FILTER (WHERE NOT i.private) OVER (PARTITION BY i.device_id ORDER BY i.ord
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier
      FROM flagged i LEFT JOIN devices d ON d.id = i.device_id
    ), judged AS (
      SELECT r.*, active AND NOT private AND (last_recorded_at IS NULL OR recorded_at > last_recorded_at)
        AND (earlier IS NULL OR recorded_at > earlier) AS ok
      FROM ranked r
    ), accepted AS (
      SELECT * FROM judged WHERE ok
    ), claimed AS (
      -- Each device's newest, what it had accepted and refused (replays, private trips), seen now.
      UPDATE tracker_devices t
      SET last_recorded_at = coalesce(a.newest, t.last_recorded_at), last_seen_at = now(),
        accepted = t.accepted + a.n, refused_replayed = t.refused_replayed + a.replayed,
        refused_private = t.refused_private + a.private
      FROM (SELECT device_id, max(recorded_at) FILTER (WHERE ok) AS newest, count(*) FILTER (WHERE ok)::int AS n,
          count(*) FILTER (WHERE NOT ok AND NOT private)::int AS replayed,
          count(*) FILTER (WHERE private)::int AS private
        FROM judged WHERE active GROUP BY device_id) a
      WHERE t.id = a.device_id
      RETURNING t.id
    ), inserted AS (
      INSERT INTO vehicle_positions (client_id, vehicle_id, recorded_at, lat, lon, accuracy_m, speed_kmh,
        heading_deg, altitude_m, battery_pct, source, device_id)
      SELECT client_id, vehicle_id, recorded_at, lat, lon, accuracy_m, speed_kmh, heading_deg, altitude_m,
        battery_pct, 'tracker', device_id
      FROM accepted ORDER BY ord
      ON CONFLICT DO NOTHING
      RETURNING device_id, recorded_at
    ), newest AS (
      -- Each vehicle's newest of the batch; the depot it lies in (depotAt's rule, distanceM's sphere).
      SELECT DISTINCT ON (a.vehicle_id) a.*, (
        SELECT d.id FROM depots d
        WHERE d.client_id = a.client_id
          AND 2 * ${radius} * asin(least(1, sqrt(power(sin(radians(d.lat - a.lat) / 2), 2)
            + cos(radians(a.lat)) * cos(radians(d.lat)) * power(sin(radians(d.lon - a.lon) / 2), 2)))) <= d.radius_m
        ORDER BY 2 * ${radius} * asin(least(1, sqrt(power(sin(radians(d.lat - a.lat) / 2), 2)
            + cos(radians(a.lat)) * cos(radians(d.lat)) * power(sin(radians(d.lon - a.lon) / 2), 2)))),
          d.name, d.id
        LIMIT 1
      ) AS depot_id
      FROM accepted a
      ORDER BY a.vehicle_id, a.recorded_at DESC, a.ord DESC
    ), moved AS (
      INSERT INTO vehicle_last_positions (vehicle_id, client_id, recorded_at, lat, lon, accuracy_m, speed_kmh,
        heading_deg, source, depot_id)
      SELECT vehicle_id, client_id, recorded_at, lat, lon, accuracy_m, speed_kmh, heading_deg, 'tracker', depot_id
      FROM newest
      ON CONFLICT (vehicle_id) DO UPDATE SET client_id = excluded.client_id, recorded_at = excluded.recorded_at,
        lat = excluded.lat, lon = excluded.lon, accuracy_m = excluded.accuracy_m, speed_kmh = excluded.speed_kmh,
        heading_deg = excluded.heading_deg, source = excluded.source, depot_id = excluded.depot_id
      WHERE vehicle_last_positions.recorded_at <= excluded.recorded_at
      RETURNING vehicle_id, client_id
    ), told AS (
      -- One event per client and up to VEHICLES_PER_EVENT moved vehicles, not one per vehicle.
      SELECT pg_notify(${EVENT_CHANNEL},
        json_build_object('type', 'map.positions', 'clientId', client_id, 'vehicleIds', json_agg(vehicle_id))::text)
      FROM (SELECT client_id, vehicle_id,
          (row_number() OVER (PARTITION BY client_id ORDER BY vehicle_id) - 1) / ${sql.raw(String(VEHICLES_PER_EVENT))} AS part
        FROM moved) m
      GROUP BY client_id, part
    )
    SELECT r.ord,
      CASE WHEN NOT r.active THEN 'revoked'
        WHEN r.private THEN 'private'
        WHEN a.ord IS NOT NULL AND s.device_id IS NOT NULL THEN 'stored'
        ELSE 'replayed' END AS outcome,
      (SELECT count(*) FROM told)::int AS told,
      (SELECT count(*) FROM claimed)::int AS claimed
    FROM ranked r
      LEFT JOIN accepted a ON a.ord = r.ord
      LEFT JOIN inserted s ON s.device_id = a.device_id AND s.recorded_at = a.recorded_at
    ORDER BY r.ord`,
  );
  const outcomes: TrackerOutcome[] = items.map(() => 'replayed');
  for (const row of rows) outcomes[Number(row.ord)] = row.outcome;
  return outcomes;
}

interface Pending extends TrackerPosition {
  resolve: (outcome: TrackerOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * An instance's batcher: `submit` answers a position's outcome once its batch committed. A batch
 * is written `windowMs` after its first position, or at once when `maxBatch` are waiting; up to
 * `parallel` batches are written at once (on their own connections), never two with the same
 * device: a device's next positions wait for its batch, so each device's positions are written in
 * arrival order (as two instances' batches take turns on a device's locked row). What gathers
 * while every slot is busy is written as soon as one is free.
 */
export class TrackerBatcher {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The batches being written, and their devices. */
  private readonly writing = new Set<Promise<void>>();
  private readonly busy = new Set<string>();
  private closed = false;
  /** Batches written and positions in them, for the bench and the logs. */
  readonly stats = { batches: 0, positions: 0, largest: 0 };

  constructor(
    private readonly db: Db,
    private readonly windowMs = 5,
    private readonly maxBatch = 500,
    private readonly parallel = 2,
  ) {}

  submit(item: TrackerPosition): Promise<TrackerOutcome> {
    return new Promise((resolve, reject) => {
      this.pending.push({ ...item, resolve, reject });
      if (this.writing.size >= this.parallel) return;
      if (this.closed || this.pending.length >= this.maxBatch) this.start();
      else this.timer ??= setTimeout(() => this.start(), this.windowMs);
    });
  }

  /** Writes what is gathered and waits for it: nothing answered is lost when the instance stops. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.length > 0 || this.writing.size > 0) {
      this.start();
      if (this.writing.size > 0) await Promise.race(this.writing);
    }
  }

  /** Starts a batch of what waits, but positions of devices being written, if a slot is free. */
  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing.size >= this.parallel || this.pending.length === 0) return;
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    // Once a device's position waits, so do its later ones (the batch fills in arrival order).
    for (const item of this.pending)
      (batch.length < this.maxBatch && !this.busy.has(item.device.id) ? batch : rest).push(item);
    if (batch.length === 0) return;
    this.pending = rest;
    for (const item of batch) this.busy.add(item.device.id);
    this.stats.batches += 1;
    this.stats.positions += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    const writing: Promise<void> = writeTrackerPositions(this.db, batch)
      .then(
        (outcomes) => batch.forEach((item, index) => item.resolve(outcomes[index]!)),
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        this.writing.delete(writing);
        for (const item of batch) this.busy.delete(item.device.id);
        // Gathered while it was being written: the next batch at once.
        this.start();
      });
    this.writing.add(writing);
  }
}
