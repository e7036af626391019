/**
 * The one pair of date inputs every router uses, with a range the database and the app can hold:
 * PostgreSQL has no year 0 (and its `date` ends in 5874897), JavaScript's Date reaches year
 * -271821, and a vehicle's registration, a due date or an inspection all fall well inside
 * 1900-2100. Outside it: BAD_REQUEST with field code `out_of_range`, never a database error.
 */
import { z } from 'zod';
import { isIsoDate } from '../due/rules.js';

/** The first and last calendar date an input may name. */
export const CALENDAR_DATE_MIN = '1900-01-01';
export const CALENDAR_DATE_MAX = '2100-12-31';
/** The first instant an input may name, and the first it may no longer name. */
export const INSTANT_MIN = new Date(`${CALENDAR_DATE_MIN}T00:00:00Z`);
export const INSTANT_END = new Date('2101-01-01T00:00:00Z');

const outOfRange = { error: 'Date out of range', params: { code: 'out_of_range' } } as const;

/**
 * A real calendar date "YYYY-MM-DD" from 1900-01-01 to 2100-12-31: field code `invalid_format`
 * for anything that is not a date ("2026-02-30"), `out_of_range` outside the range ("0000-01-01").
 */
export const calendarDate = z.iso
  .date()
  // The range first: the first issue names the field's code, and isIsoDate cannot read year 0.
  .refine((value) => value >= CALENDAR_DATE_MIN && value <= CALENDAR_DATE_MAX, outOfRange)
  .refine(isIsoDate, { error: 'Invalid date', params: { code: 'invalid_format' } });

/** A moment (a Date over superjson) from 1900 up to the end of 2100; `out_of_range` outside it. */
export const instant = z.date().refine((value) => value >= INSTANT_MIN && value < INSTANT_END, outOfRange);
