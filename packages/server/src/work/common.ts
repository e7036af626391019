/** Pieces the compliance, inspection and task repositories share. */
import { aliasedTable, and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { vehicles } from '../areas/vehicles/schema.js';
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
