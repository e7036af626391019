/**
 * Positions: recording one (with its provenance), keeping each vehicle's last known position, the
 * depot it lies in, telling every instance, reading the map's overview, and forgetting positions
 * past their retention.
 */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { aliasedTable } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { publishEvent } from '../../events/index.js';
import type { Depot, MapOverview, MapPosition, MapVehicle, PositionSource } from './model.js';
import { depotAt, mapAttention } from './rules.js';
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
      type: 'map.positions',
      clientId: position.clientId,
      vehicleIds: [position.vehicleId],
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

/** Vehicles' last known positions (of the client; others' are not read), in one query. */
export async function lastPositions(db: Db, clientId: string, vehicleIds: string[]): Promise<MapPosition[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select(lastColumns)
    .from(vehicleLastPositions)
    .where(
      and(inArray(vehicleLastPositions.vehicleId, vehicleIds), eq(vehicleLastPositions.clientId, clientId)),
    );
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

/** What became of a tracker's position: stored, a replay (not newer than its last), its device is revoked, or within a private trip of its vehicle. */
export type TrackerOutcome = 'stored' | 'replayed' | 'revoked' | 'private';
