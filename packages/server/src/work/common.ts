/** Pieces the compliance, inspection and task repositories share. */
import { aliasedTable, and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, vehicles } from '../db/schema.js';
import { notFound } from './access.js';
import type { VehicleRef } from './model.js';

/** The vehicle columns of a work row (left-joined: null columns when there is none). */
export const vehicleRefColumns = {
  vehicleRefId: vehicles.id,
  vehicleRegistration: vehicles.registration,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
};

export function toVehicleRef(row: {
  vehicleRefId: string | null;
  vehicleRegistration: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
}): VehicleRef | null {
  return row.vehicleRefId
    ? {
        id: row.vehicleRefId,
        registration: row.vehicleRegistration ?? '',
        make: row.vehicleMake ?? '',
        model: row.vehicleModel ?? '',
      }
    : null;
}

export const personTable = (alias: string) => aliasedTable(users, alias);

/**
 * A vehicle of the client that is not sold, for a write that refers to it; NOT_FOUND otherwise
 * (another client's vehicle is indistinguishable from one that does not exist).
 */
export async function vehicleOfClient(
  db: Db,
  clientId: string,
  vehicleId: string,
  extra?: SQL,
): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold'), extra),
    );
  if (!row) throw notFound('vehicle');
  return row;
}

/**
 * Keeps `vehicles.next_due_date` (the register's "next due" sort) current: the soonest date of the
 * vehicle's obligations and of its inspections not completed; null when there is none.
 */
export async function refreshNextDue(db: Db, vehicleIds: (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(vehicleIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await db
    .update(vehicles)
    .set({
      nextDueDate: sql`(
        SELECT min(d) FROM (
          SELECT valid_until AS d FROM compliance_items c
            WHERE c.vehicle_id = ${vehicles.id} AND c.valid_until IS NOT NULL
          UNION ALL
          SELECT due_date FROM inspections i
            WHERE i.vehicle_id = ${vehicles.id} AND i.completed_at IS NULL
        ) dates)`,
    })
    .where(inArray(vehicles.id, ids));
}

/** Refreshes every vehicle's next due date at once (seeding). */
export async function refreshAllNextDue(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE vehicles v SET next_due_date = (
      SELECT min(d) FROM (
        SELECT valid_until AS d FROM compliance_items c WHERE c.vehicle_id = v.id AND c.valid_until IS NOT NULL
        UNION ALL
        SELECT due_date FROM inspections i WHERE i.vehicle_id = v.id AND i.completed_at IS NULL
      ) dates)`);
}

/** A changed-fields record: each field whose value differs, with old and new. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const [field, value] of Object.entries(after))
    if (value !== undefined && before[field] !== value)
      changes[field] = { old: before[field] ?? null, new: value };
  return changes;
}
