import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  clampDay,
  compareDays,
  dayForKey,
  daysInMonth,
  endOfWeek,
  isSameDay,
  isWithinRange,
  monthMatrix,
  startOfWeek,
  toIsoDay,
  weekdayNames,
  type Weekday,
} from './dates';

// Run in a time zone with daylight saving time, so the DST rows below can catch
// arithmetic in milliseconds (Node re-reads TZ when it is assigned).
declare const process: { env: Record<string, string | undefined> };
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Copenhagen';
});
afterAll(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

it('runs in a time zone with DST', () => {
  expect(new Date(2025, 0, 15, 12).getTimezoneOffset()).toBe(-60);
  expect(new Date(2025, 6, 15, 12).getTimezoneOffset()).toBe(-120);
});

/** A local date from "YYYY-MM-DD". */
const d = (iso: string) => {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, day);
};
const iso = (date: Date | null) => (date ? toIsoDay(date) : null);

describe('daysInMonth', () => {
  it.each([
    [2025, 0, 31],
    [2024, 1, 29],
    [2025, 1, 28],
    [1900, 1, 28],
    [2000, 1, 29],
    [2025, 3, 30],
    [2025, 12, 31], // month 12 rolls over to January 2026
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-12-31', 1, '2025-01-01'],
    // Across the European DST changes (30 March and 26 October 2025) a day stays a day.
    ['2025-03-29', 1, '2025-03-30'],
    ['2025-03-30', 1, '2025-03-31'],
    ['2025-10-25', 2, '2025-10-27'],
    ['2025-10-27', -1, '2025-10-26'],
    ['2025-01-01', 365, '2026-01-01'],
  ])('%s + %i days = %s', (from, days, to) => {
    const result = addDays(d(from), days);
    expect(iso(result)).toBe(to);
    expect(result.getHours()).toBe(0);
  });
});

describe('addMonths and addYears', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-15', -5, '2024-12-15'],
    ['2025-12-10', 1, '2026-01-10'],
    ['2025-03-30', 0, '2025-03-30'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(iso(addMonths(d(from), months))).toBe(to);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2025-06-01', -1, '2024-06-01'],
  ])('%s + %i years = %s', (from, years, to) => {
    expect(iso(addYears(d(from), years))).toBe(to);
  });
});

describe('weeks', () => {
  it.each([
    ['2025-01-15', 1, '2025-01-13', '2025-01-19'], // Wednesday, Monday first
    ['2025-01-13', 1, '2025-01-13', '2025-01-19'], // Monday itself
    ['2025-01-19', 1, '2025-01-13', '2025-01-19'], // Sunday belongs to the week before
    ['2025-01-19', 0, '2025-01-19', '2025-01-25'], // Sunday first
    ['2025-01-01', 1, '2024-12-30', '2025-01-05'], // across the year
  ] as const)('the week of %s (first day %i) runs %s to %s', (date, first, start, end) => {
    expect(iso(startOfWeek(d(date), first as Weekday))).toBe(start);
    expect(iso(endOfWeek(d(date), first as Weekday))).toBe(end);
  });
});

describe('monthMatrix', () => {
  it.each([
    // year, month (0-11), rows, first cell, last cell
    [2025, 0, 5, '2024-12-30', '2025-02-02'], // January 2025 starts on a Wednesday
    [2021, 1, 4, '2021-02-01', '2021-02-28'], // February 2021: exactly four Monday-first weeks
    [2025, 5, 6, '2025-05-26', '2025-07-06'], // June 2025 starts on a Sunday: six rows
    [2025, 2, 6, '2025-02-24', '2025-04-06'], // March 2025, with the DST change
    [2025, 9, 5, '2025-09-29', '2025-11-02'], // October 2025, with the DST change
  ])('%i-%i has %i Monday-first rows from %s to %s', (year, month, rows, first, last) => {
    const weeks = monthMatrix(year, month);
    expect(weeks).toHaveLength(rows);
    expect(iso(weeks[0]![0]!)).toBe(first);
    expect(iso(weeks.at(-1)!.at(-1)!)).toBe(last);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(week[0]!.getDay()).toBe(1);
      week.slice(1).forEach((day, i) => expect(compareDays(day, week[i]!)).toBeGreaterThan(0));
    }
  });

  it('holds every day of the month exactly once', () => {
    const days = monthMatrix(2025, 9)
      .flat()
      .filter((day) => day.getMonth() === 9)
      .map((day) => day.getDate());
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it('starts rows on Sunday when asked', () => {
    const weeks = monthMatrix(2025, 5, 0);
    expect(weeks[0]![0]!.getDay()).toBe(0);
    expect(iso(weeks[0]![0]!)).toBe('2025-06-01');
  });
});

describe('ranges', () => {
  const min = new Date(2025, 0, 10, 15, 30); // a time of day must not matter
  const max = d('2025-01-20');
  it.each([
    ['2025-01-09', false, '2025-01-10'],
    ['2025-01-10', true, '2025-01-10'],
    ['2025-01-15', true, '2025-01-15'],
    ['2025-01-20', true, '2025-01-20'],
    ['2025-01-21', false, '2025-01-20'],
  ])('%s: within %s, clamped to %s', (date, within, clamped) => {
    expect(isWithinRange(d(date), min, max)).toBe(within);
    expect(iso(clampDay(d(date), min, max))).toBe(clamped);
  });

  it('treats a missing bound as open', () => {
    expect(isWithinRange(d('1900-01-01'), undefined, max)).toBe(true);
    expect(iso(clampDay(d('2999-01-01'), min, null))).toBe('2999-01-01');
  });

  it('compares days, not times', () => {
    expect(isSameDay(new Date(2025, 0, 1, 23, 59), d('2025-01-01'))).toBe(true);
    expect(isSameDay(d('2025-01-01'), null)).toBe(false);
  });
});

describe('dayForKey', () => {
  const wed = d('2025-01-15');
  it.each([
    ['ArrowLeft', false, '2025-01-14'],
    ['ArrowRight', false, '2025-01-16'],
    ['ArrowUp', false, '2025-01-08'],
    ['ArrowDown', false, '2025-01-22'],
    ['Home', false, '2025-01-13'],
    ['End', false, '2025-01-19'],
    ['PageUp', false, '2024-12-15'],
    ['PageDown', false, '2025-02-15'],
    ['PageUp', true, '2024-01-15'],
    ['PageDown', true, '2026-01-15'],
    ['Enter', false, null],
    ['a', false, null],
  ])('%s (shift %s) from Wednesday 2025-01-15 -> %s', (key, shift, expected) => {
    expect(iso(dayForKey(key, wed, shift))).toBe(expected);
  });

  it('keeps the end of a long month in a short one', () => {
    expect(iso(dayForKey('PageDown', d('2025-01-31')))).toBe('2025-02-28');
  });
});

describe('weekdayNames', () => {
  it('comes from Intl, Monday first, in Danish', () => {
    expect(weekdayNames('da')).toEqual([
      'mandag',
      'tirsdag',
      'onsdag',
      'torsdag',
      'fredag',
      'lørdag',
      'søndag',
    ]);
  });

  it.each([
    ['en', 'Monday', 'Sunday'],
    ['de', 'Montag', 'Sonntag'],
    ['fr', 'lundi', 'dimanche'],
    ['uk', 'понеділок', 'неділя'],
  ])('%s runs from %s to %s', (locale, first, last) => {
    const names = weekdayNames(locale);
    expect(names[0]).toBe(first);
    expect(names[6]).toBe(last);
  });

  it('can start on Sunday', () => {
    expect(weekdayNames('en', 0, 'short')[0]).toBe('Sun');
  });
});
