/** Input pieces shared by the compliance, inspections and tasks routers. */
import { z } from 'zod';

/** A real calendar date "YYYY-MM-DD" from 1900 to 2100 (validation/dates.ts). */
export { calendarDate as isoDate } from '../../validation/dates.js';

/** Keyset paging: cursor, direction, limit (1–100, 50). */
export const pageFields = {
  cursor: z.string().max(2000).nullish(),
  direction: z.enum(['forward', 'backward']).default('forward'),
  limit: z.number().int().min(1).max(100).default(50),
};
