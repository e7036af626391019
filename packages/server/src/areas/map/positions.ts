/**
 * Positions: recording one (with its provenance), keeping each vehicle's last known position, the
 * depot it lies in, telling every instance, reading the map's overview, and forgetting positions
 * past their retention.
 */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { aliasedTable } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { users, vehicles } from '../../db/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { EVENT_CHANNEL, publishEvent } from '../../events/index.js';
import type { Depot, MapOverview, MapPosition, MapVehicle, PositionSource } from './model.js';
import { depotAt, EARTH_RADIUS_M, mapAttention } from './rules.js';
import { depots, vehicleLastPositions, vehiclePositions } from './schema.js';
import { listWorkshops } from './workshops.js';

export interface NewPosition {
  clientId: string;
  vehicleId: string;
  recordedAt: Date;
  lat: number;
  lon: number;
  accuracyM?: number | null;
  speedKmh?: number | null;
  headingDeg?: number | null;
  altitudeM?: number | null;
  batteryPct?: number | null;
  source: PositionSource;
  deviceId?: string | null;
}

/** The client's depots, by name. */
export async function listDepots(db: Db, clientId: string): Promise<Depot[]> {
  return db
    .select({
      id: depots.id,
      name: depots.name,
      lat: depots.lat,
      lon: depots.lon,
      radiusM: depots.radiusM,
      version: depots.version,
    })
    .from(depots)
    .where(eq(depots.clientId, clientId))
    .orderBy(asc(depots.name), asc(depots.id))
    .limit(500);
}

/**
 * Stores a position (call inside a transaction). Answers false when the same device already sent
 * one for that instant (nothing stored). The vehicle's last known position moves only forward in
 * time; when it moves, every instance hears of it (after the transaction commits).
 */
export async function recordPosition(tx: Db, position: NewPosition): Promise<boolean> {
  const inserted = await tx
    .insert(vehiclePositions)
    .values({
      clientId: position.clientId,
      vehicleId: position.vehicleId,
      recordedAt: position.recordedAt,
      lat: position.lat,
      lon: position.lon,
      accuracyM: position.accuracyM ?? null,
      speedKmh: position.speedKmh ?? null,
      headingDeg: position.headingDeg ?? null,
      altitudeM: position.altitudeM ?? null,
      batteryPct: position.batteryPct ?? null,
      source: position.source,
      deviceId: position.deviceId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: vehiclePositions.id });
  if (inserted.length === 0) return false;
  const depot = depotAt(await listDepots(tx, position.clientId), position.lat, position.lon);
  const last = {
    clientId: position.clientId,
    recordedAt: position.recordedAt,
    lat: position.lat,
    lon: position.lon,
    accuracyM: position.accuracyM ?? null,
    speedKmh: position.speedKmh ?? null,
    headingDeg: position.headingDeg ?? null,
    source: position.source,
    depotId: depot?.id ?? null,
  };
  const moved = await tx
    .insert(vehicleLastPositions)
    .values({ vehicleId: position.vehicleId, ...last })
    .onConflictDoUpdate({
      target: vehicleLastPositions.vehicleId,
      set: last,
      setWhere: sql`${vehicleLastPositions.recordedAt} <= ${position.recordedAt}`,
    })
    .returning({ vehicleId: vehicleLastPositions.vehicleId });
  if (moved.length > 0)
    await publishEvent(tx, {
      type: 'map.position',
      clientId: position.clientId,
      vehicleId: position.vehicleId,
    });
  return true;
}

const lastColumns = {
  vehicleId: vehicleLastPositions.vehicleId,
  recordedAt: vehicleLastPositions.recordedAt,
  lat: vehicleLastPositions.lat,
  lon: vehicleLastPositions.lon,
  accuracyM: vehicleLastPositions.accuracyM,
  speedKmh: vehicleLastPositions.speedKmh,
  headingDeg: vehicleLastPositions.headingDeg,
  source: vehicleLastPositions.source,
  depotId: vehicleLastPositions.depotId,
};

/** A vehicle's last known position (of the client), or null. */
export async function lastPosition(db: Db, clientId: string, vehicleId: string): Promise<MapPosition | null> {
  const [row] = await db
    .select(lastColumns)
    .from(vehicleLastPositions)
    .where(and(eq(vehicleLastPositions.vehicleId, vehicleId), eq(vehicleLastPositions.clientId, clientId)));
  return row ?? null;
}

const driver = aliasedTable(users, 'driver');

/** At most this many vehicles on one map (the register's largest fleets are far below it). */
export const MAP_VEHICLE_LIMIT = 5000;

/** Every vehicle of the client not sold, with its attention and last known position; the depots. */
export async function mapOverview(db: Db, clientId: string, today = copenhagenToday()): Promise<MapOverview> {
  const rows = await db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      type: vehicles.type,
      status: vehicles.status,
      fuel: vehicles.fuel,
      driverName: sql<
        string | null
      >`nullif(trim(${driver.contactName} || ' ' || ${driver.contactSurname}), '')`,
      nextDueDate: vehicles.nextDueDate,
      position: lastColumns,
    })
    .from(vehicles)
    .leftJoin(driver, eq(driver.id, vehicles.driverUserId))
    .leftJoin(vehicleLastPositions, eq(vehicleLastPositions.vehicleId, vehicles.id))
    .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
    .orderBy(asc(vehicles.registration), asc(vehicles.id))
    .limit(MAP_VEHICLE_LIMIT);
  const list: MapVehicle[] = rows.map(({ position, ...vehicle }) => ({
    ...vehicle,
    attention: mapAttention(vehicle.nextDueDate, today),
    position: position?.vehicleId ? position : null,
  }));
  return {
    vehicles: list,
    depots: await listDepots(db, clientId),
    workshops: await listWorkshops(db, clientId),
  };
}

/**
 * Deletes positions received more than `days` ago, in batches; a vehicle's last known position
 * lives on in vehicle_last_positions. Safe on several instances at once. Answers how many went.
 */
export async function purgeOldPositions(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: vehiclePositions.id })
      .from(vehiclePositions)
      .where(lt(vehiclePositions.receivedAt, before))
      .limit(5000);
    const deleted = await db
      .delete(vehiclePositions)
      .where(inArray(vehiclePositions.id, batch))
      .returning({ id: vehiclePositions.id });
    total += deleted.length;
    if (deleted.length < 5000) return total;
  }
}

/** What became of a tracker's position: stored, a replay (not newer than its last), or its device is revoked. */
export type TrackerOutcome = 'stored' | 'replayed' | 'revoked';

/**
 * A tracker's position in one statement (the endpoint's hot path: one round trip instead of a
 * transaction of six): the device's claim on its newest instant (a replay or a revoked device
 * stores nothing), the position, the vehicle's last known one (only forward in time) with the
 * depot it lies in (`depotAt`'s rule: the nearest whose circle holds it, distances as `distanceM`),
 * and the event that tells every instance, sent when the statement commits.
 */
export async function recordTrackerPosition(
  db: Db,
  device: { id: string; clientId: string; vehicleId: string },
  position: Omit<NewPosition, 'clientId' | 'vehicleId' | 'source' | 'deviceId'>,
): Promise<TrackerOutcome> {
  const at = position.recordedAt.toISOString();
  const real = (value: number | null | undefined) => sql`${value ?? null}::real`;
  const lat = sql`${position.lat}::double precision`;
  const lon = sql`${position.lon}::double precision`;
  // distanceM in SQL: the haversine on the same sphere.
  const distance = sql`2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${depots.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${depots.lat})) * power(sin(radians(${depots.lon} - ${lon}) / 2), 2))))`;
  const event = JSON.stringify({
    type: 'map.position',
    clientId: device.clientId,
    vehicleId: device.vehicleId,
  });
  const [row] = await queryRows<{ stored: number; active: boolean }>(
    db,
    sql`
    WITH claimed AS (
      UPDATE tracker_devices
      SET last_recorded_at = ${at}::timestamptz, last_seen_at = now(), accepted = accepted + 1
      WHERE id = ${device.id} AND revoked_at IS NULL
        AND (last_recorded_at IS NULL OR last_recorded_at < ${at}::timestamptz)
      RETURNING id
    ), inserted AS (
      INSERT INTO vehicle_positions (client_id, vehicle_id, recorded_at, lat, lon, accuracy_m, speed_kmh,
        heading_deg, altitude_m, battery_pct, source, device_id)
      SELECT ${device.clientId}::uuid, ${device.vehicleId}::uuid, ${at}::timestamptz, ${lat}, ${lon},
        ${real(position.accuracyM)}, ${real(position.speedKmh)}, ${real(position.headingDeg)},
        ${real(position.altitudeM)}, ${real(position.batteryPct)}, 'tracker', claimed.id
      FROM claimed
      ON CONFLICT DO NOTHING
      RETURNING id
    ), depot AS (
      SELECT ${depots.id} AS id FROM ${depots}
      WHERE ${depots.clientId} = ${device.clientId}::uuid AND ${distance} <= ${depots.radiusM}
      ORDER BY ${distance}, ${depots.name}, ${depots.id}
      LIMIT 1
    ), moved AS (
      INSERT INTO vehicle_last_positions (vehicle_id, client_id, recorded_at, lat, lon, accuracy_m, speed_kmh,
        heading_deg, source, depot_id)
      SELECT ${device.vehicleId}::uuid, ${device.clientId}::uuid, ${at}::timestamptz, ${lat}, ${lon},
        ${real(position.accuracyM)}, ${real(position.speedKmh)}, ${real(position.headingDeg)}, 'tracker',
        (SELECT id FROM depot)
      FROM inserted
      ON CONFLICT (vehicle_id) DO UPDATE SET client_id = excluded.client_id, recorded_at = excluded.recorded_at,
        lat = excluded.lat, lon = excluded.lon, accuracy_m = excluded.accuracy_m, speed_kmh = excluded.speed_kmh,
        heading_deg = excluded.heading_deg, source = excluded.source, depot_id = excluded.depot_id
      WHERE vehicle_last_positions.recorded_at <= excluded.recorded_at
      RETURNING vehicle_id
    ), told AS (
      SELECT pg_notify(${EVENT_CHANNEL}, ${event}) FROM moved
    )
    SELECT (SELECT count(*) FROM inserted)::int AS stored, (SELECT count(*) FROM told)::int AS told,
      EXISTS (SELECT 1 FROM tracker_devices WHERE id = ${device.id} AND revoked_at IS NULL) AS active`,
  );
  if (row && row.stored > 0) return 'stored';
  return row?.active ? 'replayed' : 'revoked';
}
