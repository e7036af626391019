/** Every area's tables (test/storage.test.ts checks them against the migrations). */
import { areas } from './index.js';

export const areaTables = Object.fromEntries(
  areas.flatMap((area) =>
    Object.entries(area.tables ?? {}).map(([name, table]) => [`${area.name}.${name}`, table]),
  ),
);
