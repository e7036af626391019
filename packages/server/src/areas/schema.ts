/**
 * Every area's tables, and the history the three fleet-work areas share (test/storage.test.ts
 * checks them against the migrations).
 */
import { workHistory } from '../work/schema.js';
import { areas } from './index.js';

export const areaTables = {
  ...Object.fromEntries(
    areas.flatMap((area) =>
      Object.entries(area.tables ?? {}).map(([name, table]) => [`${area.name}.${name}`, table]),
    ),
  ),
  'work.workHistory': workHistory,
};
