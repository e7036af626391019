/**
 * What the app may import of the timereg area, as `@vognpark/server/areas/timereg`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  WorkingTimeAgreement,
  DayMode,
  DayStatus,
  DriverRef,
  DriverWeek,
  MileageRate,
  Trip,
  TripMonth,
  TripStatus,
  WeekDay,
  WeekView,
  WorkingDay,
  WorkingPeriod,
} from './model.js';
export { DAY_MODES, DAY_STATUSES, TRIP_STATUSES } from './model.js';
export type { Flag, PeriodKind, RuleId, TripKind } from './rules.js';
export { LIMITS, PERIOD_KINDS, RULES, TRIP_KINDS } from './rules.js';
