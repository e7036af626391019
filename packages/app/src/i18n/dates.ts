/**
 * Calendar dates and moments, once for the whole app (issue 28): formatted for the active language
 * with Intl (cached per language: tables format thousands of cells), and the calendar arithmetic
 * the pages need. "Today" is the date in Europe/Copenhagen, as on the server (docs/fleet-work.md),
 * so a renewal made at 00:30 Danish time is dated that day even where the browser's clock says
 * otherwise; calendar dates ("YYYY-MM-DD") are formatted in UTC, so a day is that day everywhere.
 */
import { cached } from './cachedPerLocale';

// Calendar dates are formatted in UTC: "2024-03-01" is that day everywhere, whatever the zone.
const calendarDates = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
);
// Moments (the history) are shown in Danish time, where the fleet is.
const moments = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }),
);

const months = cached(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date given as "YYYY-MM-DD" or a Date at midnight UTC; empty when missing or malformed. */
export function formatDate(date: string | Date | null | undefined, locale: string): string {
  if (date == null) return '';
  let value: Date;
  if (typeof date === 'string') {
    const match = isoDate.exec(date);
    if (!match) return '';
    value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  } else value = date;
  return Number.isNaN(value.getTime()) ? '' : calendarDates(locale).format(value);
}

/** A moment (when something happened), in Danish time. */
export function formatMoment(moment: Date | string, locale: string): string {
  const value = typeof moment === 'string' ? new Date(moment) : moment;
  return Number.isNaN(value.getTime()) ? '' : moments(locale).format(value);
}

/** A month ("YYYY-MM") in words: "November 2026", "november 2026". */
export function formatMonth(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return months(locale).format(new Date(Date.UTC(year, m - 1, 1)));
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `iso` is a real calendar date ("2028-02-29" yes, "2027-02-29" no). */
export function isIsoDate(iso: string): boolean {
  const match = isoPattern.exec(iso);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Made on first use, not when the start chunk is evaluated: a page's first formatter with a time
// zone loads its rules (docs/decisions/first-paint.md, "The seventh step").
let copenhagen: Intl.DateTimeFormat | undefined;

/** The calendar date in Copenhagen at `now`: 23:30 UTC on 1 June is already 2 June there. */
export function copenhagenToday(now: Date = new Date()): string {
  copenhagen ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(copenhagen.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `iso` plus `days` calendar days (negative: back), across months, years and leap days. */
export function addDays(iso: string, days: number): string {
  const match = isoPattern.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days))
    .toISOString()
    .slice(0, 10);
}

/** `iso` plus `years` years; 29 February becomes 28 February in a year without it. */
export function addYears(iso: string, years: number): string {
  const match = isoPattern.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  const year = Number(match[1]) + years;
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, '0')}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** The day as the kit's DateField holds it (local midnight), or null for '' or a malformed date. */
export function isoToDate(iso: string | null | undefined): Date | null {
  if (!iso || !isIsoDate(iso)) return null;
  const match = isoPattern.exec(iso)!;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The DateField's chosen day (local) as "YYYY-MM-DD"; '' when the field was emptied. */
export function dateToIso(date: Date | null): string {
  if (!date) return '';
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
