/** Input pieces shared by the compliance, inspections and tasks routers. */
import { z } from 'zod';

/** A real calendar date "YYYY-MM-DD" from 1900 to 2100 (validation/dates.ts). */
export { calendarDate as isoDate } from '../validation/dates.js';

/** Keyset paging: cursor, direction, limit (1–100, 50). */
export const pageFields = {
  cursor: z.string().max(2000).nullish(),
  direction: z.enum(['forward', 'backward']).default('forward'),
  limit: z.number().int().min(1).max(100).default(50),
};

/** A list's sort: a column of `sorts` and a direction; `attention` ascending when left out. */
export const workSort = <const By extends readonly ['attention', ...string[]]>(sorts: By) =>
  z
    .strictObject({ by: z.enum(sorts), dir: z.enum(['asc', 'desc']) })
    .default({ by: 'attention' as By[number], dir: 'asc' });
