/**
 * The kørebog (docs/timereg.md): trips with the fields SKAT asks for, each adding its odometer start
 * and end to the vehicle's chain (a reading lower than the chain's last is refused on its field),
 * status draft → submitted → approved; day passes for vans on yellow plates (the register's
 * `yellowPlates` field); the mileage-allowance rates per year. A manager sees only the km of
 * another person's private trip.
 */
import { FieldError, ForbiddenError } from '../../errors.js';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { isUniqueViolation, notFound, writing } from '../../work/access.js';
import { addReading } from '../service/odometer.js';
import { driverOf, periodInstants, type TimeregActor } from './days.js';
import type { MileageRate, Trip, TripMonth } from './model.js';
import { copenhagenTime, odometerFlags, tripKm, yellowPlateFlags, type TripKind } from './rules.js';
import { clientMileageRates, dayPasses, mileageRates, trips } from './schema.js';

export interface TripFields {
  driverId?: string | null;
  vehicleId: string;
  date: string;
  start: string;
  end: string;
  from: string;
  to: string;
  purpose?: string;
  kind: TripKind;
  odometerStart: number;
  odometerEnd: number;
  /** Submit at once (the driver's one tap), else a draft. */
  submit?: boolean;
  /** The start reading is lower than the chain's last on purpose (a wrong reading put right). */
  odometerCorrection?: boolean;
}

async function clientVehicle(db: Db, clientId: string, vehicleId: string) {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId)));
  if (!vehicle) throw notFound('vehicle');
}

/**
 * Records a trip and its two readings in one transaction. Field errors: `date: in_future`,
 * `odometerEnd: below_start`, `odometerStart: decreased | above_later`, `odometerEnd: above_later`,
 * `purpose: required` (a business trip says why).
 */
export async function addTrip(db: Db, actor: TimeregActor, input: TripFields): Promise<Trip> {
  if (input.date > copenhagenToday()) throw new FieldError('date', 'in_future');
  if (input.odometerEnd < input.odometerStart) throw new FieldError('odometerEnd', 'below_start');
  if (input.kind === 'business' && !input.purpose?.trim()) throw new FieldError('purpose', 'required');
  const driver = await driverOf(db, actor, input.driverId);
  const { start, end } = periodInstants(input.date, input.start, input.end);
  const id = await writing(db, async (tx) => {
    await clientVehicle(tx, actor.clientId, input.vehicleId);
    const who = { clientId: actor.clientId, userId: actor.userId };
    const startReading = await addReading(
      tx,
      who,
      {
        vehicleId: input.vehicleId,
        readOn: input.date,
        odometerKm: input.odometerStart,
        source: 'trip',
        correction: input.odometerCorrection ?? false,
      },
      { fields: { odometerKm: 'odometerStart', engineHours: 'engineHours' } },
    );
    const endReading = await addReading(
      tx,
      who,
      { vehicleId: input.vehicleId, readOn: input.date, odometerKm: input.odometerEnd, source: 'trip' },
      { fields: { odometerKm: 'odometerEnd', engineHours: 'engineHours' } },
    );
    const [row] = await tx
      .insert(trips)
      .values({
        clientId: actor.clientId,
        vehicleId: input.vehicleId,
        driverUserId: driver.id,
        tripDate: input.date,
        startAt: new Date(start),
        endAt: new Date(end),
        fromPlace: input.from,
        toPlace: input.to,
        purpose: input.purpose ?? '',
        kind: input.kind,
        odometerStart: input.odometerStart,
        odometerEnd: input.odometerEnd,
        status: input.submit ? 'submitted' : 'draft',
        startReadingId: startReading.id,
        endReadingId: endReading.id,
        createdByUserId: actor.userId,
      })
      .returning({ id: trips.id });
    return row!.id;
  });
  const month = await tripMonth(db, actor, { month: input.date.slice(0, 7), driverId: driver.id });
  return month.trips.find((trip) => trip.id === id)!;
}

/** A draft of one's own (or, for a manager, of the client) is submitted. */
export async function submitTrip(db: Db, actor: TimeregActor, id: string): Promise<void> {
  const [row] = await db
    .update(trips)
    .set({ status: 'submitted', updatedAt: sql`now()` })
    .where(
      and(
        eq(trips.id, id),
        eq(trips.clientId, actor.clientId),
        actor.manager ? undefined : eq(trips.driverUserId, actor.userId),
        eq(trips.status, 'draft'),
      ),
    )
    .returning({ id: trips.id });
  if (!row) {
    const [exists] = await db
      .select({ status: trips.status, driver: trips.driverUserId })
      .from(trips)
      .where(and(eq(trips.id, id), eq(trips.clientId, actor.clientId)));
    if (!exists || (!actor.manager && exists.driver !== actor.userId)) throw notFound('trip');
    throw new FieldError('status', exists.status);
  }
}

/** A manager approves the submitted trips of a month (one driver's or all); answers how many. */
export async function approveTrips(
  db: Db,
  actor: TimeregActor,
  input: { month: string; driverId?: string | null },
) {
  if (!actor.manager) throw new ForbiddenError('Managers only');
  if (input.driverId) await driverOf(db, actor, input.driverId);
  const rows = await db
    .update(trips)
    .set({
      status: 'approved',
      approvedByUserId: actor.userId,
      approvedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(trips.clientId, actor.clientId),
        eq(trips.status, 'submitted'),
        gte(trips.tripDate, `${input.month}-01`),
        lt(trips.tripDate, nextMonth(input.month)),
        input.driverId ? eq(trips.driverUserId, input.driverId) : undefined,
      ),
    )
    .returning({ id: trips.id });
  return { approved: rows.length };
}

const nextMonth = (month: string) => `${addDays(`${month}-28`, 7).slice(0, 7)}-01`;

/**
 * A month of the kørebog with its flags (odometer gaps and overlaps, yellow plates: counted over
 * the year so far). A driver sees their own trips; a manager the client's (or one driver's or
 * vehicle's), another person's private trip as its km only.
 */
export async function tripMonth(
  db: Db,
  actor: TimeregActor,
  input: { month: string; driverId?: string | null; vehicleId?: string | null },
): Promise<TripMonth> {
  const driverId = actor.manager ? (input.driverId ?? null) : actor.userId;
  if (actor.manager && driverId) await driverOf(db, actor, driverId);
  if (input.vehicleId) await clientVehicle(db, actor.clientId, input.vehicleId);
  const first = `${input.month}-01`;
  const end = nextMonth(input.month);
  const yearStart = `${input.month.slice(0, 4)}-01-01`;
  const rows = await db
    .select({
      trip: trips,
      registration: vehicles.registration,
      yellowPlates: vehicles.yellowPlates,
      contactName: users.contactName,
      contactSurname: users.contactSurname,
      email: users.email,
    })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .innerJoin(users, eq(users.id, trips.driverUserId))
    .where(
      and(
        eq(trips.clientId, actor.clientId),
        gte(trips.tripDate, yearStart),
        lt(trips.tripDate, end),
        driverId ? eq(trips.driverUserId, driverId) : undefined,
        input.vehicleId ? eq(trips.vehicleId, input.vehicleId) : undefined,
      ),
    )
    .orderBy(asc(trips.startAt), asc(trips.id));
  const vehicleIds = [...new Set(rows.map((r) => r.trip.vehicleId))];
  const passes = vehicleIds.length
    ? await db
        .select()
        .from(dayPasses)
        .where(
          and(
            eq(dayPasses.clientId, actor.clientId),
            inArray(dayPasses.vehicleId, vehicleIds),
            gte(dayPasses.passDate, yearStart),
            lt(dayPasses.passDate, end),
          ),
        )
    : [];
  const yellow = new Set(rows.filter((r) => r.yellowPlates).map((r) => r.trip.vehicleId));
  const inputs = rows.map(({ trip }) => ({
    id: trip.id,
    vehicleId: trip.vehicleId,
    driverId: trip.driverUserId,
    date: trip.tripDate,
    start: trip.startAt.getTime(),
    odometerStart: trip.odometerStart,
    odometerEnd: trip.odometerEnd,
    kind: trip.kind,
  }));
  const flags = [
    ...odometerFlags(inputs),
    ...yellowPlateFlags(
      inputs,
      passes.map((p) => ({ vehicleId: p.vehicleId, date: p.passDate })),
      yellow,
    ),
  ];
  const month = rows.filter((r) => r.trip.tripDate >= first);
  const result: Trip[] = month.map(({ trip, registration, yellowPlates, ...person }) => {
    const hidden = actor.manager && trip.kind === 'private' && trip.driverUserId !== actor.userId;
    return {
      id: trip.id,
      vehicle: { id: trip.vehicleId, registration, yellowPlates },
      driver: {
        id: trip.driverUserId,
        name: `${person.contactName} ${person.contactSurname}`.trim() || person.email,
      },
      date: trip.tripDate,
      kind: trip.kind,
      km: tripKm(trip),
      status: trip.status,
      start: hidden ? null : copenhagenTime(trip.startAt.getTime()),
      end: hidden ? null : copenhagenTime(trip.endAt.getTime()),
      from: hidden ? null : trip.fromPlace,
      to: hidden ? null : trip.toPlace,
      purpose: hidden ? null : trip.purpose,
      odometerStart: hidden ? null : trip.odometerStart,
      odometerEnd: hidden ? null : trip.odometerEnd,
      flags: flags.filter((f) => f.subjectId === trip.id),
    };
  });
  const businessKm = result.filter((t) => t.kind === 'business').reduce((sum, t) => sum + t.km, 0);
  const rate = await rateOf(db, actor.clientId, Number(input.month.slice(0, 4)));
  return {
    month: input.month,
    trips: result,
    dayPasses: passes
      .filter((p) => p.passDate >= first)
      .map((p) => ({ id: p.id, vehicleId: p.vehicleId, date: p.passDate })),
    businessKm,
    allowance: rate ? Math.round(businessKm * rate.rateLow * 100) / 100 : null,
  };
}

export async function addDayPass(
  db: Db,
  actor: TimeregActor,
  input: { vehicleId: string; date: string; driverId?: string | null },
) {
  const driver = await driverOf(db, actor, input.driverId);
  await clientVehicle(db, actor.clientId, input.vehicleId);
  try {
    const [row] = await db
      .insert(dayPasses)
      .values({
        clientId: actor.clientId,
        vehicleId: input.vehicleId,
        passDate: input.date,
        driverUserId: driver.id,
        createdByUserId: actor.userId,
      })
      .returning({ id: dayPasses.id });
    return { id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldError('date', 'taken');
    throw error;
  }
}

async function rateOf(db: Db, clientId: string, year: number): Promise<MileageRate | null> {
  return (await listRates(db, clientId)).find((rate) => rate.year === year) ?? null;
}

/** The rates per year: the client's own where it set them, else the national ones. */
export async function listRates(db: Db, clientId: string): Promise<MileageRate[]> {
  const [national, own] = await Promise.all([
    db.select().from(mileageRates),
    db.select().from(clientMileageRates).where(eq(clientMileageRates.clientId, clientId)),
  ]);
  const byYear = new Map<number, MileageRate>();
  for (const row of national) byYear.set(row.year, toRate(row, null));
  for (const row of own) byYear.set(row.year, toRate(row, row.version));
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

const toRate = (
  row: Pick<typeof mileageRates.$inferSelect, 'year' | 'rateLow' | 'rateHigh' | 'thresholdKm'>,
  /** The client's own row's version; null: the national rates. */
  version: number | null,
): MileageRate => ({
  year: row.year,
  rateLow: Number(row.rateLow),
  rateHigh: Number(row.rateHigh),
  thresholdKm: row.thresholdKm,
  own: version !== null,
  version,
});

/**
 * A manager sets their client's rates for a year (a new year, or in place of the national ones).
 * `expectedVersion` is the `version` the form was opened with: null when it showed the national
 * rates (no own row), so two managers setting a year at once cannot overwrite each other; another
 * stored version refuses it (`StaleVersion`) and changes nothing.
 */
export async function setRate(
  db: Db,
  actor: TimeregActor,
  input: {
    year: number;
    rateLow: number;
    rateHigh: number;
    thresholdKm: number;
    expectedVersion: number | null;
  },
): Promise<MileageRate> {
  if (!actor.manager) throw new ForbiddenError('Managers only');
  const fields = {
    rateLow: (Math.round(input.rateLow * 100) / 100).toFixed(2),
    rateHigh: (Math.round(input.rateHigh * 100) / 100).toFixed(2),
    thresholdKm: input.thresholdKm,
  };
  const ofYear = and(
    eq(clientMileageRates.clientId, actor.clientId),
    eq(clientMileageRates.year, input.year),
  );
  await writing(db, async (tx) => {
    const [before] = await tx.select().from(clientMileageRates).where(ofYear).for('update');
    if (!before) {
      // Made from the national rates: the first own row of the year (a concurrent first one wins).
      const inserted = await tx
        .insert(clientMileageRates)
        .values({ ...fields, updatedByUserId: actor.userId, clientId: actor.clientId, year: input.year })
        .onConflictDoNothing()
        .returning({ year: clientMileageRates.year });
      if (inserted.length > 0) return;
      const [now] = await tx.select().from(clientMileageRates).where(ofYear).for('update');
      throw await staleVersion(tx, now!);
    }
    if (input.expectedVersion === null) throw await staleVersion(tx, before);
    await checkVersion(tx, before, input.expectedVersion);
    if (
      before.rateLow === fields.rateLow &&
      before.rateHigh === fields.rateHigh &&
      before.thresholdKm === fields.thresholdKm
    )
      return;
    await tx
      .update(clientMileageRates)
      .set({ ...fields, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(ofYear);
  });
  return (await rateOf(db, actor.clientId, input.year))!;
}
