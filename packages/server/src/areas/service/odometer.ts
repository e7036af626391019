/**
 * The odometer chain (docs/service.md, "One odometer chain"): every reading of a vehicle in one
 * table, whoever made it: the register's edits, service entries, a manager's or driver's reading,
 * and later expenses, trips and check-outs. A reading lower than the one before it (or higher than
 * one after it) is refused on its field unless it is a correction; the vehicle's odometer and
 * engine hours follow the chain's latest reading.
 */
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { FieldError } from '../../errors.js';
import { notFound } from '../../work/access.js';
import type { OdometerSource } from './model.js';
import { odometerReadings } from './schema.js';

export interface ReadingInput {
  vehicleId: string;
  readOn: string;
  odometerKm: number;
  engineHours?: number | null;
  source: OdometerSource;
  /** Allows a reading lower than the one before it (a wrong reading is being put right). */
  correction?: boolean;
  serviceEntryId?: string | null;
}

export interface ReadingOptions {
  /** The input fields errors are reported on. */
  fields?: { odometerKm: string; engineHours: string };
}

/**
 * Adds a reading inside the caller's transaction (the vehicle row is locked, so two readings of
 * one vehicle are checked one after the other). The vehicle must be the client's (NOT_FOUND).
 * Field errors: `odometerKm: decreased` (lower than the reading before it), `above_later` (higher
 * than a reading after it, for a back-dated one); the same for `engineHours`.
 */
export async function addReading(
  tx: Db,
  actor: { clientId: string; userId: string | null },
  input: ReadingInput,
  options: ReadingOptions = {},
): Promise<{ id: number }> {
  const fields = options.fields ?? { odometerKm: 'odometerKm', engineHours: 'engineHours' };
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.clientId, actor.clientId)))
    .for('update');
  if (!vehicle) throw notFound('vehicle');
  const engineHours = input.engineHours ?? null;
  if (!input.correction) {
    const chain = eq(odometerReadings.vehicleId, input.vehicleId);
    // One after the other: a transaction's queries share one connection.
    const [before] = await tx
      .select()
      .from(odometerReadings)
      .where(and(chain, lte(odometerReadings.readOn, input.readOn)))
      .orderBy(desc(odometerReadings.readOn), desc(odometerReadings.id))
      .limit(1);
    const [after] = await tx
      .select()
      .from(odometerReadings)
      .where(and(chain, gt(odometerReadings.readOn, input.readOn)))
      .orderBy(asc(odometerReadings.readOn), asc(odometerReadings.id))
      .limit(1);
    if (before && input.odometerKm < before.odometerKm) throw new FieldError(fields.odometerKm, 'decreased');
    if (after && input.odometerKm > after.odometerKm) throw new FieldError(fields.odometerKm, 'above_later');
    if (engineHours !== null && before?.engineHours != null && engineHours < before.engineHours)
      throw new FieldError(fields.engineHours, 'decreased');
    if (engineHours !== null && after?.engineHours != null && engineHours > after.engineHours)
      throw new FieldError(fields.engineHours, 'above_later');
  }
  const [row] = await tx
    .insert(odometerReadings)
    .values({
      clientId: actor.clientId,
      vehicleId: input.vehicleId,
      readOn: input.readOn,
      odometerKm: input.odometerKm,
      engineHours,
      source: input.source,
      correction: input.correction ?? false,
      serviceEntryId: input.serviceEntryId ?? null,
      actorUserId: actor.userId,
    })
    .returning({ id: odometerReadings.id });
  await syncVehicleOdometer(tx, input.vehicleId);
  return row!;
}

/** Sets the vehicle's odometer and engine hours to the chain's latest readings. */
export async function syncVehicleOdometer(tx: Db, vehicleId: string): Promise<void> {
  const latest = (withHours: boolean) =>
    tx
      .select({ km: odometerReadings.odometerKm, hours: odometerReadings.engineHours })
      .from(odometerReadings)
      .where(
        withHours
          ? and(eq(odometerReadings.vehicleId, vehicleId), gt(odometerReadings.engineHours, -1))
          : eq(odometerReadings.vehicleId, vehicleId),
      )
      .orderBy(desc(odometerReadings.readOn), desc(odometerReadings.id))
      .limit(1);
  const [km] = await latest(false);
  const [hours] = await latest(true);
  if (!km) return;
  await tx
    .update(vehicles)
    .set({ odometerKm: km.km, engineHours: hours?.hours ?? null })
    .where(eq(vehicles.id, vehicleId));
}

/** The vehicle's latest reading on the chain (by date, then the later recorded), null when none. */
export async function lastReading(db: Db, vehicleId: string): Promise<{ km: number; readOn: string } | null> {
  const [row] = await db
    .select({ km: odometerReadings.odometerKm, readOn: odometerReadings.readOn })
    .from(odometerReadings)
    .where(eq(odometerReadings.vehicleId, vehicleId))
    .orderBy(desc(odometerReadings.readOn), desc(odometerReadings.id))
    .limit(1);
  return row ?? null;
}
