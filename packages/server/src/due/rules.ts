/**
 * The one definition of "overdue", "due soon" and "needs attention" (docs/fleet-work.md). Pure
 * functions over ISO dates ("YYYY-MM-DD"); "today" is the calendar date in Europe/Copenhagen, so
 * states change at Danish midnight without a job. The SQL conditions in ./sql.ts are built from the
 * same constants and comparisons, so badges, list filters and the dashboard cannot disagree.
 */

/** The time zone whose calendar date is "today". */
export const FLEET_TIME_ZONE = 'Europe/Copenhagen';
/** An obligation valid until a date at most this many days ahead (today included) is due soon. */
export const COMPLIANCE_DUE_SOON_DAYS = 30;
/** An inspection due at most this many days ahead (today included) is due soon and on the badge. */
export const INSPECTION_DUE_SOON_DAYS = 7;
/** A task due at most this many days ahead (today included) is due soon (a filter, not a badge). */
export const TASK_DUE_SOON_DAYS = 7;
/** The dashboard's "next 30 days": dates from today to today + this. */
export const UPCOMING_DAYS = 30;

export const COMPLIANCE_STATES = ['missing', 'overdue', 'due_soon', 'in_order'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];
/** The states the compliance badge counts. */
export const COMPLIANCE_ATTENTION_STATES = ['missing', 'overdue', 'due_soon'] as const;

export const INSPECTION_DUE_STATES = ['overdue', 'due_soon', 'scheduled', 'completed'] as const;
export type InspectionDueState = (typeof INSPECTION_DUE_STATES)[number];
/** The states the inspections badge counts. */
export const INSPECTION_ATTENTION_STATES = ['overdue', 'due_soon'] as const;

/** Due states of tasks that are not done; a done task has none (null). */
export const TASK_DUE_STATES = ['overdue', 'due_soon', 'later', 'no_due_date'] as const;
export type TaskDueState = (typeof TASK_DUE_STATES)[number];
/** The states the tasks badge counts. */
export const TASK_ATTENTION_STATES = ['overdue'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(iso: string): [number, number, number] {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `iso` is a real calendar date ("2028-02-29" yes, "2027-02-29" no). */
export function isIsoDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const [y, m, d] = parts(iso);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FLEET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Copenhagen at `now`: 23:30 UTC on 1 June is already 2 June there. */
export function copenhagenToday(now: Date = new Date()): string {
  const byType = Object.fromEntries(dateFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${byType.year}-${byType.month}-${byType.day}`;
}

/** `iso` plus `days` calendar days (negative: back), across months, years and leap days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/**
 * An obligation's state: no date = missing; valid until a day before today = overdue; valid until
 * today .. today + 30 = due soon; later = in order. The last valid day is still valid.
 */
export function complianceState(validUntil: string | null, today: string): ComplianceState {
  if (validUntil === null) return 'missing';
  if (validUntil < today) return 'overdue';
  if (validUntil <= addDays(today, COMPLIANCE_DUE_SOON_DAYS)) return 'due_soon';
  return 'in_order';
}

/** An inspection's state: completed; due before today = overdue; today .. today + 7 = due soon; later = scheduled. */
export function inspectionDueState(dueDate: string, completed: boolean, today: string): InspectionDueState {
  if (completed) return 'completed';
  if (dueDate < today) return 'overdue';
  if (dueDate <= addDays(today, INSPECTION_DUE_SOON_DAYS)) return 'due_soon';
  return 'scheduled';
}

/** A task's due state, null when done: due before today = overdue; today .. today + 7 = due soon. */
export function taskDueState(dueDate: string | null, done: boolean, today: string): TaskDueState | null {
  if (done) return null;
  if (dueDate === null) return 'no_due_date';
  if (dueDate < today) return 'overdue';
  if (dueDate <= addDays(today, TASK_DUE_SOON_DAYS)) return 'due_soon';
  return 'later';
}

/** Whether an obligation counts on the compliance badge. */
export const complianceNeedsAttention = (validUntil: string | null, today: string) =>
  (COMPLIANCE_ATTENTION_STATES as readonly string[]).includes(complianceState(validUntil, today));

/** Whether an inspection counts on the inspections badge. */
export const inspectionNeedsAttention = (dueDate: string, completed: boolean, today: string) =>
  (INSPECTION_ATTENTION_STATES as readonly string[]).includes(inspectionDueState(dueDate, completed, today));

/** Whether a task counts on the tasks badge. */
export const taskNeedsAttention = (dueDate: string | null, done: boolean, today: string) =>
  taskDueState(dueDate, done, today) === 'overdue';
