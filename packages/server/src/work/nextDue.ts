/**
 * `vehicles.next_due_date` from every area's due source (src/due/source.ts). Apart from ./common.ts
 * because it reads the list of areas, whose repositories import ./common.ts at load.
 */
import { inArray } from 'drizzle-orm';
import { areas } from '../areas/index.js';
import type { Db } from '../db/database.js';
import { vehicles } from '../areas/vehicles/schema.js';
import { nextDueDate } from '../due/source.js';

/** The due sources of every area (read when refreshing, not at load: the areas import this module). */
const dueSources = () => areas.flatMap((area) => (area.due ? [area.due] : []));

/**
 * Keeps `vehicles.next_due_date` (the register's "next due" sort) current: the soonest date of the
 * vehicle's open dated rows in every area whose due source has `nextDueVehicle` (obligations, and
 * inspections not completed); null when there is none.
 */
export async function refreshNextDue(db: Db, vehicleIds: (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(vehicleIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await db
    .update(vehicles)
    .set({ nextDueDate: nextDueDate(dueSources(), vehicles.id) })
    .where(inArray(vehicles.id, ids));
}

/** Refreshes every vehicle's next due date at once (seeding). */
export async function refreshAllNextDue(db: Db): Promise<void> {
  await db.update(vehicles).set({ nextDueDate: nextDueDate(dueSources(), vehicles.id) });
}
