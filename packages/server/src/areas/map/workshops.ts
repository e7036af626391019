/**
 * Partner workshops on the map (docs/map.md, "Partner workshops"): the client's workshops that
 * have a place (the partners area's organisations, migrations/0033_partner_places.sql), and the
 * nearest preferred one to a vehicle's last known position. PostgreSQL finds the nearest: a
 * haversine ORDER BY over the client's few workshops (no extension: earthdistance is not a trusted
 * extension, so an operator's database would need a superuser to create it).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { notFound } from '../../work/access.js';
import { organisations } from '../partners/schema.js';
import type { MapWorkshop, NearestWorkshop } from './model.js';
import { EARTH_RADIUS_M } from './rules.js';
import { vehicleLastPositions } from './schema.js';

const isWorkshop = sql`${organisations.partnerRoles} @> '["workshop"]'::jsonb`;

/** The client's workshops in use (active or preferred) that have a place, by name. */
export async function listWorkshops(db: Db, clientId: string): Promise<MapWorkshop[]> {
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      lat: organisations.lat,
      lon: organisations.lon,
      status: organisations.status,
    })
    .from(organisations)
    .where(
      and(
        eq(organisations.clientId, clientId),
        isWorkshop,
        inArray(organisations.status, ['active', 'preferred']),
        isNotNull(organisations.lat),
      ),
    )
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id));
  return rows.map(({ status, lat, lon, ...row }) => ({
    ...row,
    lat: lat!,
    lon: lon!,
    preferred: status === 'preferred',
  }));
}

/**
 * The preferred workshop nearest the vehicle's last known position, with the great-circle
 * distance; null when the vehicle has no position or the client no preferred workshop with a
 * place. Another client's vehicle answers NOT_FOUND.
 */
export async function nearestPreferredWorkshop(
  db: Db,
  clientId: string,
  vehicleId: string,
): Promise<NearestWorkshop | null> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId)));
  if (!vehicle) throw notFound('vehicle');
  const p = vehicleLastPositions;
  const o = organisations;
  const distance = sql<number>`2 * ${sql.raw(String(EARTH_RADIUS_M))} * asin(least(1, sqrt(
      power(sin(radians(${o.lat} - ${p.lat}) / 2), 2)
      + cos(radians(${p.lat})) * cos(radians(${o.lat})) * power(sin(radians(${o.lon} - ${p.lon}) / 2), 2))))`;
  const [nearest] = await db
    .select({ id: o.id, name: o.name, lat: o.lat, lon: o.lon, distanceM: distance })
    .from(p)
    .innerJoin(o, eq(o.clientId, p.clientId))
    .where(
      and(
        eq(p.vehicleId, vehicleId),
        eq(p.clientId, clientId),
        eq(o.status, 'preferred'),
        isWorkshop,
        isNotNull(o.lat),
      ),
    )
    .orderBy(distance, asc(o.id))
    .limit(1);
  if (!nearest) return null;
  return {
    id: nearest.id,
    name: nearest.name,
    lat: nearest.lat!,
    lon: nearest.lon!,
    distanceM: Math.round(Number(nearest.distanceM)),
  };
}
