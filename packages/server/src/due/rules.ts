/**
 * The one definition of "overdue", "due soon" and "needs attention" (docs/fleet-work.md). Pure
 * functions over ISO dates ("YYYY-MM-DD"); "today" is the calendar date in Europe/Copenhagen, so
 * states change at Danish midnight without a job. Each area's states are its due source
 * (areas/<area>/due.ts); ./source.ts builds their JS and SQL forms from the same constants and
 * comparisons, so badges, list filters and the dashboard cannot disagree.
 */

/** The time zone whose calendar date is "today". */
export const FLEET_TIME_ZONE = 'Europe/Copenhagen';
/** The dashboard's "next 30 days": dates from today to today + this. */
export const UPCOMING_DAYS = 30;

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
