/**
 * SQL pieces of the due rules (docs/fleet-work.md, "One definition"); each area's state conditions
 * are built from its due source by ./source.ts. Every builder takes "today" as an ISO
 * date computed once by `copenhagenToday()`, sent as a parameter: the database's own clock and
 * time zone play no part, so PGlite and PostgreSQL answer the same.
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays } from './rules.js';

const day = (iso: string) => sql`${iso}::date`;

/** Any of the conditions; an empty list matches nothing. */
export function anyOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`false` : (or(...conditions) as SQL);
}

/**
 * Compliance and inspections concern vehicles in use: an obligation or inspection of a sold
 * vehicle is neither counted nor listed (an obligation without a vehicle is).
 */
export function onVehicleInUse(vehicleId: SQLWrapper): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM vehicles sold_vehicle WHERE sold_vehicle.id = ${vehicleId} AND sold_vehicle.status = 'sold')`;
}

/** A date column within today .. today + `days` (the dashboard's "next 30 days"). */
export function withinDays(column: SQLWrapper, today: string, days: number): SQL {
  return sql`(${column} >= ${day(today)} AND ${column} <= ${day(addDays(today, days))})`;
}

/** `from <= column <= until` (ISO dates, both included). */
export function betweenDays(column: SQLWrapper, from: string, until: string): SQL {
  return sql`(${column} >= ${day(from)} AND ${column} <= ${day(until)})`;
}
