/**
 * The due rules of ./rules.ts as SQL conditions, for the badges, the lists' filters and the
 * dashboard alike (docs/fleet-work.md, "One definition"). Every builder takes "today" as an ISO
 * date computed once by `copenhagenToday()`, sent as a parameter: the database's own clock and
 * time zone play no part, so PGlite and PostgreSQL answer the same.
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { complianceItems, inspections, tasks } from '../db/schema.js';
import {
  addDays,
  COMPLIANCE_DUE_SOON_DAYS,
  INSPECTION_DUE_SOON_DAYS,
  TASK_ATTENTION_STATES,
  TASK_DUE_SOON_DAYS,
  type ComplianceState,
  type InspectionDueState,
  type TaskDueState,
} from './rules.js';

const day = (iso: string) => sql`${iso}::date`;

/** Any of the conditions; an empty list matches nothing. */
function anyOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`false` : (or(...conditions) as SQL);
}

/**
 * Compliance and inspections concern vehicles in use: an obligation or inspection of a sold
 * vehicle is neither counted nor listed (an obligation without a vehicle is).
 */
export function onVehicleInUse(vehicleId: SQLWrapper): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM vehicles sold_vehicle WHERE sold_vehicle.id = ${vehicleId} AND sold_vehicle.status = 'sold')`;
}

export function complianceStateCondition(state: ComplianceState, today: string): SQL {
  const validUntil = complianceItems.validUntil;
  const soonUntil = addDays(today, COMPLIANCE_DUE_SOON_DAYS);
  switch (state) {
    case 'missing':
      return sql`${validUntil} IS NULL`;
    case 'overdue':
      return sql`${validUntil} < ${day(today)}`;
    case 'due_soon':
      return sql`(${validUntil} >= ${day(today)} AND ${validUntil} <= ${day(soonUntil)})`;
    case 'in_order':
      return sql`${validUntil} > ${day(soonUntil)}`;
  }
}

export const complianceStatesCondition = (states: readonly ComplianceState[], today: string) =>
  anyOf(states.map((state) => complianceStateCondition(state, today)));

/**
 * The compliance badge's rule: missing, overdue or due soon (COMPLIANCE_ATTENTION_STATES), i.e. no
 * date or one at most 30 days ahead, written as one range on the list's index expression
 * (0003_fleet_work.sql) so that the badge is an index range scan. test/due.test.ts checks that it
 * selects exactly the union of the three states.
 */
export const complianceAttentionCondition = (today: string) =>
  sql`coalesce(${complianceItems.validUntil}, DATE '0001-01-01') <= ${day(addDays(today, COMPLIANCE_DUE_SOON_DAYS))}`;

export function inspectionStateCondition(state: InspectionDueState, today: string): SQL {
  const { dueDate, completedAt } = inspections;
  const soonUntil = addDays(today, INSPECTION_DUE_SOON_DAYS);
  switch (state) {
    case 'completed':
      return sql`${completedAt} IS NOT NULL`;
    case 'overdue':
      return sql`(${completedAt} IS NULL AND ${dueDate} < ${day(today)})`;
    case 'due_soon':
      return sql`(${completedAt} IS NULL AND ${dueDate} >= ${day(today)} AND ${dueDate} <= ${day(soonUntil)})`;
    case 'scheduled':
      return sql`(${completedAt} IS NULL AND ${dueDate} > ${day(soonUntil)})`;
  }
}

export const inspectionStatesCondition = (states: readonly InspectionDueState[], today: string) =>
  anyOf(states.map((state) => inspectionStateCondition(state, today)));

/**
 * The inspections badge's rule: not completed, and overdue or due within 7 days
 * (INSPECTION_ATTENTION_STATES), as one range on the partial index of inspections not completed.
 */
export const inspectionAttentionCondition = (today: string) =>
  sql`(${inspections.completedAt} IS NULL AND ${inspections.dueDate} <= ${day(addDays(today, INSPECTION_DUE_SOON_DAYS))})`;

export function taskStateCondition(state: TaskDueState, today: string): SQL {
  const { dueDate, status } = tasks;
  const soonUntil = addDays(today, TASK_DUE_SOON_DAYS);
  // Listed rather than `<> 'done'`, so that (client_id, status, due_date) serves it.
  const notDone = sql`${status} IN ('open', 'in_progress')`;
  switch (state) {
    case 'no_due_date':
      return sql`(${notDone} AND ${dueDate} IS NULL)`;
    case 'overdue':
      return sql`(${notDone} AND ${dueDate} < ${day(today)})`;
    case 'due_soon':
      return sql`(${notDone} AND ${dueDate} >= ${day(today)} AND ${dueDate} <= ${day(soonUntil)})`;
    case 'later':
      return sql`(${notDone} AND ${dueDate} > ${day(soonUntil)})`;
  }
}

export const taskStatesCondition = (states: readonly TaskDueState[], today: string) =>
  anyOf(states.map((state) => taskStateCondition(state, today)));

/** The tasks badge's rule: not done and due before today (TASK_ATTENTION_STATES). */
export const taskAttentionCondition = (today: string) => taskStatesCondition(TASK_ATTENTION_STATES, today);

/** A date column within today .. today + `days` (the dashboard's "next 30 days"). */
export function withinDays(column: SQLWrapper, today: string, days: number): SQL {
  return sql`(${column} >= ${day(today)} AND ${column} <= ${day(addDays(today, days))})`;
}
