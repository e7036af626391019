/** Input pieces shared by the compliance, inspections and tasks routers. */
import { z } from 'zod';
import { isIsoDate } from '../../due/rules.js';

/** A real calendar date "YYYY-MM-DD" (field code `invalid_format` otherwise). */
export const isoDate = z.iso
  .date()
  .refine(isIsoDate, { error: 'Invalid date', params: { code: 'invalid_format' } });

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
