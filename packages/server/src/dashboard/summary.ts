/**
 * The manager's dashboard and the driver's home (docs/fleet-work.md, "Dashboard"): the badges'
 * own counts, the fleet by status, and what falls due in the next 30 days. A hub: each area's part
 * comes from its descriptor (`badge`, `upcoming`, `driverDue`), in the order of the area list.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Area } from '../areas/area.js';
import { badgeAreas } from '../areas/index.js';
import { countNavBadges } from '../badges.js';
import { queryRows, type Db } from '../db/database.js';
import { vehicles } from '../areas/vehicles/schema.js';
import { addDays, copenhagenToday, UPCOMING_DAYS } from '../due/rules.js';
import type { DashboardSummary, DriverVehicle, UpcomingItem } from './model.js';

interface UpcomingRow {
  area: string;
  id: string;
  date: string;
  kind: string | null;
  title: string | null;
  title_names: UpcomingItem['titleNames'];
  vehicle_id: string | null;
  registration: string | null;
  make: string | null;
  model: string | null;
}

/** The most upcoming items a summary may ask for; the cached summary holds this many. */
export const UPCOMING_LIMIT_MAX = 100;

/** The areas with rows on the dashboard, in the list's order (read when asked: the areas' routers import this hub). */
export const upcomingAreas = () =>
  badgeAreas.flatMap((area: Area) => (area.upcoming ? [{ name: area.name, upcoming: area.upcoming }] : []));

/**
 * Every area's rows falling due from `from` to `until` (both included), each with its area's name:
 * `area, id, date, kind, title, title_names, vehicle_id`.
 */
export function upcomingUnion(clientId: string, from: string, until: string) {
  const branches = upcomingAreas().map(
    (area) =>
      sql`SELECT ${area.name}::text AS area, rows.* FROM (${area.upcoming.rows(clientId, from, until)}) rows`,
  );
  return branches.length
    ? sql.join(branches, sql` UNION ALL `)
    : sql`SELECT NULL::text AS area, NULL::uuid AS id, NULL::date AS date WHERE false`;
}

export async function dashboardSummary(
  db: Db,
  clientId: string,
  limit: number,
  today = copenhagenToday(),
): Promise<DashboardSummary> {
  const union = upcomingUnion(clientId, today, addDays(today, UPCOMING_DAYS));
  const upcomingQuery = sql`
    SELECT u.area, u.id, u.date::text AS date, u.kind, u.title, u.title_names,
      v.id AS vehicle_id, v.registration, v.make, v.model
    FROM (${union}) u
    LEFT JOIN vehicles v ON v.id = u.vehicle_id
    ORDER BY u.date, u.area, u.id
    LIMIT ${limit}`;

  const [badges, byStatus, upcomingRows, upcomingCount] = await Promise.all([
    countNavBadges(db, clientId, today),
    db
      .select({ status: vehicles.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
      .groupBy(vehicles.status),
    queryRows<UpcomingRow>(db, upcomingQuery),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM (${union}) u`),
  ]);
  const statusCount = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  const upcoming: UpcomingItem[] = upcomingRows.map((row) => ({
    area: row.area,
    id: row.id,
    date: String(row.date),
    kind: row.kind ?? null,
    title: row.title ?? '',
    titleNames: row.title_names ?? null,
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          registration: row.registration ?? '',
          make: row.make ?? '',
          model: row.model ?? '',
        }
      : null,
  }));
  return {
    today,
    vehicles: {
      active: statusCount('active'),
      inWorkshop: statusCount('in_workshop'),
      outOfService: statusCount('out_of_service'),
      total: byStatus.reduce((sum, row) => sum + row.n, 0),
    },
    badges,
    upcoming,
    upcomingTotal: Number(upcomingCount[0]?.n ?? upcoming.length),
  };
}

/** Per vehicle: at most this many items of each area on the driver's home. */
const DRIVER_ITEMS = 20;

/** The vehicles a driver drives (not sold), each with what each area says is due on it. */
export async function driverVehicles(
  db: Db,
  user: { id: string; clientId: string },
  today = copenhagenToday(),
): Promise<DriverVehicle[]> {
  const mine = await db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      status: vehicles.status,
      odometerKm: vehicles.odometerKm,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, user.clientId),
        eq(vehicles.driverUserId, user.id),
        ne(vehicles.status, 'sold'),
      ),
    )
    .orderBy(asc(vehicles.registration));
  if (mine.length === 0) return [];
  const sources = badgeAreas.flatMap((area: Area) =>
    area.driverDue ? [{ name: area.name, due: area.driverDue }] : [],
  );
  return Promise.all(
    mine.map(async (vehicle) => {
      const perArea = await Promise.all(
        sources.map(async ({ name, due }) =>
          (await due(db, { clientId: user.clientId, vehicleId: vehicle.id, today, limit: DRIVER_ITEMS })).map(
            (item) => ({ area: name, ...item }),
          ),
        ),
      );
      return { vehicle, due: perArea.flat() };
    }),
  );
}
