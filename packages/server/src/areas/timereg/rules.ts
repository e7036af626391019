/**
 * The rules of working time and the kørebog (docs/timereg.md), as pure functions: no server
 * dependencies, so the app may import them through `@vognpark/server` as well. Times are instants
 * (epoch milliseconds), so a duration across a daylight-saving change is what the clock on the
 * wall did not show: the March night has 23 hours, the October night 25. Days and weeks are
 * calendar days in Europe/Copenhagen; a week runs Monday to Sunday.
 *
 * Each flag names its rule and carries the numbers a person needs to see why: what was recorded
 * and the limit (minutes, km, days). The sources: the Working Time Directive 2003/88/EC and the
 * Danish Working Environment Act (11 hours' daily rest, a day off every week, 48 hours on average
 * over 4 months), Directive 2002/15/EC for mobile workers (no more than 6 hours without a break; 30
 * minutes of breaks over 6 hours' work, 45 over 9), Regulation (EC) 561/2006 for tachograph
 * drivers, and SKAT's rules for vans on yellow plates.
 */
import { addDays, daysBetween } from '../../due/rules.js';

export const TIMEREG_TIME_ZONE = 'Europe/Copenhagen';

export const PERIOD_KINDS = ['work', 'driving', 'availability', 'break'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const TRIP_KINDS = ['business', 'private', 'home_work'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The limits, in minutes unless named otherwise. */
export const LIMITS = {
  dailyRest: 11 * 60,
  averageWeek: 48 * 60,
  averageWeeks: 17, // 4 months
  daysInARow: 6,
  withoutBreak: 6 * 60,
  breakOver6h: 30,
  breakOver9h: 45,
  breakPart: 15,
  tachoDriving: 4.5 * 60,
  tachoBreak: 45,
  tachoSplitFirst: 15,
  tachoSplitSecond: 30,
  tachoDailyDriving: 9 * 60,
  tachoExtendedDriving: 10 * 60,
  tachoExtensionsPerWeek: 2,
  tachoWeeklyDriving: 56 * 60,
  tachoFortnightDriving: 90 * 60,
  tachoDailyRest: 11 * 60,
  tachoReducedDailyRest: 9 * 60,
  tachoReducedRestsPerWeek: 3,
  tachoWeeklyRest: 24 * 60, // reduced; regular 45 h
  tachoBetweenWeeklyRests: 6 * 24 * 60,
  dayPassesPerYear: 20,
  homeWorkDaysPerYear: 25,
} as const;

export const RULES = [
  'daily_rest',
  'average_week',
  'day_off',
  'without_break',
  'break_total',
  'tacho_driving_without_break',
  'tacho_daily_driving',
  'tacho_extensions',
  'tacho_weekly_driving',
  'tacho_fortnight_driving',
  'tacho_daily_rest',
  'tacho_reduced_rests',
  'tacho_weekly_rest',
  'private_without_day_pass',
  'day_passes',
  'home_work_days',
  'odometer_gap',
  'odometer_overlap',
] as const;
export type RuleId = (typeof RULES)[number];

/** One rule broken: on a day (or the Monday of a week), with what was found and the limit. */
export interface Flag {
  rule: RuleId;
  /** The day (ISO), or the Monday of the week the flag is about. */
  date: string;
  /** What was recorded (minutes, km or days). */
  actual: number;
  /** The rule's limit in the same unit. */
  limit: number;
  /** The trip or vehicle it is about, for the kørebog's flags. */
  subjectId?: string;
}

// ---------------------------------------------------------------------------------------------
// Copenhagen calendar

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEREG_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock there, asked of Intl (exact, but some microseconds a call). */
function intlWall(instant: number) {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Minutes the wall clock is ahead of UTC at an instant, asked of Intl. */
function intlOffset(instant: number): number {
  const { date, time } = intlWall(instant);
  return Math.round((Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The offset of each UTC hour asked about (null: the clock changes within it). */
const hourOffsets = new Map<number, number | null>();

/**
 * The wall clock there at an instant. The clock changes on a full UTC hour (01:00 UTC since 1980),
 * so the offset is asked of Intl once per hour and remembered; an hour it changes within (none
 * since 1900) is asked of Intl at every instant.
 */
function wall(instant: number) {
  const hour = Math.floor(instant / HOUR);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const first = intlOffset(hour * HOUR);
    offset = first === intlOffset(hour * HOUR + HOUR - MINUTE) ? first : null;
    if (hourOffsets.size > 100_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  if (offset === null) return intlWall(instant);
  const iso = new Date(Math.floor(instant / MINUTE) * MINUTE + offset * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The Copenhagen calendar date of an instant. */
export const copenhagenDate = (instant: number) => wall(instant).date;
/** The Copenhagen wall-clock time ("HH:MM") of an instant. */
export const copenhagenTime = (instant: number) => wall(instant).time;

/** Minutes Copenhagen is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const { date, time } = wall(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant a Copenhagen wall-clock time stands for. A time the spring change skips (02:30 on
 * the last Sunday of March) is read as the same time in winter offset (so 03:30); a time the autumn
 * change repeats (02:30 in October) is its first occurrence.
 */
export function copenhagenInstant(date: string, time: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const first = naive - offsetMinutes(naive - 2 * HOUR) * MINUTE;
  if (wall(first).time === time && wall(first).date === date) return first;
  const second = naive - offsetMinutes(naive) * MINUTE;
  if (wall(second).time === time && wall(second).date === date) return second;
  return naive - 60 * MINUTE; // skipped in spring: winter offset
}

const mondays = new Map<string, string>();

/** The Monday of the week (Monday to Sunday) a date is in (remembered: the rules ask often). */
export function mondayOf(date: string): string {
  const known = mondays.get(date);
  if (known) return known;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(date, -weekday);
  if (mondays.size > 10_000) mondays.clear();
  mondays.set(date, monday);
  return monday;
}

// ---------------------------------------------------------------------------------------------
// Working time

export interface Period {
  kind: PeriodKind;
  start: number;
  end: number;
}

/** A recorded day: its periods (a daily total or "as agreed" has become periods before this). */
export interface DayInput {
  date: string;
  periods: readonly Period[];
}

/** Working minutes per week (Monday to Sunday), by the week's Monday. */
export type WeekSums = ReadonlyMap<string, number>;

export interface RuleOptions {
  /** The driver drives under Regulation 561/2006 (has a tachograph and no exemption). */
  tachograph: boolean;
  /**
   * Working minutes of earlier weeks, by Monday, whose days are not given (summed by the database,
   * say): the 48-hour average counts them as if their days were given (a week both summed here and
   * given as days counts both). The other rules look back two weeks at most; give those as days,
   * or as `earlierDays`.
   */
  earlierWeeks?: WeekSums;
  /**
   * Days before the first of `days`, as their summaries only (`summarize`; kept by the database,
   * say), in the order of date. The rules over several days (rests, days in a row, the average,
   * the tachograph's extensions a week, weeks, fortnights and weekly rests) count them as the days
   * they stand for; the rules of one day (breaks, the tachograph's break and a day's driving) do
   * not see them. So the flags are those of all the days given in full, less those rules' flags on
   * the summarised days.
   */
  earlierDays?: readonly DaySummary[];
}

/** What the rules over several days need of a day (see `RuleOptions.earlierDays`). */
export interface DaySummary {
  date: string;
  /** Where the day's activity (not its breaks) begins and ends; null for a day without any. */
  start: number | null;
  end: number | null;
  /** Minutes of work and driving, as `dayTotals` counts them. */
  working: number;
  /** Minutes of driving, as `dayTotals` counts them. */
  driving: number;
}

const minutes = (ms: number) => Math.round(ms / MINUTE);
const sorted = (periods: readonly Period[]) =>
  [...periods].sort((a, b) => a.start - b.start || a.end - b.end);
const duration = (periods: readonly Period[], kinds: readonly PeriodKind[]) =>
  minutes(periods.filter((p) => kinds.includes(p.kind)).reduce((sum, p) => sum + (p.end - p.start), 0));

/** Work and driving count as working time; availability and breaks do not (2002/15/EC art. 3). */
export const WORKING_KINDS: readonly PeriodKind[] = ['work', 'driving'];

/** Minutes of each kind in a day. */
export function dayTotals(periods: readonly Period[]): Record<PeriodKind, number> & { working: number } {
  return {
    work: duration(periods, ['work']),
    driving: duration(periods, ['driving']),
    availability: duration(periods, ['availability']),
    break: duration(periods, ['break']),
    working: duration(periods, WORKING_KINDS),
  };
}

/** What the rules over several days need of a day: its activity's span, working and driving minutes. */
export function summarize(day: DayInput): DaySummary {
  let start: number | null = null;
  let end: number | null = null;
  for (const p of day.periods)
    if (p.kind !== 'break') {
      if (start === null || p.start < start) start = p.start;
      if (end === null || p.end > end) end = p.end;
    }
  return {
    date: day.date,
    start,
    end,
    working: duration(day.periods, WORKING_KINDS),
    driving: duration(day.periods, ['driving']),
  };
}

/** The days with activity, by their activity's start. */
function activeSpans(days: readonly DaySummary[]) {
  return days
    .filter((d): d is DaySummary & { start: number; end: number } => d.start !== null && d.end !== null)
    .sort((a, b) => a.start - b.start);
}

/** The rest before each day with activity: from the end of the previous active day to its start. */
function restsBefore(days: readonly DaySummary[]): { date: string; rest: number }[] {
  const spans = activeSpans(days);
  return spans.slice(1).map((d, i) => ({ date: d.date, rest: minutes(d.start - spans[i]!.end) }));
}

const summaries = (days: readonly DayInput[], earlier: readonly DaySummary[] = []) =>
  earlier.length ? [...earlier, ...days.map(summarize)] : days.map(summarize);

/** 11 hours' rest between two working days (2003/88/EC art. 3; Danish Working Environment Act). */
export function dailyRestFlags(days: readonly DayInput[], earlierDays?: readonly DaySummary[]): Flag[] {
  return dailyRests(summaries(days, earlierDays));
}

function dailyRests(days: readonly DaySummary[]): Flag[] {
  return restsBefore(days)
    .filter((r) => r.rest < 24 * 60 && r.rest < LIMITS.dailyRest)
    .map((r) => ({ rule: 'daily_rest', date: r.date, actual: r.rest, limit: LIMITS.dailyRest }));
}

/** Working minutes per week (Monday to Sunday), by the week's Monday. */
export function weeklyMinutes(days: readonly DayInput[], kinds: readonly PeriodKind[] = WORKING_KINDS) {
  const weeks = new Map<string, number>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    weeks.set(monday, (weeks.get(monday) ?? 0) + duration(day.periods, kinds));
  }
  return weeks;
}

/**
 * At most 48 hours a week on average over 4 months (17 weeks; 2003/88/EC art. 6 and 16): each week
 * whose average over itself and the 16 weeks before it (from the first recorded week on) exceeds 48
 * hours is flagged, with the average. Weeks whose days are not at hand may come as sums
 * (`earlierWeeks`, see `RuleOptions`): the flags are the same as from their days.
 */
export function averageWeekFlags(
  days: readonly DayInput[],
  earlierWeeks: WeekSums = new Map(),
  earlierDays?: readonly DaySummary[],
): Flag[] {
  return averageWeeks(summaries(days, earlierDays), earlierWeeks);
}

function averageWeeks(days: readonly DaySummary[], earlierWeeks: WeekSums = new Map()): Flag[] {
  const weeks = new Map<string, number>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    weeks.set(monday, (weeks.get(monday) ?? 0) + day.working);
  }
  for (const [monday, minutes] of earlierWeeks) weeks.set(monday, (weeks.get(monday) ?? 0) + minutes);
  if (weeks.size === 0) return [];
  // Weeks as numbers (days since 1970 / 7), so the 17-week window slides without date arithmetic.
  const byIndex = new Map<number, number>();
  for (const [monday, minutes] of weeks)
    byIndex.set(Date.parse(`${monday}T00:00:00Z`) / (7 * 86_400_000), minutes);
  const indices = [...byIndex.keys()].sort((a, b) => a - b);
  const first = indices[0]!;
  const last = indices.at(-1)!;
  const flags: Flag[] = [];
  let total = 0;
  for (let week = first; week <= last; week++) {
    total += byIndex.get(week) ?? 0;
    const leaving = week - LIMITS.averageWeeks;
    if (leaving >= first) total -= byIndex.get(leaving) ?? 0;
    const count = Math.min(LIMITS.averageWeeks, week - first + 1);
    const average = Math.round(total / count);
    if (byIndex.has(week) && average > LIMITS.averageWeek)
      flags.push({
        rule: 'average_week',
        date: new Date(week * 7 * 86_400_000).toISOString().slice(0, 10),
        actual: average,
        limit: LIMITS.averageWeek,
      });
  }
  return flags;
}

/** A day off in every 7 days (Danish Working Environment Act § 51): the 7th working day in a row. */
export function dayOffFlags(days: readonly DayInput[], earlierDays?: readonly DaySummary[]): Flag[] {
  return daysOff(summaries(days, earlierDays));
}

function daysOff(days: readonly DaySummary[]): Flag[] {
  const worked = [...new Set(days.filter((d) => d.working > 0).map((d) => d.date))].sort();
  const flags: Flag[] = [];
  let run = 0;
  for (let i = 0; i < worked.length; i++) {
    run = i > 0 && daysBetween(worked[i - 1]!, worked[i]!) === 1 ? run + 1 : 1;
    if (run > LIMITS.daysInARow)
      flags.push({ rule: 'day_off', date: worked[i]!, actual: run, limit: LIMITS.daysInARow });
  }
  return flags;
}

/**
 * Directive 2002/15/EC art. 5: no more than 6 hours of work in a row without a break (a break or a
 * gap of at least 15 minutes ends the stretch), and at least 30 minutes of breaks when the day's
 * work exceeds 6 hours, 45 minutes over 9 hours.
 */
export function breakFlags(day: DayInput): Flag[] {
  const flags: Flag[] = [];
  let stretch = 0;
  let longest = 0;
  let lastEnd: number | null = null;
  let breaks = 0;
  for (const period of sorted(day.periods)) {
    const gap = lastEnd === null ? 0 : Math.max(0, minutes(period.start - lastEnd));
    if (gap >= LIMITS.breakPart) {
      stretch = 0;
      breaks += gap;
    }
    if (period.kind === 'break') {
      const length = minutes(period.end - period.start);
      if (length >= LIMITS.breakPart) {
        stretch = 0;
        breaks += length;
      }
    } else if (period.kind !== 'availability') {
      stretch += minutes(period.end - period.start);
      longest = Math.max(longest, stretch);
    }
    lastEnd = lastEnd === null ? period.end : Math.max(lastEnd, period.end);
  }
  if (longest > LIMITS.withoutBreak)
    flags.push({ rule: 'without_break', date: day.date, actual: longest, limit: LIMITS.withoutBreak });
  const working = duration(day.periods, WORKING_KINDS);
  const needed = working > 9 * 60 ? LIMITS.breakOver9h : working > 6 * 60 ? LIMITS.breakOver6h : 0;
  if (breaks < needed) flags.push({ rule: 'break_total', date: day.date, actual: breaks, limit: needed });
  return flags;
}

/**
 * Regulation 561/2006 art. 7: after 4.5 hours of driving, a break of 45 minutes, or of 15 and then
 * 30 minutes taken in that order. Other work is not a break; a gap between periods is.
 */
export function tachoBreakFlags(day: DayInput): Flag[] {
  let driving = 0;
  let worst = 0;
  let firstPart = false;
  let lastEnd: number | null = null;
  const rest = (length: number) => {
    if (length >= LIMITS.tachoBreak || (firstPart && length >= LIMITS.tachoSplitSecond)) {
      driving = 0;
      firstPart = false;
    } else if (length >= LIMITS.tachoSplitFirst) firstPart = true;
  };
  for (const period of sorted(day.periods)) {
    if (lastEnd !== null && period.start > lastEnd) rest(minutes(period.start - lastEnd));
    if (period.kind === 'break') rest(minutes(period.end - period.start));
    if (period.kind === 'driving') {
      driving += minutes(period.end - period.start);
      worst = Math.max(worst, driving);
    }
    lastEnd = lastEnd === null ? period.end : Math.max(lastEnd, period.end);
  }
  return worst > LIMITS.tachoDriving
    ? [{ rule: 'tacho_driving_without_break', date: day.date, actual: worst, limit: LIMITS.tachoDriving }]
    : [];
}

/**
 * Regulation 561/2006 art. 6 and 8, over the days of one driver: 9 hours' driving a day, 10 on at
 * most two days of a week; 56 hours a week; 90 in two weeks in a row; 11 hours' daily rest, 9 on at
 * most three days between weekly rests (counted per week here); a weekly rest of at least 24 hours
 * no later than six 24-hour periods after the one before.
 */
export function tachographFlags(days: readonly DayInput[], earlierDays: readonly DaySummary[] = []): Flag[] {
  return tachograph(days, summaries(days, earlierDays), earlierDays.length);
}

/** The tachograph's rules: `all` is the summaries of the earlier days (`earlier` of them), then of `days`. */
function tachograph(days: readonly DayInput[], all: readonly DaySummary[], earlier: number): Flag[] {
  const flags: Flag[] = [];
  const byWeek = new Map<string, number>();
  for (const day of all.slice(0, earlier))
    if (day.driving > LIMITS.tachoDailyDriving && day.driving <= LIMITS.tachoExtendedDriving) {
      const monday = mondayOf(day.date);
      byWeek.set(monday, (byWeek.get(monday) ?? 0) + 1);
    }
  for (const [i, day] of days.entries()) {
    flags.push(...tachoBreakFlags(day));
    const driving = all[earlier + i]!.driving;
    const monday = mondayOf(day.date);
    if (driving > LIMITS.tachoExtendedDriving)
      flags.push({
        rule: 'tacho_daily_driving',
        date: day.date,
        actual: driving,
        limit: LIMITS.tachoExtendedDriving,
      });
    else if (driving > LIMITS.tachoDailyDriving) {
      const extensions = (byWeek.get(monday) ?? 0) + 1;
      byWeek.set(monday, extensions);
      if (extensions > LIMITS.tachoExtensionsPerWeek)
        flags.push({
          rule: 'tacho_extensions',
          date: day.date,
          actual: extensions,
          limit: LIMITS.tachoExtensionsPerWeek,
        });
    }
  }
  const weeks = new Map<string, number>();
  for (const day of all) {
    const monday = mondayOf(day.date);
    weeks.set(monday, (weeks.get(monday) ?? 0) + day.driving);
  }
  for (const [monday, driving] of [...weeks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (driving > LIMITS.tachoWeeklyDriving)
      flags.push({
        rule: 'tacho_weekly_driving',
        date: monday,
        actual: driving,
        limit: LIMITS.tachoWeeklyDriving,
      });
    const two = driving + (weeks.get(addDays(monday, -7)) ?? 0);
    if (two > LIMITS.tachoFortnightDriving)
      flags.push({
        rule: 'tacho_fortnight_driving',
        date: monday,
        actual: two,
        limit: LIMITS.tachoFortnightDriving,
      });
  }
  const reduced = new Map<string, number>();
  for (const { date, rest } of restsBefore(all)) {
    if (rest >= LIMITS.tachoDailyRest) continue;
    if (rest < LIMITS.tachoReducedDailyRest)
      flags.push({ rule: 'tacho_daily_rest', date, actual: rest, limit: LIMITS.tachoReducedDailyRest });
    else {
      const monday = mondayOf(date);
      const count = (reduced.get(monday) ?? 0) + 1;
      reduced.set(monday, count);
      if (count > LIMITS.tachoReducedRestsPerWeek)
        flags.push({
          rule: 'tacho_reduced_rests',
          date,
          actual: count,
          limit: LIMITS.tachoReducedRestsPerWeek,
        });
    }
  }
  // From the end of one weekly rest (24 h or more) to the start of the next: at most 144 hours.
  const spans = activeSpans(all);
  let since: number | null = spans[0]?.start ?? null;
  for (let i = 0; i < spans.length; i++) {
    const next = spans[i + 1];
    const end = spans[i]!.end;
    if (next && minutes(next.start - end) < LIMITS.tachoWeeklyRest) continue;
    // The stretch from `since` ends here (a weekly rest follows, or the records end).
    const stretch = minutes(end - since!);
    if (stretch > LIMITS.tachoBetweenWeeklyRests)
      flags.push({
        rule: 'tacho_weekly_rest',
        date: spans[i]!.date,
        actual: stretch,
        limit: LIMITS.tachoBetweenWeeklyRests,
      });
    since = next?.start ?? null;
  }
  return flags;
}

/** Every working-time flag of one driver's days, by date then rule. */
export function workingTimeFlags(days: readonly DayInput[], options: RuleOptions): Flag[] {
  const earlier = options.earlierDays ?? [];
  const all = summaries(days, earlier);
  const flags = [
    ...dailyRests(all),
    ...averageWeeks(all, options.earlierWeeks),
    ...daysOff(all),
    ...days.flatMap(breakFlags),
    ...(options.tachograph ? tachograph(days, all, earlier.length) : []),
  ];
  return flags.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : RULES.indexOf(a.rule) - RULES.indexOf(b.rule),
  );
}

// ---------------------------------------------------------------------------------------------
// The kørebog

export interface TripInput {
  id: string;
  vehicleId: string;
  driverId: string;
  date: string;
  start: number;
  odometerStart: number;
  odometerEnd: number;
  kind: TripKind;
}

/** A trip's km: odometer end minus start. */
export const tripKm = (trip: { odometerStart: number; odometerEnd: number }) =>
  trip.odometerEnd - trip.odometerStart;

/**
 * Gaps and overlaps in each vehicle's odometer between one trip's end and the next trip's start
 * ("12 km unaccounted"): flagged on the later trip, never put right.
 */
export function odometerFlags(trips: readonly TripInput[]): Flag[] {
  const flags: Flag[] = [];
  const byVehicle = new Map<string, TripInput[]>();
  for (const trip of trips) byVehicle.set(trip.vehicleId, [...(byVehicle.get(trip.vehicleId) ?? []), trip]);
  for (const list of byVehicle.values()) {
    list.sort((a, b) => a.start - b.start || a.odometerStart - b.odometerStart);
    for (let i = 1; i < list.length; i++) {
      const before = list[i - 1]!;
      const trip = list[i]!;
      const difference = trip.odometerStart - before.odometerEnd;
      if (difference > 0)
        flags.push({
          rule: 'odometer_gap',
          date: trip.date,
          actual: difference,
          limit: 0,
          subjectId: trip.id,
        });
      if (difference < 0)
        flags.push({
          rule: 'odometer_overlap',
          date: trip.date,
          actual: -difference,
          limit: 0,
          subjectId: trip.id,
        });
    }
  }
  return flags;
}

export interface DayPassInput {
  vehicleId: string;
  date: string;
}

/**
 * Vans on yellow plates (SKAT): private use only on a day pass (dagsbevis) for that vehicle and
 * day; at most 20 day passes per vehicle per calendar year; home–work trips on at most 25 days per
 * driver per year.
 */
export function yellowPlateFlags(
  trips: readonly TripInput[],
  passes: readonly DayPassInput[],
  yellowPlates: ReadonlySet<string>,
): Flag[] {
  const flags: Flag[] = [];
  const passKeys = new Set(passes.map((p) => `${p.vehicleId} ${p.date}`));
  for (const trip of trips)
    if (
      trip.kind === 'private' &&
      yellowPlates.has(trip.vehicleId) &&
      !passKeys.has(`${trip.vehicleId} ${trip.date}`)
    )
      flags.push({
        rule: 'private_without_day_pass',
        date: trip.date,
        actual: 1,
        limit: 0,
        subjectId: trip.id,
      });
  const perVehicleYear = new Map<string, string[]>();
  for (const pass of [...passes].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const key = `${pass.vehicleId} ${pass.date.slice(0, 4)}`;
    const dates = [...(perVehicleYear.get(key) ?? []), pass.date];
    perVehicleYear.set(key, dates);
    if (dates.length > LIMITS.dayPassesPerYear)
      flags.push({
        rule: 'day_passes',
        date: pass.date,
        actual: dates.length,
        limit: LIMITS.dayPassesPerYear,
        subjectId: pass.vehicleId,
      });
  }
  const homeWork = new Map<string, Set<string>>();
  for (const trip of [...trips].sort((a, b) => a.start - b.start)) {
    if (trip.kind !== 'home_work' || !yellowPlates.has(trip.vehicleId)) continue;
    const key = `${trip.driverId} ${trip.date.slice(0, 4)}`;
    const days = homeWork.get(key) ?? new Set<string>();
    if (days.has(trip.date)) continue;
    days.add(trip.date);
    homeWork.set(key, days);
    if (days.size > LIMITS.homeWorkDaysPerYear)
      flags.push({
        rule: 'home_work_days',
        date: trip.date,
        actual: days.size,
        limit: LIMITS.homeWorkDaysPerYear,
        subjectId: trip.id,
      });
  }
  return flags;
}
