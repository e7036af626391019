/**
 * Expenses: a vehicle's (or the fleet's) spending with VAT, quantity and unit, and an odometer
 * reading that joins the vehicle's odometer chain (the service area's, src/areas/service/
 * odometer.ts: a reading lower than the last is refused on its field). Newest first, keyset-paged;
 * another client's ids answer NOT_FOUND; every change is recorded in partner_history.
 */
import { and, count, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { personRef } from '../vehicles/model.js';
import { notFound, writing, type WorkActor } from '../../work/access.js';
import { personTable } from '../../work/common.js';
import { keysetPage, type PageOptions } from '../../work/keyset.js';
import { addReading, syncVehicleOdometer } from '../service/odometer.js';
import { odometerReadings } from '../service/schema.js';
import { checkFactsSql, expenseChecks, expenseKind } from './checks.js';
import { diff, recordPartner } from './history.js';
import type {
  Expense,
  ExpenseCategory,
  ExpensePage,
  ExpensePaidBy,
  ExpenseSource,
  ExpenseUnit,
} from './model.js';
import { grossOf, maxVat } from './rules.js';
import { expenses, organisations } from './schema.js';

export interface ExpenseFields {
  vehicleId: string | null;
  vendorOrganisationId: string | null;
  spentOn: string;
  category: ExpenseCategory;
  description: string;
  net: number;
  vat: number;
  quantity: number | null;
  unit: ExpenseUnit | null;
  odometerKm: number | null;
  paidBy: ExpensePaidBy;
}

export interface ExpenseOptions {
  source?: ExpenseSource;
  importKey?: string | null;
  /** A lower odometer than the chain's last is a correction (else `odometerKm: decreased`). */
  odometerCorrection?: boolean;
}

const creator = personTable('expense_creator');

const selectExpenses = (db: Db) =>
  db
    .select({
      expense: expenses,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
      checkVehicle: {
        fuel: vehicles.fuel,
        tankLitres: vehicles.tankLitres,
        batteryKwh: vehicles.batteryKwh,
      },
      ...checkFactsSql({
        vehicleId: expenses.vehicleId,
        spentOn: expenses.spentOn,
        odometerKm: expenses.odometerKm,
        readingId: expenses.odometerReadingId,
      }),
      vendor: { id: organisations.id, name: organisations.name },
      creator: {
        id: creator.id,
        name: creator.contactName,
        surname: creator.contactSurname,
        role: creator.role,
      },
    })
    .from(expenses)
    .leftJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .leftJoin(organisations, eq(organisations.id, expenses.vendorOrganisationId))
    .leftJoin(creator, eq(creator.id, expenses.createdByUserId));
type ExpenseRow = Awaited<ReturnType<ReturnType<typeof selectExpenses>['execute']>>[number];

function toExpense(row: ExpenseRow): Expense {
  const { expense, vehicle, vendor, creator: person, checkVehicle } = row;
  const net = Number(expense.net);
  const vat = Number(expense.vat);
  const quantity = expense.quantity === null ? null : Number(expense.quantity);
  return {
    id: expense.id,
    vehicle: vehicle?.id ? vehicle : null,
    vendor: vendor?.id ? vendor : null,
    spentOn: expense.spentOn,
    category: expense.category,
    description: expense.description,
    net,
    vat,
    gross: grossOf(net, vat),
    quantity,
    unit: expense.unit,
    odometerKm: expense.odometerKm,
    source: expense.source,
    paidBy: expense.paidBy,
    paidByDriver:
      expense.paidBy === 'driver' && person?.role === 'user'
        ? personRef(person.id, person.name, person.surname)
        : null,
    checks: expenseChecks({
      kind: expenseKind(expense.category, expense.description),
      quantity,
      unit: expense.unit,
      odometerKm: expense.odometerKm,
      vehicle: vehicle?.id && checkVehicle?.fuel ? checkVehicle : null,
      lastKmBefore: row.lastKmBefore,
      bookedByOther: row.bookedByOther,
    }),
    createdBy: personRef(person?.id ?? null, person?.name ?? null, person?.surname ?? null),
    createdAt: expense.createdAt,
    updatedAt: expense.updatedAt,
    version: expense.version,
  };
}

export interface ExpenseFilters {
  vehicleId?: string | null;
  /** Only those of no vehicle (fleet-wide). */
  fleetWide?: boolean | null;
  vendorOrganisationId?: string | null;
  category?: ExpenseCategory[] | null;
  from?: string | null;
  to?: string | null;
  /** Only those paid so (`['driver']`: the drivers' outlays, to be reimbursed). */
  paidBy?: ExpensePaidBy[] | null;
}

export function expenseConditions(clientId: string, filters: ExpenseFilters): SQL[] {
  const conditions: SQL[] = [eq(expenses.clientId, clientId)];
  if (filters.vehicleId) conditions.push(eq(expenses.vehicleId, filters.vehicleId));
  if (filters.fleetWide) conditions.push(isNull(expenses.vehicleId));
  if (filters.vendorOrganisationId)
    conditions.push(eq(expenses.vendorOrganisationId, filters.vendorOrganisationId));
  if (filters.category?.length) conditions.push(inArray(expenses.category, filters.category));
  if (filters.from) conditions.push(gte(expenses.spentOn, filters.from));
  if (filters.to) conditions.push(lte(expenses.spentOn, filters.to));
  if (filters.paidBy?.length) conditions.push(inArray(expenses.paidBy, filters.paidBy));
  return conditions;
}

/** Newest first (date, then id), keyset-paged; `total` on the first page. */
export async function listExpenses(
  db: Db,
  clientId: string,
  filters: ExpenseFilters & PageOptions,
): Promise<ExpensePage> {
  return keysetPage(
    {
      name: 'expenses:spentOn:desc',
      keys: [{ key: expenses.spentOn, cast: 'date' }],
      descending: true,
      id: expenses.id,
      conditions: expenseConditions(clientId, filters),
      fetch: (where, orderBy, limit) =>
        selectExpenses(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) =>
        Number((await db.select({ n: count() }).from(expenses).where(where))[0]?.n ?? 0),
      toItem: toExpense,
      keysOf: (_row, item) => [item.spentOn],
      idOf: (item) => item.id,
    },
    filters,
  );
}

export async function getExpense(db: Db, clientId: string, id: string): Promise<Expense> {
  const [row] = await selectExpenses(db).where(and(eq(expenses.id, id), eq(expenses.clientId, clientId)));
  if (!row) throw notFound('expense');
  return toExpense(row);
}

/** Field errors that need no database: a future date, VAT above 25 %, a quantity without unit. */
export function checkExpenseFields(fields: ExpenseFields, today = copenhagenToday()): void {
  if (fields.spentOn > today) throw new FieldError('spentOn', 'in_future');
  if (fields.vat > maxVat(fields.net)) throw new FieldError('vat', 'too_high');
  if ((fields.quantity === null) !== (fields.unit === null))
    throw new FieldError(fields.quantity === null ? 'quantity' : 'unit', 'required');
  if (fields.odometerKm !== null && fields.vehicleId === null)
    throw new FieldError('odometerKm', 'no_vehicle');
}

async function checkRefs(
  tx: Db,
  clientId: string,
  fields: Pick<ExpenseFields, 'vehicleId' | 'vendorOrganisationId'>,
) {
  if (fields.vehicleId) {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, fields.vehicleId), eq(vehicles.clientId, clientId)));
    if (!vehicle) throw notFound('vehicle');
  }
  if (fields.vendorOrganisationId) {
    const [vendor] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, fields.vendorOrganisationId), eq(organisations.clientId, clientId)));
    if (!vendor) throw notFound('organisation');
  }
}

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** Inside the caller's transaction (an import writes many). Answers the new id. */
export async function createExpenseIn(
  tx: Db,
  actor: WorkActor,
  fields: ExpenseFields,
  options: ExpenseOptions = {},
): Promise<string> {
  checkExpenseFields(fields);
  await checkRefs(tx, actor.clientId, fields);
  const reading =
    fields.vehicleId && fields.odometerKm !== null
      ? await addReading(tx, actor, {
          vehicleId: fields.vehicleId,
          readOn: fields.spentOn,
          odometerKm: fields.odometerKm,
          source: 'expense',
          correction: options.odometerCorrection ?? false,
        })
      : null;
  const [row] = await tx
    .insert(expenses)
    .values({
      ...fields,
      clientId: actor.clientId,
      net: money(fields.net)!,
      vat: money(fields.vat)!,
      quantity: money(fields.quantity),
      odometerReadingId: reading?.id ?? null,
      source: options.source ?? 'manual',
      importKey: options.importKey ?? null,
      createdByUserId: actor.userId,
    })
    .returning({ id: expenses.id });
  await recordPartner(tx, actor, [
    { entity: 'expense', entityId: row!.id, action: 'created', changes: diff({}, { ...fields }) },
  ]);
  return row!.id;
}

export async function createExpense(
  db: Db,
  actor: WorkActor,
  fields: ExpenseFields,
  options: ExpenseOptions = {},
): Promise<Expense> {
  const id = await writing(db, (tx) => createExpenseIn(tx, actor, fields, options));
  return getExpense(db, actor.clientId, id);
}

/** Changes the given fields; a changed odometer or date replaces the expense's reading in the chain. */
export async function updateExpense(
  db: Db,
  actor: WorkActor,
  id: string,
  changes: Partial<ExpenseFields>,
  /** `expectedVersion`: the version the edit was made from; another stored one refuses it (`StaleVersion`). */
  options: Pick<ExpenseOptions, 'odometerCorrection'> & { expectedVersion?: number } = {},
): Promise<Expense> {
  await writing(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.clientId, actor.clientId)))
      .for('update');
    if (!before) throw notFound('expense');
    await checkVersion(tx, before, options.expectedVersion);
    const current: ExpenseFields = {
      vehicleId: before.vehicleId,
      vendorOrganisationId: before.vendorOrganisationId,
      spentOn: before.spentOn,
      category: before.category,
      description: before.description,
      net: Number(before.net),
      vat: Number(before.vat),
      quantity: before.quantity === null ? null : Number(before.quantity),
      unit: before.unit,
      odometerKm: before.odometerKm,
      paidBy: before.paidBy,
    };
    const next = { ...current, ...changes };
    checkExpenseFields(next);
    await checkRefs(tx, actor.clientId, next);
    const changed = diff(current as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return;
    let readingId = before.odometerReadingId;
    const readingMoved =
      next.odometerKm !== current.odometerKm ||
      next.vehicleId !== current.vehicleId ||
      (next.spentOn !== current.spentOn && next.odometerKm !== null);
    if (readingMoved) {
      if (readingId !== null) {
        await tx.delete(odometerReadings).where(eq(odometerReadings.id, readingId));
        if (current.vehicleId) await syncVehicleOdometer(tx, current.vehicleId);
        readingId = null;
      }
      if (next.vehicleId && next.odometerKm !== null)
        readingId = (
          await addReading(tx, actor, {
            vehicleId: next.vehicleId,
            readOn: next.spentOn,
            odometerKm: next.odometerKm,
            source: 'expense',
            correction: options.odometerCorrection ?? false,
          })
        ).id;
    }
    await tx
      .update(expenses)
      .set({
        ...next,
        net: money(next.net)!,
        vat: money(next.vat)!,
        quantity: money(next.quantity),
        odometerReadingId: readingId,
        ...nextVersion(actor.userId),
        updatedAt: sql`now()`,
      })
      .where(eq(expenses.id, id));
    await recordPartner(tx, actor, [
      { entity: 'expense', entityId: id, action: 'updated', changes: changed },
    ]);
  });
  return getExpense(db, actor.clientId, id);
}
