/**
 * The manager's forms on /manager/timereg as pure functions: a driver's agreement, the client's
 * mileage-allowance rates for a year, and a driver's day recorded for them ("as agreed" plus a
 * deviation, or a daily total). Values are what was typed; `…Input` makes the server's input.
 */
import type {
  DriverRef,
  MileageRate,
  WorkingDay,
  WorkingTimeAgreement,
} from '@vognpark/server/areas/timereg';
import type { FieldErrors } from '../../data/errors';
import { parseClock } from './format';

/** A decimal as typed with a comma or a point ("3,79", "3.79"); null when it is not one. */
export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/** A duration in hours as typed ("7:30", "7,5", "7"), in minutes; null when it is not one. */
export function parseHours(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = parseDecimal(value);
  return hours === null ? null : Math.round(hours * 60);
}

const hoursText = (minutes: number) =>
  minutes % 60 === 0
    ? String(minutes / 60)
    : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

export interface AgreementFormValues {
  weeklyHours: string;
  dayStart: string;
  dayEnd: string;
  breakMinutes: string;
  tachograph: boolean;
  exemption: string;
}

export const AGREEMENT_FIELDS = ['weeklyHours', 'dayStart', 'dayEnd', 'breakMinutes', 'exemption'] as const;

export function initialAgreementValues(agreement: WorkingTimeAgreement): AgreementFormValues {
  return {
    weeklyHours: hoursText(agreement.weeklyMinutes),
    dayStart: agreement.dayStart,
    dayEnd: agreement.dayEnd,
    breakMinutes: String(agreement.breakMinutes),
    tachograph: agreement.tachograph,
    exemption: agreement.exemption,
  };
}

export function validateAgreement(values: AgreementFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const weekly = parseHours(values.weeklyHours);
  if (!values.weeklyHours.trim()) errors.weeklyHours = 'required';
  else if (weekly === null || weekly > 100 * 60) errors.weeklyHours = 'hours';
  if (!parseClock(values.dayStart)) errors.dayStart = 'clock';
  if (!parseClock(values.dayEnd)) errors.dayEnd = 'clock';
  const breakMinutes = Number(values.breakMinutes);
  if (!/^\d{1,3}$/.test(values.breakMinutes.trim()) || breakMinutes > 240) errors.breakMinutes = 'minutes';
  return errors;
}

export function agreementInput(
  userId: string,
  values: AgreementFormValues,
): Omit<WorkingTimeAgreement, 'version'> {
  return {
    userId,
    weeklyMinutes: parseHours(values.weeklyHours)!,
    dayStart: parseClock(values.dayStart)!,
    dayEnd: parseClock(values.dayEnd)!,
    breakMinutes: Number(values.breakMinutes.trim()),
    tachograph: values.tachograph,
    exemption: values.tachograph ? values.exemption.trim() : '',
  };
}

export interface RateFormValues {
  year: string;
  rateLow: string;
  rateHigh: string;
  thresholdKm: string;
}

export const RATE_FIELDS = ['year', 'rateLow', 'rateHigh', 'thresholdKm'] as const;

const decimalText = (value: number) => value.toFixed(2);

/** An existing year's rates, or a new year after the last (its rates to start from). */
export function initialRateValues(rate: MileageRate | null, rates: readonly MileageRate[]): RateFormValues {
  const last = rates.at(-1);
  const base = rate ?? last;
  return {
    year: String(rate?.year ?? (last ? last.year + 1 : new Date().getFullYear())),
    rateLow: base ? decimalText(base.rateLow) : '',
    rateHigh: base ? decimalText(base.rateHigh) : '',
    thresholdKm: String(base?.thresholdKm ?? 20000),
  };
}

export function validateRate(values: RateFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const year = Number(values.year);
  if (!/^\d{4}$/.test(values.year.trim()) || year < 2000 || year > 2100) errors.year = 'year';
  for (const field of ['rateLow', 'rateHigh'] as const) {
    const value = parseDecimal(values[field]);
    if (!values[field].trim()) errors[field] = 'required';
    else if (value === null || value >= 100) errors[field] = 'rate';
  }
  const km = Number(values.thresholdKm);
  if (!/^\d{1,7}$/.test(values.thresholdKm.trim()) || km < 1) errors.thresholdKm = 'km';
  return errors;
}

export function rateInput(values: RateFormValues) {
  return {
    year: Number(values.year),
    rateLow: parseDecimal(values.rateLow)!,
    rateHigh: parseDecimal(values.rateHigh)!,
    thresholdKm: Number(values.thresholdKm),
  };
}

/** What the day form shows of a recorded day (the server's `WorkingDay`). */
export type RecordedDay = Pick<
  WorkingDay,
  'revision' | 'mode' | 'deviationMinutes' | 'totalMinutes' | 'note' | 'totals'
>;

/**
 * A driver's day the manager records: one nobody recorded (`day` null), or, once a save was refused
 * because someone recorded it meanwhile, the day as they did.
 */
export interface DayTarget {
  driver: DriverRef;
  date: string;
  day: RecordedDay | null;
}

export interface DayFormValues {
  mode: 'as_agreed' | 'total';
  /** "As agreed" plus these minutes (negative: less). */
  deviationMinutes: string;
  total: string;
  note: string;
}

export const DAY_FIELDS = ['mode', 'deviationMinutes', 'totalMinutes', 'note'] as const;

export const initialDayValues: DayFormValues = {
  mode: 'as_agreed',
  deviationMinutes: '0',
  total: '',
  note: '',
};

/**
 * The form's values of a recorded day. A day of periods (the driver's clock times) shows as its
 * working total: the form has no periods, and a total is what replacing it would keep.
 */
export function dayFormValues(day: RecordedDay | null): DayFormValues {
  if (!day) return initialDayValues;
  if (day.mode === 'as_agreed')
    return { ...initialDayValues, deviationMinutes: String(day.deviationMinutes), note: day.note };
  return {
    mode: 'total',
    deviationMinutes: '0',
    total: hoursText(day.mode === 'total' ? (day.totalMinutes ?? 0) : day.totals.working),
    note: day.note,
  };
}

export function validateDay(values: DayFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.mode === 'as_agreed') {
    const deviation = values.deviationMinutes.trim();
    if (deviation !== '' && (!/^-?\d{1,4}$/.test(deviation) || Math.abs(Number(deviation)) > 1440))
      errors.deviationMinutes = 'minutes';
  } else {
    const total = parseHours(values.total);
    if (!values.total.trim()) errors.totalMinutes = 'required';
    else if (total === null || total > 1440) errors.totalMinutes = 'hours';
  }
  return errors;
}

export function dayInput(target: DayTarget, values: DayFormValues) {
  return {
    driverId: target.driver.id,
    date: target.date,
    mode: values.mode,
    ...(values.mode === 'total'
      ? { totalMinutes: parseHours(values.total)! }
      : { deviationMinutes: Number(values.deviationMinutes.trim() || '0') }),
    note: values.note.trim(),
  };
}
