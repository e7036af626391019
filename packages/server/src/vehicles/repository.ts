/**
 * The vehicle register in the database: keyset-paged lists, reads scoped to what the caller may
 * see, and writes that validate before touching anything and record history with the actor.
 * docs/vehicles.md describes the behaviour; the tRPC router (trpc/routers/vehicles.ts) is a thin
 * shell over these functions.
 */
import { TRPCError } from '@trpc/server';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clients, complianceItems, users, vehicleHistory, vehicles } from '../db/schema.js';
import { copenhagenToday } from '../due/rules.js';
import { complianceStatesCondition } from '../due/sql.js';
import { publishEvent } from '../events/index.js';
import { fieldError } from '../trpc/fieldError.js';
import { encodeCursor, readCursor, type KeyValue } from './cursor.js';
import {
  isValidRegistration,
  isValidVin,
  maxModelYear,
  MIN_MODEL_YEAR,
  normaliseRegistration,
  normaliseVin,
} from './identifiers.js';
import type {
  ComplianceState,
  DriverOption,
  PersonRef,
  Vehicle,
  VehicleChanges,
  VehicleFuel,
  VehicleHistoryAction,
  VehicleHistoryPage,
  VehiclePage,
  VehicleSort,
  VehicleSortBy,
  VehicleStatus,
  VehicleType,
} from './model.js';

/** What a caller may read: one client's vehicles (null = every client, admin), maybe only one driver's. */
export interface ReadScope {
  clientId: string | null;
  driverUserId: string | null;
}

/** Who writes: a manager of `clientId`. */
export interface Actor {
  userId: string;
  clientId: string;
}

export type Direction = 'forward' | 'backward';

export interface VehicleFilters {
  search?: string | null;
  status?: VehicleStatus[] | null;
  type?: VehicleType[] | null;
  fuel?: VehicleFuel[] | null;
  complianceState?: ComplianceState[] | null;
  includeSold?: boolean;
}

export interface ListOptions extends VehicleFilters {
  sort: VehicleSort;
  cursor?: string | null;
  direction?: Direction;
  limit: number;
}

export interface VehicleFields {
  registration: string;
  vin?: string | null;
  make: string;
  model: string;
  year?: number | null;
  type: VehicleType;
  fuel: VehicleFuel;
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
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'No such vehicle' });

// --- Reading -------------------------------------------------------------------------------------

const driver = aliasedTable(users, 'driver');

const vehicleColumns = {
  id: vehicles.id,
  clientId: vehicles.clientId,
  clientName: clients.name,
  registration: vehicles.registration,
  vin: vehicles.vin,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  type: vehicles.type,
  fuel: vehicles.fuel,
  status: vehicles.status,
  driverId: driver.id,
  driverName: driver.contactName,
  driverSurname: driver.contactSurname,
  odometerKm: vehicles.odometerKm,
  firstRegistrationDate: vehicles.firstRegistrationDate,
  notes: vehicles.notes,
  nextDueDate: vehicles.nextDueDate,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
};

type VehicleRow = {
  [K in keyof typeof vehicleColumns]: (typeof vehicleColumns)[K]['_']['data'] | null;
} & { id: string; clientId: string; registration: string };

function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName ?? '',
    registration: row.registration,
    vin: row.vin,
    make: row.make ?? '',
    model: row.model ?? '',
    year: row.year,
    type: row.type ?? 'other',
    fuel: row.fuel ?? 'other',
    status: row.status ?? 'active',
    driver: row.driverId
      ? { id: row.driverId, name: row.driverName ?? '', surname: row.driverSurname ?? '' }
      : null,
    odometerKm: row.odometerKm ?? 0,
    firstRegistrationDate: row.firstRegistrationDate,
    notes: row.notes ?? '',
    nextDueDate: row.nextDueDate,
    createdAt: row.createdAt ?? new Date(0),
    updatedAt: row.updatedAt ?? new Date(0),
  };
}

function selectVehicles(db: Db) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(clients, eq(clients.id, vehicles.clientId))
    .leftJoin(driver, eq(driver.id, vehicles.driverUserId));
}

/** A sort column: its SQL expression (matching an index of 0002_vehicles.sql), cast and row value. */
interface SortColumn {
  expr: SQL;
  cast: 'text' | 'int' | 'date';
  read: (vehicle: Vehicle) => KeyValue;
}

const SORT_COLUMNS: Record<VehicleSortBy, SortColumn[]> = {
  registration: [{ expr: sql`${vehicles.registration}`, cast: 'text', read: (v) => v.registration }],
  makeModel: [
    { expr: sql`${vehicles.make}`, cast: 'text', read: (v) => v.make },
    { expr: sql`${vehicles.model}`, cast: 'text', read: (v) => v.model },
  ],
  year: [{ expr: sql`coalesce(${vehicles.year}, 0)`, cast: 'int', read: (v) => v.year ?? 0 }],
  status: [{ expr: sql`${vehicles.status}`, cast: 'text', read: (v) => v.status }],
  odometer: [{ expr: sql`${vehicles.odometerKm}`, cast: 'int', read: (v) => v.odometerKm }],
  nextDue: [
    {
      expr: sql`coalesce(${vehicles.nextDueDate}, DATE '9999-12-31')`,
      cast: 'date',
      read: (v) => v.nextDueDate ?? '9999-12-31',
    },
  ],
};

const castParam = (value: KeyValue, cast: SortColumn['cast']) =>
  cast === 'int' ? sql`${value}::int` : cast === 'date' ? sql`${value}::date` : sql`${value}::text`;

/** LIKE pattern for "contains", with the pattern characters of the term escaped. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scopeConditions(scope: ReadScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.clientId) conditions.push(eq(vehicles.clientId, scope.clientId));
  if (scope.driverUserId) conditions.push(eq(vehicles.driverUserId, scope.driverUserId));
  return conditions;
}

function filterConditions(db: Db, scope: ReadScope, filters: VehicleFilters): SQL[] {
  const conditions = scopeConditions(scope);
  if (filters.status?.length) conditions.push(inArray(vehicles.status, filters.status));
  else if (!filters.includeSold) conditions.push(ne(vehicles.status, 'sold'));
  if (filters.type?.length) conditions.push(inArray(vehicles.type, filters.type));
  if (filters.fuel?.length) conditions.push(inArray(vehicles.fuel, filters.fuel));
  if (filters.complianceState?.length) {
    // An obligation in one of the states, derived from its date (src/due, docs/fleet-work.md).
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(complianceItems)
          .where(
            and(
              eq(complianceItems.vehicleId, vehicles.id),
              complianceStatesCondition(filters.complianceState, copenhagenToday()),
            ),
          ),
      ),
    );
  }
  const term = filters.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    const plate = normaliseRegistration(term);
    const matches: SQL[] = [
      ilike(vehicles.make, pattern),
      ilike(vehicles.model, pattern),
      sql`(${vehicles.make} || ' ' || ${vehicles.model}) ILIKE ${pattern}`,
      sql`(${driver.contactName} || ' ' || ${driver.contactSurname}) ILIKE ${pattern}`,
    ];
    if (plate) {
      matches.push(sql`${vehicles.registration} LIKE ${containsPattern(plate)}`);
      matches.push(sql`${vehicles.vin} LIKE ${containsPattern(plate)}`);
    }
    conditions.push(or(...matches)!);
  }
  return conditions;
}

const sortName = (sort: VehicleSort) => `${sort.by}:${sort.dir}`;

function cursorOf(vehicle: Vehicle, sort: VehicleSort): string {
  return encodeCursor({
    sort: sortName(sort),
    keys: SORT_COLUMNS[sort.by].map((column) => column.read(vehicle)),
    id: vehicle.id,
  });
}

/**
 * One keyset page. Forward: the rows after `cursor` (from the start without one); backward: the
 * rows before it (the last page without one). Items are always in the sort's order.
 */
export async function listVehicles(db: Db, scope: ReadScope, options: ListOptions): Promise<VehiclePage> {
  const { sort, limit } = options;
  const direction = options.direction ?? 'forward';
  const columns = SORT_COLUMNS[sort.by];
  const conditions = filterConditions(db, scope, options);
  const scanAscending = (sort.dir === 'asc') === (direction === 'forward');

  const pageConditions = [...conditions];
  if (options.cursor) {
    const position = readCursor(options.cursor, sortName(sort), columns.length, 'uuid');
    const left = sql.join([...columns.map((c) => c.expr), sql`${vehicles.id}`], sql`, `);
    const right = sql.join(
      [...columns.map((c, i) => castParam(position.keys[i]!, c.cast)), sql`${position.id}::uuid`],
      sql`, `,
    );
    pageConditions.push(scanAscending ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`);
  }
  const order = [...columns.map((c) => c.expr), sql`${vehicles.id}`].map((expr) =>
    scanAscending ? asc(expr) : desc(expr),
  );

  const rows = await selectVehicles(db)
    .where(and(...pageConditions))
    .orderBy(...order)
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit).map((row) => toVehicle(row as VehicleRow));
  if (direction === 'backward') page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const hasBefore = direction === 'forward' ? Boolean(options.cursor) : more;
  const hasAfter = direction === 'forward' ? more : Boolean(options.cursor);
  return {
    items: page,
    nextCursor: hasAfter && last ? cursorOf(last, sort) : null,
    prevCursor: hasBefore && first ? cursorOf(first, sort) : null,
  };
}

/** How many vehicles match search and filters. */
export function countMatchingVehicles(db: Db, scope: ReadScope, filters: VehicleFilters): Promise<number> {
  return countVehicles(db, filterConditions(db, scope, filters));
}

async function countVehicles(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .leftJoin(driver, eq(driver.id, vehicles.driverUserId))
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/** The vehicle if the scope reaches it, else NOT_FOUND (never FORBIDDEN: ids cannot be probed). */
export async function getVehicle(db: Db, scope: ReadScope, id: string): Promise<Vehicle> {
  const [row] = await selectVehicles(db)
    .where(and(eq(vehicles.id, id), ...scopeConditions(scope)))
    .limit(1);
  if (!row) throw notFound();
  return toVehicle(row as VehicleRow);
}

/** The client's users a vehicle may be given as driver, by surname and name. */
export async function listDrivers(db: Db, clientId: string): Promise<DriverOption[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.contactName,
      surname: users.contactSurname,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.role, ['manager', 'user'])))
    .orderBy(asc(users.contactSurname), asc(users.contactName), asc(users.id));
  return rows.map((row) => ({ ...row, role: row.role as DriverOption['role'] }));
}

/** A vehicle's history, newest first, keyset-paged by the entry id. */
export async function listHistory(
  db: Db,
  scope: ReadScope,
  options: { id: string; cursor?: string | null; direction?: Direction; limit: number },
): Promise<VehicleHistoryPage> {
  await getVehicle(db, scope, options.id);
  const direction = options.direction ?? 'forward';
  const actor = aliasedTable(users, 'actor');
  const conditions: SQL[] = [eq(vehicleHistory.vehicleId, options.id)];
  if (options.cursor) {
    const position = readCursor(options.cursor, 'history', 0, 'serial');
    conditions.push(
      direction === 'forward'
        ? sql`${vehicleHistory.id} < ${position.id}`
        : sql`${vehicleHistory.id} > ${position.id}`,
    );
  }
  const rows = await db
    .select({
      id: vehicleHistory.id,
      action: vehicleHistory.action,
      changes: vehicleHistory.changes,
      createdAt: vehicleHistory.createdAt,
      actorId: actor.id,
      actorName: actor.contactName,
      actorSurname: actor.contactSurname,
    })
    .from(vehicleHistory)
    .leftJoin(actor, eq(actor.id, vehicleHistory.actorUserId))
    .where(and(...conditions))
    .orderBy(direction === 'forward' ? desc(vehicleHistory.id) : asc(vehicleHistory.id))
    .limit(options.limit + 1);
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  if (direction === 'backward') page.reverse();
  const items = page.map((row) => ({
    id: Number(row.id),
    action: row.action,
    changes: row.changes,
    createdAt: row.createdAt,
    actor: row.actorId
      ? { id: row.actorId, name: row.actorName ?? '', surname: row.actorSurname ?? '' }
      : null,
  }));
  const cursorAt = (entry: { id: number } | undefined) =>
    entry ? encodeCursor({ sort: 'history', keys: [], id: entry.id }) : null;
  const hasBefore = direction === 'forward' ? Boolean(options.cursor) : more;
  const hasAfter = direction === 'forward' ? more : Boolean(options.cursor);
  return {
    items,
    nextCursor: hasAfter ? cursorAt(items[items.length - 1]) : null,
    prevCursor: hasBefore ? cursorAt(items[0]) : null,
  };
}

// --- Writing -------------------------------------------------------------------------------------

/** Whether a database error is a unique violation (PGlite and node-postgres, maybe wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

function checkRegistration(raw: string): string {
  const registration = normaliseRegistration(raw);
  if (!isValidRegistration(registration)) throw fieldError('registration', 'invalid');
  return registration;
}

function checkVin(raw: string | null | undefined): string | null {
  const vin = normaliseVin(raw);
  if (vin !== null && !isValidVin(vin)) throw fieldError('vin', 'invalid');
  return vin;
}

function checkYear(year: number | null | undefined): number | null {
  if (year === null || year === undefined) return null;
  if (year < MIN_MODEL_YEAR || year > maxModelYear()) throw fieldError('year', 'out_of_range');
  return year;
}

async function driverRef(db: Db, clientId: string, userId: string | null): Promise<PersonRef | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.contactName, surname: users.contactSurname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), inArray(users.role, ['manager', 'user'])));
  if (!row) throw fieldError('driverUserId', 'not_found');
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
  if (taken) throw fieldError('registration', 'duplicate');
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
async function writing<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  duplicate: [field: string, code: string] = ['registration', 'duplicate'],
): Promise<T> {
  try {
    return await db.transaction((tx) => fn(tx as unknown as Db));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(...duplicate);
    throw error;
  }
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
      if (!input.odometerCorrection) throw fieldError('odometerKm', 'decreased');
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
      await tx
        .update(vehicles)
        .set({ ...(set as Partial<typeof vehicles.$inferInsert>), updatedAt: sql`now()` })
        .where(eq(vehicles.id, id));
      await recordHistory(tx, actor, [{ vehicleId: id, action: 'updated', changes }]);
    }
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
        .set({ status, updatedAt: sql`now()` })
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
