/**
 * Reading the vehicle register: keyset-paged lists, counts, one vehicle, the drivers a vehicle may
 * be given and a vehicle's history, each scoped to what the caller may see (another client's
 * vehicle is NOT_FOUND). docs/vehicles.md describes the behaviour; the writes are repository.ts.
 */
import { historyKeyset } from '../../work/historyPage.js';
import { NotFoundError } from '../../errors.js';
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
import type { Db } from '../../db/database.js';
import { clients, users } from '../../db/schema.js';
import { complianceItems } from '../compliance/schema.js';
import { vehicleHistory, vehicles } from './schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { complianceStatesCondition } from '../compliance/due.js';
import { encodeCursor, readCursor, type KeyValue } from './cursor.js';
import { normaliseRegistration } from './identifiers.js';
import type {
  ComplianceState,
  DriverOption,
  Vehicle,
  VehicleFuel,
  VehicleHistoryPage,
  VehiclePage,
  VehicleSort,
  VehicleSortBy,
  VehicleStatus,
  VehicleType,
} from './model.js';
import { personRef } from './model.js';

/** What a caller may read: one client's vehicles (null = every client, admin), maybe only one driver's. */
export interface ReadScope {
  clientId: string | null;
  driverUserId: string | null;
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

/** A vehicle the caller may not see answers as one that does not exist. */
export const notFound = () => new NotFoundError('No such vehicle');

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
  yellowPlates: vehicles.yellowPlates,
  licenceCategory: vehicles.licenceCategory,
  tankLitres: vehicles.tankLitres,
  batteryKwh: vehicles.batteryKwh,
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
  version: vehicles.version,
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
    yellowPlates: row.yellowPlates ?? false,
    licenceCategory: row.licenceCategory ?? 'B',
    tankLitres: row.tankLitres ?? null,
    batteryKwh: row.batteryKwh ?? null,
    status: row.status ?? 'active',
    driver: personRef(row.driverId, row.driverName, row.driverSurname),
    odometerKm: row.odometerKm ?? 0,
    firstRegistrationDate: row.firstRegistrationDate,
    notes: row.notes ?? '',
    nextDueDate: row.nextDueDate,
    createdAt: row.createdAt ?? new Date(0),
    updatedAt: row.updatedAt ?? new Date(0),
    version: row.version ?? 1,
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
    const position = readCursor(options.cursor, {
      sort: sortName(sort),
      keys: columns.map((c) => c.cast),
      id: 'uuid',
    });
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
  const keyset = historyKeyset(vehicleHistory.id, 'history', options);
  const actor = aliasedTable(users, 'actor');
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
    .where(and(eq(vehicleHistory.vehicleId, options.id), keyset.where))
    .orderBy(keyset.orderBy)
    .limit(keyset.limit);
  return keyset.page(
    rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      changes: row.changes,
      createdAt: row.createdAt,
      actor: personRef(row.actorId, row.actorName, row.actorSurname),
    })),
  );
}
