/**
 * Time registration's pure helpers for the pages: durations and flags in words, clock times as
 * people type them, months, and the kørebog as CSV rows (written with the kit's CSV writer).
 */
import type { Flag, RuleId, Trip } from '@vognpark/server/areas/timereg';
import type { CsvCell } from '@vognpark/ui';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';

/** Rules whose numbers are minutes (the others count days, rests or km). */
const MINUTE_RULES: ReadonlySet<RuleId> = new Set<RuleId>([
  'daily_rest',
  'average_week',
  'without_break',
  'break_total',
  'tacho_driving_without_break',
  'tacho_daily_driving',
  'tacho_weekly_driving',
  'tacho_fortnight_driving',
  'tacho_daily_rest',
  'tacho_weekly_rest',
]);

/** "7 h 30 min" in the interface language. */
export const formatMinutes = (t: FormatAppMessage, minutes: number) =>
  t('app.timereg.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** A flag in words: the rule and its numbers. */
export function flagText(t: FormatAppMessage, flag: Flag): string {
  const id = `app.timereg.rule.${flag.rule}` as AppMessageId;
  return MINUTE_RULES.has(flag.rule)
    ? t(id, { actual: formatMinutes(t, flag.actual), limit: formatMinutes(t, flag.limit) })
    : t(id, { actual: flag.actual, limit: flag.limit });
}

/**
 * A clock time as typed ("7", "730", "7.30", "07:30", "7:5" is not one) as "HH:MM"; null when it
 * is not a time of day.
 */
export function parseClock(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  if (!match) match = /^(\d{1,2})()$/.exec(value);
  if (!match && /^\d{3,4}$/.test(value)) match = /^(\d{1,2})(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] || '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The month ("2026-11") `months` before or after another. */
export function shiftMonth(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export { formatMonth } from '../../i18n/dates';

/** Minutes between two "HH:MM" (past midnight when the end is earlier). */
export function clockMinutes(start: string, end: string): number {
  const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const minutes = at(end) - at(start);
  return minutes <= 0 ? minutes + 24 * 60 : minutes;
}

/**
 * The kørebog of a month as CSV rows with the fields SKAT asks for: date, driver, vehicle,
 * departure and arrival, from and to, purpose, kind, odometer at start and end, km, status. A
 * private trip of another person shows its km only (the server leaves the rest out).
 */
export function tripCsvRows(t: FormatAppMessage, trips: readonly Trip[]): CsvCell[][] {
  const header = [
    t('app.timereg.trips.date'),
    t('app.timereg.trips.driver'),
    t('app.timereg.trips.vehicle'),
    t('app.timereg.driver.tripStart'),
    t('app.timereg.driver.tripEnd'),
    t('app.timereg.driver.tripFrom'),
    t('app.timereg.driver.tripTo'),
    t('app.timereg.trips.purpose'),
    t('app.timereg.trips.kind'),
    t('app.timereg.driver.odometerStart'),
    t('app.timereg.driver.odometerEnd'),
    t('app.timereg.trips.km'),
    t('app.timereg.trips.status'),
  ];
  return [
    header,
    ...trips.map((trip) => [
      trip.date,
      trip.driver.name,
      trip.vehicle.registration,
      trip.start,
      trip.end,
      trip.from,
      trip.to,
      trip.purpose,
      t(`app.timereg.kind.${trip.kind}`),
      trip.odometerStart,
      trip.odometerEnd,
      trip.km,
      t(`app.timereg.status.${trip.status}`),
    ]),
  ];
}
