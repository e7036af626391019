/**
 * Pools and bookings (docs/sharing.md). The guarantee that two active bookings of one vehicle never
 * overlap is the database's (migrations/0013_sharing.sql, an exclusion constraint over the vehicle
 * and [start, end + buffer)): a booking is inserted and, when the constraint refuses it, the caller
 * gets `vehicleId: already_booked`. Nothing here reads-then-writes to decide an overlap, so it holds
 * with any number of server instances and any concurrency. The other rules (the pool's, the
 * vehicle's eligibility) are checked before the insert, each refusal on its field.
 */
import { type DomainError, FieldError, ForbiddenError } from '../../errors.js';
import {
  aliasedTable,
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryPrepared, queryRows } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { copenhagenToday } from '../../due/rules.js';
import { personRef } from '../vehicles/model.js';
import { licenceRefusal, type LicenceCategory } from '../vehicles/licence.js';
import { notFound, writing } from '../../work/access.js';
import { addReading } from '../service/odometer.js';
import { copenhagenTime, type TripKind } from '../timereg/rules.js';
import { addTrip } from '../timereg/trips.js';
import { vehicleOfClient } from '../../work/common.js';
import type { PhonePlace } from '../../validation/place.js';
import { vehicleSeen } from '../index.js';
import {
  ACTIVE_BOOKING_STATUSES,
  type Booking,
  type BookingRefusal,
  type BookingStatus,
  type Pool,
  type PoolBookers,
  type PoolUtilisation,
  type TimelineBooking,
  type VehicleBookings,
} from './model.js';
import { sharingBookings, sharingPools, sharingPoolVehicles } from './schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A booking may be checked out this long before it starts. */
const EARLY_CHECKOUT_MINUTES = 60;

export interface SharingActor {
  userId: string;
  clientId: string;
  manager: boolean;
}

/** Whether an error is the exclusion constraint's (PGlite and node-postgres, maybe wrapped by drizzle). */
export function isOverlapViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23P01') return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Eligibility

/** What eligibility is decided from, per vehicle (`refusalColumns`). */
interface RefusalRow {
  status: string;
  licence_category: LicenceCategory;
  syn: boolean;
  insurance: boolean;
  defect: boolean;
}

/**
 * The columns `refusalsOf` reads, for the vehicle `v` of a query of the client's vehicles: its
 * status and category, and whether syn or insurance run out before `until` (a Copenhagen date)
 * (one look each in compliance_items' (vehicle, kind) index) or a critical defect's task is not
 * done: membership of the client's vehicles with one, a set the database makes once per query and
 * hashes (searched per vehicle, the defects were scanned again for each of a pool's 200 free
 * vehicles).
 */
const refusalColumns = (clientId: string, until: string) =>
  sql`v.status, v.licence_category,
      EXISTS (SELECT 1 FROM compliance_items c WHERE c.vehicle_id = v.id
              AND c.kind = 'periodic_inspection' AND c.valid_until < ${until}::date) AS syn,
      EXISTS (SELECT 1 FROM compliance_items c WHERE c.vehicle_id = v.id
              AND c.kind = 'insurance' AND c.valid_until < ${until}::date) AS insurance,
      v.id IN (SELECT i.vehicle_id FROM inspection_defects d
                 JOIN inspections i ON i.id = d.inspection_id
                 LEFT JOIN tasks t ON t.id = d.task_id
                WHERE i.client_id = ${clientId} AND d.severity = 'critical'
                  AND (t.id IS NULL OR t.status <> 'done')) AS defect`;

/** Why a vehicle cannot be booked, from its `refusalColumns`; with `driver`, their licence too. */
function refusalsOf(row: RefusalRow, driver?: readonly LicenceCategory[]): BookingRefusal[] {
  const reasons: BookingRefusal[] = [];
  if (row.status === 'in_workshop') reasons.push('in_workshop');
  else if (row.status !== 'active') reasons.push('not_active');
  if (row.syn) reasons.push('syn_overdue');
  if (row.insurance) reasons.push('insurance_overdue');
  if (row.defect) reasons.push('unsafe_defect');
  const licence = driver ? licenceRefusal(driver, row.licence_category) : null;
  if (licence) reasons.push(licence);
  return reasons;
}

/**
 * Why each vehicle cannot be booked until `until` (a Copenhagen date): not active, in the
 * workshop, syn or insurance running out before it, a critical defect whose task is not done, and
 * with `driver` (the categories the driver holds), a licence that does not cover the vehicle's
 * category (`licenceRefusal`). Vehicles of other clients are not in the answer.
 */
export async function vehicleRefusals(
  db: Db,
  clientId: string,
  vehicleIds: string[],
  until: string,
  driver?: readonly LicenceCategory[],
): Promise<Map<string, BookingRefusal[]>> {
  const refusals = new Map<string, BookingRefusal[]>();
  if (vehicleIds.length === 0) return refusals;
  // One array parameter, not one a vehicle: the statement is the same for any number of them.
  const rows = await queryRows<RefusalRow & { id: string }>(
    db,
    sql`SELECT v.id, ${refusalColumns(clientId, until)}
        FROM vehicles v WHERE v.client_id = ${clientId} AND v.id = ANY(${sql.param(vehicleIds)}::uuid[])`,
  );
  for (const row of rows) refusals.set(row.id, refusalsOf(row, driver));
  return refusals;
}

// ---------------------------------------------------------------------------------------------
// Pools

type PoolRow = typeof sharingPools.$inferSelect;

/**
 * The client's pools with their vehicles and why each cannot be booked today; with `driverId` (a
 * driver asking for themselves), a vehicle their driving licence does not cover says so too, so
 * their list leaves it out. A manager's list is about the vehicles alone.
 */
export async function listPools(db: Db, clientId: string, driverId?: string): Promise<Pool[]> {
  const pools = await db
    .select()
    .from(sharingPools)
    .where(eq(sharingPools.clientId, clientId))
    .orderBy(asc(sharingPools.name));
  const members = await db
    .select({
      poolId: sharingPoolVehicles.poolId,
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      fuel: vehicles.fuel,
      odometerKm: vehicles.odometerKm,
    })
    .from(sharingPoolVehicles)
    .innerJoin(vehicles, eq(vehicles.id, sharingPoolVehicles.vehicleId))
    .where(eq(sharingPoolVehicles.clientId, clientId))
    .orderBy(asc(vehicles.registration));
  const driver = driverId
    ? await driverOf(db, { userId: driverId, clientId, manager: false }, driverId)
    : undefined;
  const refusals = await vehicleRefusals(
    db,
    clientId,
    members.map((m) => m.id),
    copenhagenToday(),
    driver?.licenceCategories,
  );
  return pools.map((pool) => ({
    ...poolRules(pool),
    vehicles: members
      .filter((m) => m.poolId === pool.id)
      .map(({ poolId: _poolId, ...vehicle }) => ({ ...vehicle, refusals: refusals.get(vehicle.id) ?? [] })),
  }));
}

const poolRules = (pool: PoolRow): Omit<Pool, 'vehicles'> => ({
  id: pool.id,
  name: pool.name,
  whoMayBook: pool.whoMayBook,
  maxHours: pool.maxHours,
  leadMinutes: pool.leadMinutes,
  bufferMinutes: pool.bufferMinutes,
  approvalOverHours: pool.approvalOverHours,
  noShowMinutes: pool.noShowMinutes,
  version: pool.version,
});

export interface PoolInput {
  id?: string | null;
  /** With `id`: the version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number;
  name: string;
  whoMayBook: PoolBookers;
  maxHours: number;
  leadMinutes: number;
  bufferMinutes: number;
  approvalOverHours: number | null;
  noShowMinutes: number | null;
  vehicleIds: string[];
}

/**
 * Creates or changes a pool and sets its vehicles (a vehicle moves from another pool of the
 * client). Field errors: `name: duplicate`; another client's vehicle or pool: NOT_FOUND.
 */
export async function savePool(db: Db, actor: SharingActor, input: PoolInput): Promise<Pool> {
  const id = await writing(db, async (tx) => {
    const found = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, actor.clientId), inArray(vehicles.id, input.vehicleIds)));
    if (found.length !== new Set(input.vehicleIds).size) throw notFound('vehicle');
    const values = {
      name: input.name,
      whoMayBook: input.whoMayBook,
      maxHours: input.maxHours,
      leadMinutes: input.leadMinutes,
      bufferMinutes: input.bufferMinutes,
      approvalOverHours: input.approvalOverHours,
      noShowMinutes: input.noShowMinutes,
    };
    const [same] = await tx
      .select({ id: sharingPools.id })
      .from(sharingPools)
      .where(
        and(
          eq(sharingPools.clientId, actor.clientId),
          sql`lower(${sharingPools.name}) = lower(${input.name})`,
        ),
      );
    if (same && same.id !== input.id) throw new FieldError('name', 'duplicate');
    let poolId: string;
    if (input.id) {
      const [current] = await tx
        .select()
        .from(sharingPools)
        .where(and(eq(sharingPools.id, input.id), eq(sharingPools.clientId, actor.clientId)))
        .for('update');
      if (!current) throw notFound('pool');
      await checkVersion(tx, current, input.expectedVersion);
      await tx
        .update(sharingPools)
        .set({ ...values, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(eq(sharingPools.id, current.id));
      poolId = current.id;
      await tx.delete(sharingPoolVehicles).where(eq(sharingPoolVehicles.poolId, poolId));
    } else {
      const [row] = await tx
        .insert(sharingPools)
        .values({ ...values, clientId: actor.clientId })
        .returning({ id: sharingPools.id });
      poolId = row!.id;
    }
    if (input.vehicleIds.length) {
      // The pools these vehicles leave changed too: a form of theirs opened before is refused.
      await tx
        .update(sharingPools)
        .set({ ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(
          inArray(
            sharingPools.id,
            tx
              .select({ id: sharingPoolVehicles.poolId })
              .from(sharingPoolVehicles)
              .where(
                and(
                  eq(sharingPoolVehicles.clientId, actor.clientId),
                  inArray(sharingPoolVehicles.vehicleId, input.vehicleIds),
                  sql`${sharingPoolVehicles.poolId} <> ${poolId}`,
                ),
              ),
          ),
        );
      await tx
        .insert(sharingPoolVehicles)
        .values(input.vehicleIds.map((vehicleId) => ({ vehicleId, poolId, clientId: actor.clientId })))
        .onConflictDoUpdate({ target: sharingPoolVehicles.vehicleId, set: { poolId } });
    }
    return poolId;
  });
  return (await listPools(db, actor.clientId)).find((pool) => pool.id === id)!;
}

// ---------------------------------------------------------------------------------------------
// Bookings

const driverTable = aliasedTable(users, 'driver');
const bookerTable = aliasedTable(users, 'booker');

interface BookingRow {
  booking: typeof sharingBookings.$inferSelect;
  vehicle: Booking['vehicle'];
  driver: Booking['driver'];
  booker: { id: string | null; name: string | null; surname: string | null } | null;
}

async function selectBookings(db: Db, where: SQL | undefined, limit = 2000): Promise<Booking[]> {
  // The row type is spelled out: drizzle infers `never` for a table beside two aliases of one table.
  const rows: BookingRow[] = await db
    .select({
      booking: getTableColumns(sharingBookings),
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
      driver: { id: driverTable.id, name: driverTable.contactName, surname: driverTable.contactSurname },
      booker: { id: bookerTable.id, name: bookerTable.contactName, surname: bookerTable.contactSurname },
    })
    .from(sharingBookings)
    .innerJoin(vehicles, eq(vehicles.id, sharingBookings.vehicleId))
    .innerJoin(driverTable, eq(driverTable.id, sharingBookings.driverUserId))
    .leftJoin(bookerTable, eq(bookerTable.id, sharingBookings.bookerUserId))
    .where(where)
    .orderBy(asc(sharingBookings.startsAt), asc(sharingBookings.id))
    .limit(limit)
    .then((result) => result as unknown as BookingRow[]);
  return rows.map(({ booking: b, vehicle, driver, booker }) => ({
    id: b.id,
    poolId: b.poolId,
    vehicle,
    driver,
    booker: personRef(booker?.id ?? null, booker?.name ?? null, booker?.surname ?? null),
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    blockedUntil: b.blockedUntil,
    purpose: b.purpose,
    status: b.status,
    checkedOutAt: b.checkedOutAt,
    checkoutOdometerKm: b.checkoutOdometerKm,
    checkoutLevel: b.checkoutLevel,
    damagesAcknowledged: b.damagesAcknowledged,
    returnedAt: b.returnedAt,
    checkinOdometerKm: b.checkinOdometerKm,
    checkinLevel: b.checkinLevel,
    checkinNote: b.checkinNote,
    km:
      b.checkinOdometerKm !== null && b.checkoutOdometerKm !== null
        ? b.checkinOdometerKm - b.checkoutOdometerKm
        : null,
  }));
}

/** The client's bookings that meet [from, to) (the timeline), a pool's or all. */
export function listBookings(
  db: Db,
  clientId: string,
  input: { from: Date; to: Date; poolId?: string | null },
): Promise<Booking[]> {
  return selectBookings(
    db,
    and(
      eq(sharingBookings.clientId, clientId),
      lt(sharingBookings.startsAt, input.to),
      sql`${sharingBookings.endsAt} > ${input.from}`,
      input.poolId ? eq(sharingBookings.poolId, input.poolId) : undefined,
    ),
    // A month of 200 pool cars booked every day is 6,200: the timeline's budget (docs/sharing.md).
    10_000,
  );
}

/**
 * The client's active bookings that meet [from, to) as the timeline draws them: only what it shows
 * (a month of 200 cars is 6,200 bookings, about a third of `listBookings`' bytes, no dates to
 * revive), in start order.
 */
export async function listTimeline(
  db: Db,
  clientId: string,
  input: { from: Date; to: Date; poolId?: string | null },
): Promise<TimelineBooking[]> {
  const rows = await db
    .select({
      id: sharingBookings.id,
      vehicleId: sharingBookings.vehicleId,
      status: sharingBookings.status,
      startsAt: sharingBookings.startsAt,
      endsAt: sharingBookings.endsAt,
      name: driverTable.contactName,
      surname: driverTable.contactSurname,
    })
    .from(sharingBookings)
    .innerJoin(driverTable, eq(driverTable.id, sharingBookings.driverUserId))
    .where(
      and(
        eq(sharingBookings.clientId, clientId),
        lt(sharingBookings.startsAt, input.to),
        sql`${sharingBookings.endsAt} > ${input.from}`,
        notInArray(sharingBookings.status, ['cancelled', 'rejected']),
        input.poolId ? eq(sharingBookings.poolId, input.poolId) : undefined,
      ),
    )
    .orderBy(asc(sharingBookings.startsAt), asc(sharingBookings.id))
    .limit(10_000);
  return rows.map((r) => ({
    id: r.id,
    vehicleId: r.vehicleId,
    status: r.status as BookingStatus,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
    driver: { name: r.name ?? '', surname: r.surname ?? '' },
  }));
}

/** A driver's own bookings: running and coming ones, and those of the last 14 days. */
export function myBookings(db: Db, actor: SharingActor): Promise<Booking[]> {
  return selectBookings(
    db,
    and(
      eq(sharingBookings.clientId, actor.clientId),
      eq(sharingBookings.driverUserId, actor.userId),
      sql`(${sharingBookings.endsAt} > now() - interval '14 days' OR ${sharingBookings.status} = 'checked_out')`,
    ),
    200,
  );
}

/**
 * A vehicle's running and coming active bookings (its page), soonest first, and its pool (null: in
 * none). Another client's vehicle answers NOT_FOUND.
 */
export async function vehicleBookings(db: Db, clientId: string, vehicleId: string): Promise<VehicleBookings> {
  await vehicleOfClient(db, clientId, vehicleId);
  const [pool] = await db
    .select({ poolId: sharingPoolVehicles.poolId })
    .from(sharingPoolVehicles)
    .where(and(eq(sharingPoolVehicles.vehicleId, vehicleId), eq(sharingPoolVehicles.clientId, clientId)));
  const bookings = await selectBookings(
    db,
    and(
      eq(sharingBookings.clientId, clientId),
      eq(sharingBookings.vehicleId, vehicleId),
      inArray(sharingBookings.status, [...ACTIVE_BOOKING_STATUSES]),
      sql`${sharingBookings.endsAt} > now()`,
    ),
    100,
  );
  return { poolId: pool?.poolId ?? null, bookings };
}

/** Bookings waiting for a manager's approval, soonest first. */
export function listRequests(db: Db, clientId: string): Promise<Booking[]> {
  return selectBookings(
    db,
    and(eq(sharingBookings.clientId, clientId), eq(sharingBookings.status, 'requested')),
    500,
  );
}

async function bookingById(db: Db, actor: SharingActor, id: string): Promise<Booking> {
  const [booking] = await selectBookings(
    db,
    and(
      eq(sharingBookings.id, id),
      eq(sharingBookings.clientId, actor.clientId),
      actor.manager ? undefined : eq(sharingBookings.driverUserId, actor.userId),
    ),
    1,
  );
  if (!booking) throw notFound('booking');
  return booking;
}

export interface BookInput {
  /** A vehicle of a pool, or null with `poolId` for any free vehicle of that pool. */
  vehicleId?: string | null;
  poolId?: string | null;
  /** Someone else of the client (managers only); the actor by default. */
  driverId?: string | null;
  startsAt: Date;
  endsAt: Date;
  purpose?: string;
}

/**
 * The driver of a booking and the licence categories they hold: `driverId` (a person of the client,
 * else NOT_FOUND) or the actor. Only managers name someone else; the router and `book` check that.
 */
async function driverOf(
  db: Db,
  actor: SharingActor,
  driverId: string | null | undefined,
): Promise<{ id: string; licenceCategories: LicenceCategory[] }> {
  const [driver] = await db
    .select({ id: users.id, licenceCategories: users.licenceCategories })
    .from(users)
    .where(and(eq(users.id, driverId ?? actor.userId), eq(users.clientId, actor.clientId)));
  if (!driver) throw notFound('driver');
  return driver;
}

/**
 * Books a vehicle. The pool's rules and the vehicle's eligibility are refused on their fields
 * (`startsAt: in_past | too_soon`, `endsAt: too_long`, `vehicleId: managers_only | not_in_pool |
 * not_active | in_workshop | syn_overdue | insurance_overdue | unsafe_defect | licence_not_covered |
 * no_licence_recorded`, the last two for the driver's licence, whoever books); a booking that
 * overlaps another active one of the vehicle (buffers included) is refused by the database:
 * `vehicleId: already_booked` (`no_vehicle_free` when any vehicle of the pool would do and none
 * is free). Answers the booking: `confirmed`, or `requested` when the pool wants approval.
 */
export async function book(
  db: Db,
  actor: SharingActor,
  input: BookInput,
  now = new Date(),
): Promise<Booking> {
  const start = input.startsAt.getTime();
  const end = input.endsAt.getTime();
  if (end <= start) throw new FieldError('endsAt', 'before_start');
  if (start < now.getTime() - 5 * MINUTE) throw new FieldError('startsAt', 'in_past');
  if (!input.vehicleId && !input.poolId) throw new FieldError('vehicleId', 'required');

  // The pool: the vehicle's, or the one asked for.
  const [member] = input.vehicleId
    ? await db
        .select({ poolId: sharingPoolVehicles.poolId })
        .from(sharingPoolVehicles)
        .innerJoin(vehicles, eq(vehicles.id, sharingPoolVehicles.vehicleId))
        .where(and(eq(sharingPoolVehicles.vehicleId, input.vehicleId), eq(vehicles.clientId, actor.clientId)))
    : [];
  if (input.vehicleId && !member) {
    const [exists] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.clientId, actor.clientId)));
    if (!exists) throw notFound('vehicle');
    throw new FieldError('vehicleId', 'not_in_pool');
  }
  const poolId = member?.poolId ?? input.poolId!;
  if (input.vehicleId && input.poolId && input.poolId !== poolId)
    throw new FieldError('vehicleId', 'not_in_pool');
  const [pool] = await db
    .select()
    .from(sharingPools)
    .where(and(eq(sharingPools.id, poolId), eq(sharingPools.clientId, actor.clientId)));
  if (!pool) throw notFound('pool');

  if (pool.whoMayBook === 'managers' && !actor.manager) throw new FieldError('vehicleId', 'managers_only');
  if (!actor.manager && start < now.getTime() + pool.leadMinutes * MINUTE)
    throw new FieldError('startsAt', 'too_soon');
  const hours = (end - start) / HOUR;
  if (hours > pool.maxHours) throw new FieldError('endsAt', 'too_long');

  // The driver: the actor, or (for a manager) a person of the client.
  if (input.driverId && input.driverId !== actor.userId && !actor.manager)
    throw new ForbiddenError('Managers book for others');
  const driver = await driverOf(db, actor, input.driverId);
  const driverId = driver.id;

  // Eligibility until the booking's last day.
  const candidates = input.vehicleId
    ? [input.vehicleId]
    : (
        await db
          .select({ id: sharingPoolVehicles.vehicleId })
          .from(sharingPoolVehicles)
          .innerJoin(vehicles, eq(vehicles.id, sharingPoolVehicles.vehicleId))
          .where(eq(sharingPoolVehicles.poolId, pool.id))
          .orderBy(asc(vehicles.registration))
      ).map((row) => row.id);
  const refusals = await vehicleRefusals(
    db,
    actor.clientId,
    candidates,
    copenhagenToday(input.endsAt),
    driver.licenceCategories,
  );
  const eligible = candidates.filter((id) => (refusals.get(id) ?? ['not_active']).length === 0);
  if (input.vehicleId && eligible.length === 0)
    throw new FieldError('vehicleId', refusals.get(input.vehicleId)?.[0] ?? 'not_active');

  const approval = !actor.manager && pool.approvalOverHours !== null && hours > pool.approvalOverHours;
  const values = {
    clientId: actor.clientId,
    poolId: pool.id,
    bookerUserId: actor.userId,
    driverUserId: driverId,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    blockedUntil: new Date(end + pool.bufferMinutes * MINUTE),
    purpose: input.purpose ?? '',
    status: approval ? ('requested' as const) : ('confirmed' as const),
  };

  // A no-show past its time no longer holds the vehicle (the due pass runs only now and then).
  await cancelNoShows(db, now);
  // The database decides: each try is an insert the exclusion constraint may refuse.
  let id: string | null = null;
  for (const vehicleId of eligible) {
    try {
      const [row] = await db
        .insert(sharingBookings)
        .values({ ...values, vehicleId })
        .returning({ id: sharingBookings.id });
      id = row!.id;
      break;
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
    }
  }
  if (!id) throw new FieldError('vehicleId', input.vehicleId ? 'already_booked' : 'no_vehicle_free');
  return bookingById(db, { ...actor, manager: true }, id);
}

/** A manager confirms or rejects a requested booking. */
export async function decide(
  db: Db,
  actor: SharingActor,
  input: { id: string; approve: boolean },
): Promise<Booking> {
  const [row] = await db
    .update(sharingBookings)
    .set({
      status: input.approve ? 'confirmed' : 'rejected',
      decidedByUserId: actor.userId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sharingBookings.id, input.id),
        eq(sharingBookings.clientId, actor.clientId),
        eq(sharingBookings.status, 'requested'),
      ),
    )
    .returning({ id: sharingBookings.id });
  if (!row) throw await statusError(db, actor, input.id);
  return bookingById(db, actor, input.id);
}

/** The driver (or a manager) cancels a booking not yet checked out. */
export async function cancel(db: Db, actor: SharingActor, id: string): Promise<Booking> {
  const [row] = await db
    .update(sharingBookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(sharingBookings.id, id),
        eq(sharingBookings.clientId, actor.clientId),
        actor.manager ? undefined : eq(sharingBookings.driverUserId, actor.userId),
        inArray(sharingBookings.status, ['requested', 'confirmed']),
      ),
    )
    .returning({ id: sharingBookings.id });
  if (!row) throw await statusError(db, actor, id);
  return bookingById(db, actor, id);
}

/** NOT_FOUND for a booking the actor may not reach, else `status: <its status>`. */
async function statusError(db: Db, actor: SharingActor, id: string): Promise<DomainError> {
  const booking = await bookingById(db, actor, id).catch(() => null);
  return booking ? new FieldError('status', booking.status) : notFound('booking');
}

export interface CheckOutInput {
  id: string;
  odometerKm: number;
  level: number;
  damagesAcknowledged: boolean;
  /** Where the driver's phone was, when they chose to send it: a position of source `check_out`. */
  place?: PhonePlace;
}

/**
 * The driver takes the vehicle: from an hour before the start until the end. The odometer joins the
 * vehicle's chain (`odometerKm: decreased` when lower than its last reading); the known damages must
 * be acknowledged (`damagesAcknowledged: required`). Photos are the photos area's (docs/sharing.md).
 */
export async function checkOut(db: Db, actor: SharingActor, input: CheckOutInput, now = new Date()) {
  const booking = await bookingById(db, actor, input.id);
  if (booking.status !== 'confirmed') throw new FieldError('status', booking.status);
  if (now.getTime() < booking.startsAt.getTime() - EARLY_CHECKOUT_MINUTES * MINUTE)
    throw new FieldError('status', 'too_early');
  if (now.getTime() >= booking.endsAt.getTime()) throw new FieldError('status', 'ended');
  if (!input.damagesAcknowledged) throw new FieldError('damagesAcknowledged', 'required');
  await writing(db, async (tx) => {
    const reading = await addReading(tx, actor, {
      vehicleId: booking.vehicle.id,
      readOn: copenhagenToday(now),
      odometerKm: input.odometerKm,
      source: 'checkout',
    });
    const [row] = await tx
      .update(sharingBookings)
      .set({
        status: 'checked_out',
        checkedOutAt: now,
        checkoutOdometerKm: input.odometerKm,
        checkoutLevel: input.level,
        damagesAcknowledged: true,
        checkoutReadingId: reading.id,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sharingBookings.id, input.id), eq(sharingBookings.status, 'confirmed')))
      .returning({ id: sharingBookings.id });
    if (!row) throw new FieldError('status', 'changed');
    if (input.place) await seenAt(tx, actor, booking.vehicle.id, input.place, 'check_out', now);
  });
  return bookingById(db, actor, input.id);
}

/** The phone's place at a check-out or check-in, as a position of the vehicle (the map). */
function seenAt(
  tx: Db,
  actor: SharingActor,
  vehicleId: string,
  place: PhonePlace,
  source: 'check_out' | 'check_in',
  now: Date,
) {
  return vehicleSeen(tx, {
    clientId: actor.clientId,
    vehicleId,
    at: now,
    lat: place.lat,
    lon: place.lon,
    accuracyM: place.accuracyM ?? null,
    source,
  });
}

export interface CheckInInput {
  id: string;
  odometerKm: number;
  level: number;
  note?: string;
  /** Record the trip in the kørebog (timereg): where from and to, why, business or private. */
  trip?: { from: string; to: string; purpose?: string; kind: TripKind };
  /** Where the driver's phone was, when they chose to send it: a position of source `check_in`. */
  place?: PhonePlace;
}

/** The kørebog's field of a refusal as the check-in form names it. */
function checkInField(field: string): string {
  if (field === 'odometerStart' || field === 'odometerEnd') return 'odometerKm';
  return `trip${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/**
 * The driver returns the vehicle: the odometer (`odometerKm: below_checkout` when lower than at
 * check-out) joins the chain, the booking is returned and no longer holds the vehicle.
 */
export async function checkIn(db: Db, actor: SharingActor, input: CheckInInput, now = new Date()) {
  const booking = await bookingById(db, actor, input.id);
  if (booking.status !== 'checked_out') throw new FieldError('status', booking.status);
  if (input.odometerKm < (booking.checkoutOdometerKm ?? 0))
    throw new FieldError('odometerKm', 'below_checkout');
  await writing(db, async (tx) => {
    // The trip first: its start is the check-out's reading and its end this one, so the chain
    // stays in order; the trip's date and start are the check-out's, its end now.
    if (input.trip && booking.checkedOutAt) {
      try {
        await addTrip(tx, actor, {
          driverId: actor.manager ? booking.driver.id : null,
          vehicleId: booking.vehicle.id,
          date: copenhagenToday(booking.checkedOutAt),
          start: copenhagenTime(booking.checkedOutAt.getTime()),
          end: copenhagenTime(now.getTime()),
          from: input.trip.from,
          to: input.trip.to,
          purpose: input.trip.purpose,
          kind: input.trip.kind,
          odometerStart: booking.checkoutOdometerKm ?? input.odometerKm,
          odometerEnd: input.odometerKm,
        });
      } catch (error) {
        if (error instanceof FieldError) throw new FieldError(checkInField(error.field), error.code);
        throw error;
      }
    }
    const reading = await addReading(tx, actor, {
      vehicleId: booking.vehicle.id,
      readOn: copenhagenToday(now),
      odometerKm: input.odometerKm,
      source: 'checkout',
    });
    const [row] = await tx
      .update(sharingBookings)
      .set({
        status: 'returned',
        returnedAt: now,
        checkinOdometerKm: input.odometerKm,
        checkinLevel: input.level,
        checkinNote: input.note ?? '',
        checkinReadingId: reading.id,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sharingBookings.id, input.id), eq(sharingBookings.status, 'checked_out')))
      .returning({ id: sharingBookings.id });
    if (!row) throw new FieldError('status', 'changed');
    if (input.place) await seenAt(tx, actor, booking.vehicle.id, input.place, 'check_in', now);
  });
  return bookingById(db, actor, input.id);
}

/**
 * Confirmed bookings not checked out within their pool's no-show time are cancelled as no-shows,
 * freeing the vehicle. One UPDATE: instances running it at once change each booking once.
 */
export async function cancelNoShows(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE sharing_bookings b SET status = 'no_show', cancelled_at = ${now}, updated_at = now()
        FROM sharing_pools p
        WHERE p.id = b.pool_id AND b.status = 'confirmed' AND p.no_show_minutes IS NOT NULL
          AND b.starts_at + make_interval(mins => p.no_show_minutes) < ${now}
        RETURNING b.id`,
  );
  return rows.length;
}

/**
 * Utilisation per pool vehicle in a month (`YYYY-MM`): hours of its confirmed, running and returned
 * bookings within the month, of the month's hours.
 */
export async function utilisation(db: Db, clientId: string, month: string): Promise<PoolUtilisation[]> {
  const from = new Date(`${month}-01T00:00:00Z`);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + 1);
  const rows = await queryRows<{
    id: string;
    registration: string;
    make: string;
    model: string;
    booked: string | number | null;
  }>(
    db,
    sql`SELECT v.id, v.registration, v.make, v.model,
          (SELECT sum(extract(epoch FROM least(b.ends_at, ${to}) - greatest(b.starts_at, ${from})))
             FROM sharing_bookings b
            WHERE b.vehicle_id = v.id AND b.status IN ('confirmed', 'checked_out', 'returned')
              AND b.starts_at < ${to} AND b.ends_at > ${from}) AS booked
        FROM sharing_pool_vehicles pv JOIN vehicles v ON v.id = pv.vehicle_id
        WHERE pv.client_id = ${clientId}
        ORDER BY v.registration`,
  );
  const hours = (to.getTime() - from.getTime()) / HOUR;
  return rows.map((row) => ({
    vehicle: { id: row.id, registration: row.registration, make: row.make, model: row.model },
    bookedHours: Math.round(Number(row.booked ?? 0) / 3600),
    hours,
  }));
}

/**
 * The query of `freeVehicles`: the pool's row (none: not found) with its free vehicles and their
 * eligibility columns (a row of nulls: none free). Exported for the bench, which explains it.
 */
export function freeVehiclesQuery(
  clientId: string,
  input: { poolId: string; from: Date; to: Date; driverId?: string | null },
): SQL {
  return sql`SELECT p.id AS pool_id, d.found AS driver_found, d.licence_categories AS driver_licences, f.*
        FROM sharing_pools p
        LEFT JOIN LATERAL (
          SELECT true AS found, u.licence_categories FROM users u
           WHERE u.id = ${input.driverId ?? null}::uuid AND u.client_id = ${clientId}) d ON true
        LEFT JOIN LATERAL (
          SELECT v.id, v.registration, v.make, v.model, ${refusalColumns(clientId, copenhagenToday(input.to))}
            FROM sharing_pool_vehicles pv
            CROSS JOIN LATERAL (
              SELECT v.id, v.registration, v.make, v.model, v.status, v.licence_category
                FROM vehicles v WHERE v.id = pv.vehicle_id OFFSET 0) v
           WHERE pv.pool_id = p.id AND pv.client_id = ${clientId}
             AND NOT EXISTS (
               SELECT 1 FROM (
                 SELECT b.blocked_until FROM sharing_bookings b
                  WHERE b.vehicle_id = pv.vehicle_id
                    AND b.status IN ('requested', 'confirmed', 'checked_out')
                    AND b.starts_at < ${input.to}::timestamptz + make_interval(mins => p.buffer_minutes)
                  ORDER BY b.starts_at DESC LIMIT 1) latest
                WHERE latest.blocked_until > ${input.from}::timestamptz)) f ON true
       WHERE p.id = ${input.poolId} AND p.client_id = ${clientId}
       ORDER BY f.registration`;
}

/**
 * The vehicles of a pool that can be booked for [from, to) as far as bookings go: no active booking
 * (its buffer included) meets the range plus the pool's buffer, the same test as the database's
 * exclusion constraint, so a booking of one of them is refused only if someone books it first.
 * By registration; each with its eligibility refusals until `to`'s day for the driver (the actor,
 * or for a manager `driverId`): a car the driver's licence does not cover says so (empty: bookable).
 * Another client's pool or driver answers NOT_FOUND.
 */
export async function freeVehicles(
  db: Db,
  actor: SharingActor,
  input: { poolId: string; from: Date; to: Date; driverId?: string | null },
): Promise<{ id: string; registration: string; make: string; model: string; refusals: BookingRefusal[] }[]> {
  const { clientId } = actor;
  // A vehicle is busy when an active booking's [starts_at, blocked_until) meets [from, to + the
  // pool's buffer). The exclusion constraint keeps one vehicle's active bookings apart, so only
  // the last one to start before the window's end can reach into it: one step back per vehicle in
  // sharing_bookings_vehicle_active_idx (migrations/0051), from the index alone; the same answer
  // as testing the constraint's range against every booking (sharing.test.ts checks the two
  // agree). The vehicles are joined by key after the pool's free ones are known (OFFSET 0 keeps
  // the planner from scanning every vehicle of the database for them), with what decides their
  // eligibility. The pool and the driver are in the same query (no row: no pool; no driver found:
  // not the client's), a row of nulls when none is free: one statement, not three. On PostgreSQL a
  // named prepared statement: planned once a connection, not at every call.
  const answer = await queryPrepared<
    RefusalRow & {
      pool_id: string;
      driver_found: boolean | null;
      driver_licences: LicenceCategory[] | null;
      id: string | null;
      registration: string;
      make: string;
      model: string;
    }
  >(
    db,
    'vognpark_sharing_free',
    freeVehiclesQuery(clientId, { ...input, driverId: input.driverId ?? actor.userId }),
  );
  if (answer.length === 0) throw notFound('pool');
  if (!answer[0]!.driver_found) throw notFound('driver');
  const driver = { licenceCategories: answer[0]!.driver_licences ?? [] };
  const rows = answer.filter((row) => row.id !== null);
  return rows.map((row) => ({
    id: row.id!,
    registration: row.registration,
    make: row.make,
    model: row.model,
    refusals: refusalsOf(row, driver.licenceCategories),
  }));
}
