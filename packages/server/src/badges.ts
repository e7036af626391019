import { eq, sql } from 'drizzle-orm';
import type { AreaBadge, AreaBadgeKey } from './areas/area.js';
import { badgeAreas } from './areas/index.js';
import type { Db } from './db/database.js';
import { clients } from './db/schema.js';
import { copenhagenToday } from './due/rules.js';

/**
 * The manager's navigation badge counts (docs/fleet-work.md, "One definition"): one per area that
 * declares a `badge` in its descriptor (src/areas/index.ts), each area's own definition there.
 */
export type NavBadges = Record<AreaBadgeKey<typeof badgeAreas>, number>;

type BadgeKey = keyof NavBadges;

/** Read when counting, not at load: the areas' routers import this module. */
const badged = () => badgeAreas.flatMap((area): AreaBadge<BadgeKey>[] => (area.badge ? [area.badge] : []));

const zero = (): NavBadges => Object.fromEntries(badged().map((badge) => [badge.key, 0])) as NavBadges;

/**
 * Counts a client's badges relative to today in Copenhagen, with the conditions of src/due that the
 * lists' filters use too (so a badge and its filtered list cannot disagree). The counts are
 * subqueries of one statement: one round trip for every area's badge.
 */
export async function countNavBadges(
  db: Db,
  clientId: string | null,
  today = copenhagenToday(),
): Promise<NavBadges> {
  if (!clientId) return zero();
  const columns = Object.fromEntries(
    badged().map((badge) => [badge.key, sql`(${badge.count(db, clientId, today)})`.mapWith(Number)]),
  );
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, clientId));
  return (row as NavBadges | undefined) ?? zero();
}
