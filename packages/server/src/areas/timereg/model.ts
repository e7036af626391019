/**
 * Time registration and the kørebog (docs/timereg.md): the values of its enumerated fields and the
 * shapes its procedures answer. No server dependencies: the app imports them from `@vognpark/server`.
 */
import type { Flag, PeriodKind, TripKind } from './rules.js';

/** How a day was recorded: its periods, a daily total, or "as agreed" plus a deviation. */
export const DAY_MODES = ['periods', 'total', 'as_agreed'] as const;
export type DayMode = (typeof DAY_MODES)[number];
/** An approved day is locked; a correction is a new version, open again. */
export const DAY_STATUSES = ['open', 'approved'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
export const TRIP_STATUSES = ['draft', 'submitted', 'approved'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export interface DriverRef {
  id: string;
  name: string;
}

export interface WorkingTimeAgreement {
  userId: string;
  weeklyMinutes: number;
  /** The normal working window ("HH:MM"), and the break it includes. */
  dayStart: string;
  dayEnd: string;
  breakMinutes: number;
  /** Drives under Regulation 561/2006 (unless exempted). */
  tachograph: boolean;
  /** Why the tachograph rules do not apply ('' when they do, or when there is no tachograph). */
  exemption: string;
  /**
   * The version of the driver's stored agreement (null: none stored, the defaults apply):
   * `setAgreement` takes it as `expectedVersion` and refuses a stale one with who and when.
   */
  version: number | null;
}

export interface WorkingPeriod {
  kind: PeriodKind;
  /** Copenhagen wall-clock times ("HH:MM"); `end` before `start` ends the next day. */
  start: string;
  end: string;
  minutes: number;
  vehicleId: string | null;
  taskId: string | null;
}

export interface WorkingDay {
  id: string;
  driver: DriverRef;
  date: string;
  /** Counts the day's corrections (a corrected approved day is a new version). */
  version: number;
  /** Counts every change of the day (edits, approval, corrections): `saveDay`'s `expectedRevision`. */
  revision: number;
  mode: DayMode;
  totalMinutes: number | null;
  deviationMinutes: number;
  note: string;
  status: DayStatus;
  periods: WorkingPeriod[];
  /** Minutes of each kind (a total or "as agreed" count as work). */
  totals: Record<PeriodKind, number> & { working: number };
  approvedAt: Date | null;
  approvedBy: string | null;
  /** Earlier versions of this day (a correction keeps them visible), newest first. */
  previous: { id: string; version: number; working: number; approvedAt: Date | null }[];
  updatedAt: Date;
}

/**
 * A day as the manager's grid shows it: its working minutes and whether it is approved, nothing
 * more (the whole day, its periods and earlier versions, is `timereg.days`'s): 200 drivers' weeks
 * stay a small answer, 1,400 of these at most.
 */
export interface WeekDay {
  date: string;
  status: DayStatus;
  totals: Pick<WorkingDay['totals'], 'working'>;
}

/** One driver's week for the manager's grid. */
export interface DriverWeek {
  driver: DriverRef;
  tachograph: boolean;
  weeklyMinutes: number;
  /** Monday to Sunday; null where nothing is recorded. */
  days: (WeekDay | null)[];
  working: number;
  flags: Flag[];
}

export interface WeekView {
  monday: string;
  drivers: DriverWeek[];
}

export interface Trip {
  id: string;
  vehicle: { id: string; registration: string; yellowPlates: boolean };
  driver: DriverRef;
  date: string;
  kind: TripKind;
  km: number;
  status: TripStatus;
  /** Hidden (null) from managers for a private trip: they see only its km. */
  start: string | null;
  end: string | null;
  from: string | null;
  to: string | null;
  purpose: string | null;
  odometerStart: number | null;
  odometerEnd: number | null;
  flags: Flag[];
}

export interface TripMonth {
  month: string;
  trips: Trip[];
  dayPasses: { id: string; vehicleId: string; date: string }[];
  /** Business km this month and the allowance at this year's rate (null without a rate). */
  businessKm: number;
  allowance: number | null;
}

export interface MileageRate {
  year: number;
  rateLow: number;
  rateHigh: number;
  thresholdKm: number;
  /** The client's own rates for the year (else the national ones). */
  own: boolean;
  /**
   * The version of the client's own rates (null: the national ones): `setRate` takes it as
   * `expectedVersion` and refuses a stale one with who changed the rates and when.
   */
  version: number | null;
}
