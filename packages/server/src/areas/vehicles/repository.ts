/**
 * Writing the vehicle register: writes that validate before touching anything, keep plates unique
 * per client and record history with the actor. docs/vehicles.md describes the behaviour; reading
 * is queries.ts; the tRPC router (areas/vehicles/router.ts) is a thin shell over both.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { users } from '../../db/schema.js';
import { vehicleHistory, vehicles } from './schema.js';
import { publishEvent } from '../../events/index.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { FieldError } from '../../errors.js';
import {
  isValidRegistration,
  isValidVin,
  maxModelYear,
  MIN_MODEL_YEAR,
  normaliseRegistration,
  normaliseVin,
} from './identifiers.js';
import type {
  PersonRef,
  Vehicle,
  VehicleChanges,
  VehicleFuel,
  VehicleHistoryAction,
  VehicleStatus,
  VehicleType,
} from './model.js';
import { defaultLicenceCategory, type LicenceCategory } from './licence.js';
import { getVehicle, notFound, type ReadScope } from './queries.js';
import { areas } from '../index.js';
import { copenhagenToday } from '../../due/rules.js';

/** Who writes: a manager of `clientId`. */
export interface Actor {
  userId: string;
  clientId: string;
}

export interface VehicleFields {
  registration: string;
  vin?: string | null;
  make: string;
  model: string;
  year?: number | null;
  type: VehicleType;
  fuel: VehicleFuel;
  /** Left out: true for a van (as before the register had the field), false otherwise. */
  yellowPlates?: boolean;
  /** Left out: the type's usual category (`defaultLicenceCategory`). */
  licenceCategory?: LicenceCategory;
  tankLitres?: number | null;
  batteryKwh?: number | null;
  status?: Exclude<VehicleStatus, 'sold'>;
  driverUserId?: string | null;
  odometerKm?: number;
  firstRegistrationDate?: string | null;
  notes?: string;
}

export interface VehicleUpdate extends Partial<Omit<VehicleFields, 'status'>> {
  status?: VehicleStatus;
  /** Allows an odometer reading lower than the stored one. */
  odometerCorrection?: boolean;
  /**
   * The version the edit was made from (`Vehicle.version`); another stored version refuses the
   * edit with `StaleVersion` (src/db/versions.ts) and changes nothing.
   */
  expectedVersion?: number;
}

function checkRegistration(raw: string): string {
  const registration = normaliseRegistration(raw);
  if (!isValidRegistration(registration)) throw new FieldError('registration', 'invalid');
  return registration;
}

function checkVin(raw: string | null | undefined): string | null {
  const vin = normaliseVin(raw);
  if (vin !== null && !isValidVin(vin)) throw new FieldError('vin', 'invalid');
  return vin;
}

function checkYear(year: number | null | undefined): number | null {
  if (year === null || year === undefined) return null;
  if (year < MIN_MODEL_YEAR || year > maxModelYear()) throw new FieldError('year', 'out_of_range');
  return year;
}

async function driverRef(db: Db, clientId: string, userId: string | null): Promise<PersonRef | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.contactName, surname: users.contactSurname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), inArray(users.role, ['manager', 'user'])));
  if (!row) throw new FieldError('driverUserId', 'not_found');
  return row;
}

async function assertPlateFree(db: Db, clientId: string, registration: string, exceptId: string | null) {
  const [taken] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, clientId),
        eq(vehicles.registration, registration),
        ne(vehicles.status, 'sold'),
        exceptId ? ne(vehicles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new FieldError('registration', 'duplicate');
}

async function recordHistory(
  db: Db,
  actor: Actor,
  entries: { vehicleId: string; action: VehicleHistoryAction; changes: VehicleChanges }[],
) {
  if (entries.length === 0) return;
  await db
    .insert(vehicleHistory)
    .values(entries.map((entry) => ({ ...entry, clientId: actor.clientId, actorUserId: actor.userId })));
  // A vehicle sold or taken out of use takes its obligations and inspections out of the badges.
  await publishEvent(db, { type: 'badges.changed', clientId: actor.clientId });
}

/**
 * Runs a write in one transaction; a unique violation that slipped past the checks (a race, or
 * several sold vehicles with one plate restored together) becomes a field error.
 */
function writing<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  duplicate: [field: string, code: string] = ['registration', 'duplicate'],
): Promise<T> {
  return inTransaction(db, fn, () => new FieldError(...duplicate));
}

const managerScope = (actor: Actor): ReadScope => ({ clientId: actor.clientId, driverUserId: null });

export async function createVehicle(db: Db, actor: Actor, input: VehicleFields): Promise<Vehicle> {
  const registration = checkRegistration(input.registration);
  const vin = checkVin(input.vin);
  const year = checkYear(input.year);
  return writing(db, async (tx) => {
    const driverPerson = await driverRef(tx, actor.clientId, input.driverUserId ?? null);
    await assertPlateFree(tx, actor.clientId, registration, null);
    const values = {
      registration,
      vin,
      make: input.make,
      model: input.model,
      year,
      type: input.type,
      fuel: input.fuel,
      yellowPlates: input.yellowPlates ?? input.type === 'van',
      licenceCategory: input.licenceCategory ?? defaultLicenceCategory(input.type),
      tankLitres: input.tankLitres ?? null,
      batteryKwh: input.batteryKwh ?? null,
      status: input.status ?? 'active',
      driverUserId: driverPerson?.id ?? null,
      odometerKm: input.odometerKm ?? 0,
      firstRegistrationDate: input.firstRegistrationDate ?? null,
      notes: input.notes ?? '',
    };
    const [row] = await tx
      .insert(vehicles)
      .values({ ...values, clientId: actor.clientId })
      .returning({ id: vehicles.id });
    const { driverUserId: _id, ...logged } = values;
    const changes: VehicleChanges = {};
    for (const [field, value] of Object.entries({ ...logged, driver: driverPerson }))
      changes[field] = { old: null, new: value };
    await recordHistory(tx, actor, [{ vehicleId: row!.id, action: 'created', changes }]);
    // The register's odometer starts the vehicle's odometer chain (docs/service.md).
    if (values.odometerKm > 0)
      for (const area of areas)
        await area.onRegisterOdometer?.(tx, actor, {
          vehicleId: row!.id,
          readOn: copenhagenToday(),
          odometerKm: values.odometerKm,
          correction: false,
        });
    return getVehicle(tx, managerScope(actor), row!.id);
  });
}

type Comparable = string | number | boolean | null;

export async function updateVehicle(
  db: Db,
  actor: Actor,
  id: string,
  input: VehicleUpdate,
): Promise<Vehicle> {
  const next: Partial<Record<string, Comparable>> = {};
  if (input.registration !== undefined) next.registration = checkRegistration(input.registration);
  if (input.vin !== undefined) next.vin = checkVin(input.vin);
  if (input.year !== undefined) next.year = checkYear(input.year);
  for (const field of [
    'make',
    'model',
    'type',
    'fuel',
    'yellowPlates',
    'licenceCategory',
    'tankLitres',
    'batteryKwh',
    'status',
    'odometerKm',
    'firstRegistrationDate',
    'notes',
  ] as const)
    if (input[field] !== undefined) next[field] = input[field] ?? null;
  return writing(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.id, id), eq(vehicles.clientId, actor.clientId)))
      .for('update');
    if (!current) throw notFound();
    await checkVersion(tx, current, input.expectedVersion);

    const changes: VehicleChanges = {};
    const set: Record<string, Comparable> = {};
    for (const [field, value] of Object.entries(next)) {
      const old = current[field as keyof typeof current] as Comparable;
      if (old !== value) {
        changes[field] = { old, new: value ?? null };
        set[field] = value ?? null;
      }
    }
    if (typeof set.odometerKm === 'number' && set.odometerKm < current.odometerKm) {
      if (!input.odometerCorrection) throw new FieldError('odometerKm', 'decreased');
      changes.odometerCorrection = { old: false, new: true };
    }
    if (input.driverUserId !== undefined && (input.driverUserId ?? null) !== current.driverUserId) {
      const [oldDriver, newDriver] = await Promise.all([
        current.driverUserId ? driverRefAny(tx, current.driverUserId) : null,
        driverRef(tx, actor.clientId, input.driverUserId ?? null),
      ]);
      set.driverUserId = newDriver?.id ?? null;
      changes.driver = { old: oldDriver, new: newDriver };
    }
    const status = (set.status ?? current.status) as VehicleStatus;
    const registration = (set.registration ?? current.registration) as string;
    if (status !== 'sold' && ('registration' in set || (current.status === 'sold' && 'status' in set)))
      await assertPlateFree(tx, actor.clientId, registration, id);

    if (Object.keys(set).length > 0) {
      const written = await tx
        .update(vehicles)
        .set({
          ...(set as Partial<typeof vehicles.$inferInsert>),
          ...nextVersion(actor.userId),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(vehicles.id, id),
            eq(vehicles.clientId, actor.clientId),
            eq(vehicles.version, current.version),
          ),
        )
        .returning({ id: vehicles.id });
      if (written.length === 0) throw await staleVersion(tx, current);
      await recordHistory(tx, actor, [{ vehicleId: id, action: 'updated', changes }]);
    }
    // A new odometer joins the chain, checked against its readings too (docs/service.md).
    if (typeof set.odometerKm === 'number')
      for (const area of areas)
        await area.onRegisterOdometer?.(tx, actor, {
          vehicleId: id,
          readOn: copenhagenToday(),
          odometerKm: set.odometerKm,
          correction: input.odometerCorrection ?? false,
        });
    return getVehicle(tx, managerScope(actor), id);
  });
}

/** A user's name for the history, whoever they belong to now. */
async function driverRefAny(db: Db, userId: string): Promise<PersonRef | null> {
  const [row] = await db
    .select({ id: users.id, name: users.contactName, surname: users.contactSurname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the status of several vehicles, all or nothing: every id must be the client's (else
 * NOT_FOUND and nothing changes). Answers how many vehicles actually changed.
 */
export async function bulkSetStatus(
  db: Db,
  actor: Actor,
  ids: string[],
  status: VehicleStatus,
  action: VehicleHistoryAction = 'status_changed',
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  return writing(
    db,
    async (tx) => {
      const rows = await tx
        .select({ id: vehicles.id, status: vehicles.status, registration: vehicles.registration })
        .from(vehicles)
        .where(and(inArray(vehicles.id, unique), eq(vehicles.clientId, actor.clientId)))
        .orderBy(asc(vehicles.id))
        .for('update');
      if (rows.length !== unique.length) throw notFound();
      const changing = rows.filter((row) => row.status !== status);
      if (changing.length === 0) return { updated: 0 };
      await tx
        .update(vehicles)
        .set({ status, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(
          inArray(
            vehicles.id,
            changing.map((row) => row.id),
          ),
        );
      await recordHistory(
        tx,
        actor,
        changing.map((row) => ({
          vehicleId: row.id,
          action,
          changes: { status: { old: row.status, new: status } },
        })),
      );
      return { updated: changing.length };
    },
    ['status', 'duplicate_registration'],
  );
}

/** Marks a vehicle sold (archived: hidden from the register unless asked for). */
export async function archiveVehicle(db: Db, actor: Actor, id: string): Promise<Vehicle> {
  await bulkSetStatus(db, actor, [id], 'sold', 'archived');
  return getVehicle(db, managerScope(actor), id);
}
