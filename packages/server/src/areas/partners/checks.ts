/**
 * The checks of an expense (docs/partners.md, "Checks"): what is worth a second look without
 * refusing it. One rule for every expense, manual or imported, stored or in an import's preview:
 * `expenseChecks` is pure; `checkFactsSql` reads what it needs for stored expenses (the vehicle's
 * drive, tank and battery, the chain's last reading before the day, another person's booking).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { notFound } from '../../work/access.js';
import type { VehicleFuel } from '../vehicles/model.js';
import { fuelFits, productKind, type ProductKind } from './fuelCard.js';
import type { ExpenseCategory, ExpenseCheck, ExpenseUnit } from './model.js';

/** What the checks of one expense look at. */
export interface ExpenseCheckFacts {
  /** What was bought: from a statement's product, else the category and the description. */
  kind: ProductKind | null;
  quantity: number | null;
  unit: ExpenseUnit | null;
  odometerKm: number | null;
  /** The expense's vehicle; null on the fleet. */
  vehicle: { fuel: VehicleFuel; tankLitres: number | null; batteryKwh: number | null } | null;
  /** The highest reading of the vehicle's chain dated before the expense (its own left out). */
  lastKmBefore: number | null;
  /** Someone who is not the vehicle's driver had it booked that day. */
  bookedByOther: boolean;
}

/** What an expense bought: charging is electricity, fuel is what its text names; else nothing. */
export function expenseKind(category: ExpenseCategory, description: string): ProductKind | null {
  if (category === 'charging') return 'electric';
  if (category === 'fuel') return productKind(description);
  return null;
}

/** The checks, in EXPENSE_CHECKS' order. */
export function expenseChecks(facts: ExpenseCheckFacts): ExpenseCheck[] {
  const checks: ExpenseCheck[] = [];
  const { vehicle, kind, quantity, unit } = facts;
  if (vehicle) {
    // Fuel of no named kind (AdBlue, "brændstof") still does not go in an electric car.
    const wrong =
      kind !== null && (!fuelFits(kind, vehicle.fuel) || (kind === 'other' && vehicle.fuel === 'electric'));
    if (wrong) checks.push('wrong_fuel');
    if (facts.bookedByOther) checks.push('booked_by_other');
    if (quantity !== null && unit === 'litre' && vehicle.tankLitres !== null && quantity > vehicle.tankLitres)
      checks.push('above_tank');
    if (quantity !== null && unit === 'kwh' && vehicle.batteryKwh !== null && quantity > vehicle.batteryKwh)
      checks.push('above_battery');
  }
  if (facts.odometerKm !== null && facts.lastKmBefore !== null && facts.odometerKm < facts.lastKmBefore)
    checks.push('odometer_decreased');
  return checks;
}

/** The bookings that count: not cancelled, declined or requested. */
const BOOKED = sql`('confirmed', 'checked_out', 'returned')`;

/**
 * The facts the database holds for an expense, as SQL over the expense's vehicle, day and
 * odometer and its own reading (left out of the chain). The vehicle's driver is the vehicle
 * table's, so the statement joins `vehicles`. Each is a probe of an index: the readings'
 * (vehicle, day) and the bookings' vehicle.
 */
export function checkFactsSql(expense: {
  vehicleId: SQL | unknown;
  spentOn: SQL | unknown;
  odometerKm: SQL | unknown;
  readingId: SQL | unknown;
}) {
  return {
    lastKmBefore: sql<
      number | null
    >`CASE WHEN ${expense.odometerKm} IS NULL OR ${expense.vehicleId} IS NULL THEN NULL
      ELSE (SELECT max(r.odometer_km) FROM odometer_readings r
        WHERE r.vehicle_id = ${expense.vehicleId} AND r.read_on < ${expense.spentOn}
          AND r.id IS DISTINCT FROM ${expense.readingId}) END`.mapWith((value) =>
      value === null ? null : Number(value),
    ),
    bookedByOther: sql<boolean>`(${expense.vehicleId} IS NOT NULL AND EXISTS (SELECT 1 FROM sharing_bookings b
      WHERE b.vehicle_id = ${expense.vehicleId} AND b.status IN ${BOOKED}
        AND b.driver_user_id IS DISTINCT FROM ${vehicles.driverUserId}
        AND (b.starts_at AT TIME ZONE 'Europe/Copenhagen')::date <= ${expense.spentOn}
        AND (b.ends_at AT TIME ZONE 'Europe/Copenhagen')::date >= ${expense.spentOn}))`.mapWith(Boolean),
  };
}

/** What an expense's form holds, for its checks before it is saved. */
export interface ExpenseCheckInput {
  /** The stored expense being changed (its own reading is left out), else null. */
  expenseId: string | null;
  vehicleId: string | null;
  spentOn: string;
  category: ExpenseCategory;
  description: string;
  quantity: number | null;
  unit: ExpenseUnit | null;
  odometerKm: number | null;
}

/** The checks of an expense as a form holds it (another client's vehicle or expense: NOT_FOUND). */
export async function previewExpenseChecks(
  db: Db,
  clientId: string,
  input: ExpenseCheckInput,
): Promise<ExpenseCheck[]> {
  let vehicle: ExpenseCheckFacts['vehicle'] = null;
  let lastKmBefore: number | null = null;
  let bookedByOther = false;
  if (input.expenseId) {
    const found = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM expenses WHERE id = ${input.expenseId} AND client_id = ${clientId}`,
    );
    if (found.length === 0) throw notFound('expense');
  }
  if (input.vehicleId) {
    const readingId = input.expenseId
      ? sql`(SELECT odometer_reading_id FROM expenses WHERE id = ${input.expenseId})`
      : sql`NULL::bigint`;
    const facts = checkFactsSql({
      vehicleId: sql`${vehicles.id}`,
      spentOn: sql`${input.spentOn}::date`,
      odometerKm: input.odometerKm === null ? sql`NULL::integer` : sql`${input.odometerKm}::integer`,
      readingId,
    });
    const [row] = await queryRows<{
      fuel: VehicleFuel;
      tank_litres: number | null;
      battery_kwh: number | null;
      last_km_before: number | string | null;
      booked_by_other: boolean;
    }>(
      db,
      sql`SELECT ${vehicles.fuel} AS fuel, ${vehicles.tankLitres} AS tank_litres,
          ${vehicles.batteryKwh} AS battery_kwh, ${facts.lastKmBefore} AS last_km_before,
          ${facts.bookedByOther} AS booked_by_other
        FROM ${vehicles} WHERE ${vehicles.id} = ${input.vehicleId} AND ${vehicles.clientId} = ${clientId}`,
    );
    if (!row) throw notFound('vehicle');
    vehicle = { fuel: row.fuel, tankLitres: row.tank_litres, batteryKwh: row.battery_kwh };
    lastKmBefore = row.last_km_before === null ? null : Number(row.last_km_before);
    bookedByOther = row.booked_by_other;
  }
  return expenseChecks({
    kind: expenseKind(input.category, input.description),
    quantity: input.quantity,
    unit: input.unit,
    odometerKm: input.odometerKm,
    vehicle,
    lastKmBefore,
    bookedByOther,
  });
}
