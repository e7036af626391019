/**
 * The service area's due rules (docs/service.md), pure functions over ISO dates like src/due: a
 * schedule's due point (next due date, km and hours) from its interval and last service, its state
 * (overdue, due soon, in order, paused) for today in Copenhagen and the vehicle's odometer and
 * hours, Danish tyre seasons, and the forecast from the odometer chain. ./sql.ts states the same
 * rules as SQL; test/service.test.ts checks that both select the same rows.
 */
import { addDays, daysBetween } from '../../due/rules.js';
import {
  VISIT_WINDOW_DAYS,
  VISIT_WINDOW_KM,
  type ScheduleMode,
  type ServiceState,
  type TyreSeason,
} from './model.js';

/** Default due-soon thresholds of a schedule. */
export const SERVICE_SOON_KM = 1000;
export const SERVICE_SOON_DAYS = 30;
export const SERVICE_SOON_HOURS = 25;
/** The forecast reads the odometer chain of this many days back. */
export const FORECAST_WINDOW_DAYS = 90;

/**
 * `iso` plus `months` calendar months; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as PostgreSQL's `date + interval` does.
 */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The months a tyre change belongs in: winter tyres October–November, summer tyres March–April. */
export const TYRE_SEASON_MONTHS: Record<TyreSeason, { first: number; last: number }> = {
  winter: { first: 10, last: 11 },
  summer: { first: 3, last: 4 },
};

/**
 * The season window the next change is due in after one done on `lastDoneOn`: the first window
 * starting at least two months later (a change in September or in the window itself counts for
 * that season, so the next is a year on).
 */
export function nextSeasonWindow(season: TyreSeason, lastDoneOn: string): { start: string; end: string } {
  const { first, last } = TYRE_SEASON_MONTHS[season];
  const threshold = addMonths(lastDoneOn, 2);
  let year = Number(threshold.slice(0, 4));
  const startOf = (y: number) => `${String(y).padStart(4, '0')}-${String(first).padStart(2, '0')}-01`;
  if (startOf(year) < threshold) year += 1;
  const start = startOf(year);
  return { start, end: addDays(addMonths(start, last - first + 1), -1) };
}

export interface ScheduleInterval {
  intervalKm: number | null;
  intervalHours: number | null;
  intervalMonths: number | null;
  soonDays: number;
  lastDoneOn: string;
  lastDoneKm: number;
  lastDoneHours: number | null;
  /** The task's season (tyre changes): the season decides the due date, intervals play no part. */
  season: TyreSeason | null;
}

/** Where a schedule falls due: stored with the schedule, recomputed on every change. */
export interface DuePoint {
  /** The next due date; null without a months interval or season. */
  dueOn: string | null;
  /** The first due-soon day (due date − soon days, or the season's first day). */
  soonOn: string | null;
  dueKm: number | null;
  /** Null without an hours interval or hours at the last service. */
  dueHours: number | null;
}

export function duePoint(schedule: ScheduleInterval): DuePoint {
  if (schedule.season) {
    const window = nextSeasonWindow(schedule.season, schedule.lastDoneOn);
    return { dueOn: window.end, soonOn: window.start, dueKm: null, dueHours: null };
  }
  const dueOn = schedule.intervalMonths ? addMonths(schedule.lastDoneOn, schedule.intervalMonths) : null;
  return {
    dueOn,
    soonOn: dueOn === null ? null : addDays(dueOn, -schedule.soonDays),
    dueKm: schedule.intervalKm ? schedule.lastDoneKm + schedule.intervalKm : null,
    dueHours:
      schedule.intervalHours && schedule.lastDoneHours !== null
        ? schedule.lastDoneHours + schedule.intervalHours
        : null,
  };
}

export interface StateInput extends DuePoint {
  mode: ScheduleMode;
  soonKm: number;
  soonHours: number;
  paused: boolean;
}

export interface VehicleReading {
  /** The vehicle's last odometer reading. */
  odometerKm: number;
  /** Its engine hours; null when never read (an hours interval then plays no part). */
  engineHours: number | null;
}

/**
 * A schedule's state. Each measure it has (date, km, hours) is overdue once past its due point
 * (the due day and the due km themselves are not overdue yet) and due soon from its threshold.
 * "Whichever comes first": overdue or due soon when any measure is; "later": only when all are.
 * Paused wins; a schedule with no measure to go by is in order.
 */
export function serviceState(schedule: StateInput, vehicle: VehicleReading, today: string): ServiceState {
  if (schedule.paused) return 'paused';
  const measures: { overdue: boolean; soon: boolean }[] = [];
  if (schedule.dueOn !== null && schedule.soonOn !== null)
    measures.push({ overdue: schedule.dueOn < today, soon: schedule.soonOn <= today });
  if (schedule.dueKm !== null)
    measures.push({
      overdue: vehicle.odometerKm > schedule.dueKm,
      soon: vehicle.odometerKm >= schedule.dueKm - schedule.soonKm,
    });
  if (schedule.dueHours !== null && vehicle.engineHours !== null)
    measures.push({
      overdue: vehicle.engineHours > schedule.dueHours,
      soon: vehicle.engineHours >= schedule.dueHours - schedule.soonHours,
    });
  if (measures.length === 0) return 'in_order';
  const holds = (test: (m: { overdue: boolean; soon: boolean }) => boolean) =>
    schedule.mode === 'first' ? measures.some(test) : measures.every(test);
  if (holds((m) => m.overdue)) return 'overdue';
  if (holds((m) => m.soon)) return 'due_soon';
  return 'in_order';
}

/** A day before every other: a km or hours threshold already reached holds on any day. */
export const ALWAYS = '-infinity';

export interface AttentionDays {
  /** The first day the schedule is due soon or overdue; null when no day makes it so. */
  attentionOn: string | null;
  /** The first day it is overdue; null when no day makes it so. */
  overdueOn: string | null;
}

/**
 * `serviceState` folded into two days for the vehicle's readings as they are now, so that the
 * state for any today is two comparisons an index can serve (docs/service.md "How due state is
 * computed"): overdue when `overdueOn <= today`, due soon when `attentionOn <= today` and not
 * overdue. The date measure gives its threshold day (soon on, the day after the due day); a km or
 * hours measure gives ALWAYS once its threshold is reached and none (null) before. "Whichever comes
 * first" takes the earliest day, "later" the latest and none while a measure has none; paused or
 * nothing to go by: none. The database keeps the same two days on each schedule
 * (migrations/0024_service_attention.sql, `service_attention_days`); test/service.test.ts checks
 * that the three agree.
 */
export function attentionDays(schedule: StateInput, vehicle: VehicleReading): AttentionDays {
  if (schedule.paused) return { attentionOn: null, overdueOn: null };
  const measures: { soon: string | null; overdue: string | null }[] = [];
  if (schedule.dueOn !== null && schedule.soonOn !== null)
    measures.push({ soon: schedule.soonOn, overdue: addDays(schedule.dueOn, 1) });
  if (schedule.dueKm !== null)
    measures.push({
      soon: vehicle.odometerKm >= schedule.dueKm - schedule.soonKm ? ALWAYS : null,
      overdue: vehicle.odometerKm > schedule.dueKm ? ALWAYS : null,
    });
  if (schedule.dueHours !== null && vehicle.engineHours !== null)
    measures.push({
      soon: vehicle.engineHours >= schedule.dueHours - schedule.soonHours ? ALWAYS : null,
      overdue: vehicle.engineHours > schedule.dueHours ? ALWAYS : null,
    });
  const pick = (days: (string | null)[]): string | null => {
    if (days.length === 0) return null;
    const known = days.filter((day): day is string => day !== null).sort(compareDays);
    if (schedule.mode === 'first') return known[0] ?? null;
    return known.length < days.length ? null : known[known.length - 1]!;
  };
  return {
    attentionOn: pick(measures.map((m) => m.soon)),
    overdueOn: pick(measures.map((m) => m.overdue)),
  };
}

/** ISO days in calendar order, ALWAYS first. */
function compareDays(a: string, b: string): number {
  if (a === b) return 0;
  if (a === ALWAYS) return -1;
  if (b === ALWAYS) return 1;
  return a < b ? -1 : 1;
}

/** The state for `today` from the two days (equal to `serviceState` of the readings they were made for). */
export function stateOnDay(days: AttentionDays, paused: boolean, today: string): ServiceState {
  if (paused) return 'paused';
  const reached = (day: string | null) => day !== null && compareDays(day, today) <= 0;
  if (reached(days.overdueOn)) return 'overdue';
  if (reached(days.attentionOn)) return 'due_soon';
  return 'in_order';
}

export interface ChainReading {
  readOn: string;
  odometerKm: number;
  correction: boolean;
}

/** Average km a day over the last 90 days of the chain (since its last correction); null with fewer than two readings or none driven. */
export function kmPerDay(readings: readonly ChainReading[], today: string): number | null {
  const from = addDays(today, -FORECAST_WINDOW_DAYS);
  let recent = readings.filter((r) => r.readOn >= from && r.readOn <= today);
  recent = [...recent].sort((a, b) => (a.readOn < b.readOn ? -1 : a.readOn > b.readOn ? 1 : 0));
  const lastCorrection = recent.map((r) => r.correction).lastIndexOf(true);
  if (lastCorrection > 0) recent = recent.slice(lastCorrection);
  if (recent.length < 2) return null;
  const first = recent[0]!;
  const last = recent[recent.length - 1]!;
  const days = daysBetween(first.readOn, last.readOn);
  if (days <= 0 || last.odometerKm <= first.odometerKm) return null;
  return (last.odometerKm - first.odometerKm) / days;
}

/**
 * The forecast date: today + (due km − projected km) ÷ average km a day, the projection being the
 * last reading plus the average for each day since. Today when the projection has passed the due
 * km; null without a due km or without an average (fewer than two readings in 90 days).
 */
export function forecastOn(
  readings: readonly ChainReading[],
  dueKm: number | null,
  today: string,
): string | null {
  if (dueKm === null) return null;
  const rate = kmPerDay(readings, today);
  if (rate === null) return null;
  const last = readings.reduce((a, b) => (b.readOn >= a.readOn ? b : a));
  const projected = last.odometerKm + rate * daysBetween(last.readOn, today);
  const remaining = dueKm - projected;
  if (remaining <= 0) return today;
  return addDays(today, Math.ceil(remaining / rate));
}

/**
 * Whether a schedule belongs in a workshop visit planned today (docs/service.md "Bundle the
 * visit"): due within 30 days or 1,000 km, whichever comes first. A schedule already overdue or due
 * soon by its own thresholds belongs; otherwise each measure it has is in the window when its due
 * date is at most 30 days ahead, when the odometer is at most 1,000 km short of its due km or the
 * forecast reaches that km within 30 days, and (hours) when it is due soon by its own threshold;
 * "first" takes any measure, "later" every one. Paused: never.
 */
export function inVisitWindow(
  schedule: Pick<StateInput, 'mode' | 'paused' | 'dueOn' | 'dueKm' | 'dueHours' | 'soonHours'> & {
    /** Its state today (serviceState). */
    state: ServiceState;
  },
  vehicle: VehicleReading,
  forecast: string | null,
  today: string,
): boolean {
  if (schedule.paused) return false;
  if (schedule.state === 'overdue' || schedule.state === 'due_soon') return true;
  const until = addDays(today, VISIT_WINDOW_DAYS);
  const measures: boolean[] = [];
  if (schedule.dueOn !== null) measures.push(schedule.dueOn <= until);
  if (schedule.dueKm !== null)
    measures.push(
      vehicle.odometerKm >= schedule.dueKm - VISIT_WINDOW_KM || (forecast !== null && forecast <= until),
    );
  if (schedule.dueHours !== null && vehicle.engineHours !== null)
    measures.push(vehicle.engineHours >= schedule.dueHours - schedule.soonHours);
  if (measures.length === 0) return false;
  return schedule.mode === 'first' ? measures.some(Boolean) : measures.every(Boolean);
}

/** A line's amounts in DKK, rounded to øre: net = quantity × unit price, VAT at its rate. */
export function lineAmounts(quantity: number, unitPrice: number, vatRate: number) {
  const netOre = Math.round((Math.round(quantity * 100) * Math.round(unitPrice * 100)) / 100);
  const vatOre = Math.round((netOre * vatRate) / 100);
  return { net: netOre / 100, vat: vatOre / 100, gross: (netOre + vatOre) / 100 };
}
