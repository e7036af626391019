/**
 * Local calendar-date arithmetic for the Calendar. Every date is a local midnight built
 * with `new Date(y, m, d)`, so adding a day across a daylight-saving change moves one
 * calendar day (adding 24 h would not).
 */

/** 0 = Sunday, 1 = Monday, ... as `Date.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The same calendar day at local midnight. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** True when both dates fall on the same local calendar day. */
export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** True when both dates fall in the same month of the same year. */
export function isSameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** Negative, zero or positive as day `a` is before, on or after day `b` (time of day ignored). */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

/** The number of days in a month (`month` 0-11; out-of-range months roll over the year). */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0).getDate();
}

/** `date` moved by `days` calendar days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * `date` moved by `months` months, keeping the day of the month where it exists and
 * otherwise taking the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const day = Math.min(date.getDate(), daysInMonth(first.getFullYear(), first.getMonth()));
  return new Date(first.getFullYear(), first.getMonth(), day);
}

/** `date` moved by `years` years (29 February becomes 28 February in a common year). */
export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}

/** The first day of the week that holds `date`. */
export function startOfWeek(date: Date, weekStartsOn: Weekday = 1): Date {
  return addDays(date, -((date.getDay() - weekStartsOn + 7) % 7));
}

/** The last day of the week that holds `date`. */
export function endOfWeek(date: Date, weekStartsOn: Weekday = 1): Date {
  return addDays(startOfWeek(date, weekStartsOn), 6);
}

/** The first day of `date`'s month. */
export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The last day of `date`'s month. */
export function endOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth() + 1, 0);
}

/**
 * The weeks of a month as rows of seven days, each row starting on `weekStartsOn`
 * (Monday by default). Days of the neighbouring months that fill the first and last row
 * are included; callers tell them apart with `isSameMonth`. Four to six rows.
 */
export function monthMatrix(year: number, month: number, weekStartsOn: Weekday = 1): Date[][] {
  const first = new Date(year, month, 1);
  const last = new Date(year, month + 1, 0);
  const weeks: Date[][] = [];
  for (let day = startOfWeek(first, weekStartsOn); compareDays(day, last) <= 0; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** True when day `date` lies within `min` and `max` (each optional, inclusive). */
export function isWithinRange(date: Date, min?: Date | null, max?: Date | null): boolean {
  return (!min || compareDays(date, min) >= 0) && (!max || compareDays(date, max) <= 0);
}

/** `date` (as a local day) moved into `min`..`max` when it lies outside. */
export function clampDay(date: Date, min?: Date | null, max?: Date | null): Date {
  if (min && compareDays(date, min) < 0) return startOfDay(min);
  if (max && compareDays(date, max) > 0) return startOfDay(max);
  return startOfDay(date);
}

/**
 * The seven weekday names in display order, from Intl in `locale`. A week known to start
 * on a Monday (1 January 2024) is the reference, so no names are written by hand.
 */
export function weekdayNames(
  locale: string,
  weekStartsOn: Weekday = 1,
  width: 'long' | 'short' | 'narrow' = 'long',
): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width });
  // 1-7 January 2024 ran Monday to Sunday: weekday w (0 = Sunday) fell on day w, or 7.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, (weekStartsOn + i) % 7 || 7)));
}

/**
 * The day a key press moves the focus to in a date grid (ARIA date picker pattern), or
 * null for other keys: arrows a day or a week, Home/End the start/end of the week,
 * PageUp/PageDown a month, with Shift a year. Not yet clamped to min/max.
 */
export function dayForKey(key: string, date: Date, shiftKey = false, weekStartsOn: Weekday = 1): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, weekStartsOn);
    case 'End':
      return endOfWeek(date, weekStartsOn);
    case 'PageUp':
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    default:
      return null;
  }
}

/** `YYYY-MM-DD` of the local day (for data attributes and form values). */
export function toIsoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first day of the week in `locale` (CLDR week data through `Intl.Locale`'s week info):
 * Monday for da, de, fr and uk, Sunday for en (en-US), Monday for en-GB. Monday when the
 * browser cannot say or the tag is invalid.
 */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
    // CLDR counts 1 = Monday ... 7 = Sunday; Date.getDay() counts 0 = Sunday.
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as Weekday;
  } catch {
    // An invalid tag: Monday.
  }
  return 1;
}
