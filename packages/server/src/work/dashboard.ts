/**
 * The manager's dashboard and the driver's home (docs/fleet-work.md): tile counts computed with
 * the badges' own conditions, and what is due in the next 30 days across all three kinds.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { countNavBadges } from '../badges.js';
import { listObligations, obligationScope } from '../areas/compliance/repository.js';
import { queryRows, type Db } from '../db/database.js';
import { complianceItems, inspections, tasks, vehicles } from '../db/schema.js';
import { copenhagenToday, UPCOMING_DAYS } from '../due/rules.js';
import { withinDays } from '../due/sql.js';
import { inspectionScope, listInspections } from '../areas/inspections/repository.js';
import { taskTitleNames } from '../areas/tasks/titleNames.js';
import { listTasks, taskScope } from '../areas/tasks/repository.js';
import type { WorkScope } from './access.js';
import type {
  ComplianceKind,
  DashboardSummary,
  DriverVehicle,
  InspectionKind,
  UpcomingItem,
} from './model.js';

interface UpcomingRow {
  type: UpcomingItem['type'];
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

export async function dashboardSummary(
  db: Db,
  clientId: string,
  limit: number,
  today = copenhagenToday(),
): Promise<DashboardSummary> {
  const scope: WorkScope = { clientId };
  const upcomingUnion = sql`
      SELECT 'task' AS type, tasks.id, tasks.due_date AS date, NULL::text AS kind, tasks.title,
          ${taskTitleNames(tasks)} AS title_names, tasks.vehicle_id
        FROM tasks
        WHERE ${and(...taskScope(scope), ne(tasks.status, 'done'), withinDays(tasks.dueDate, today, UPCOMING_DAYS))}
      UNION ALL
      SELECT 'inspection', inspections.id, inspections.due_date, inspections.kind, '', NULL::jsonb,
          inspections.vehicle_id
        FROM inspections
        WHERE ${and(
          ...inspectionScope(scope),
          isNull(inspections.completedAt),
          withinDays(inspections.dueDate, today, UPCOMING_DAYS),
        )}
      UNION ALL
      SELECT 'compliance', compliance_items.id, compliance_items.valid_until, compliance_items.kind,
          compliance_items.title, NULL::jsonb, compliance_items.vehicle_id
        FROM compliance_items
        WHERE ${and(...obligationScope(scope), withinDays(complianceItems.validUntil, today, UPCOMING_DAYS))}`;
  const upcomingQuery = sql`
    SELECT u.type, u.id, u.date::text AS date, u.kind, u.title, u.title_names,
      v.id AS vehicle_id, v.registration, v.make, v.model
    FROM (${upcomingUnion}) u
    LEFT JOIN vehicles v ON v.id = u.vehicle_id
    ORDER BY u.date, u.type, u.id
    LIMIT ${limit}`;

  const [badges, byStatus, upcomingRows, upcomingCount] = await Promise.all([
    countNavBadges(db, clientId, today),
    db
      .select({ status: vehicles.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
      .groupBy(vehicles.status),
    queryRows<UpcomingRow>(db, upcomingQuery),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM (${upcomingUnion}) u`),
  ]);
  const statusCount = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  const upcoming: UpcomingItem[] = upcomingRows.map((row) => ({
    type: row.type as UpcomingItem['type'],
    id: row.id,
    date: String(row.date),
    kind: (row.kind ?? null) as ComplianceKind | InspectionKind | null,
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
    overdueTasks: badges.tasks,
    inspectionsDue: badges.inspections,
    complianceAttention: badges.compliance,
    upcoming,
    upcomingTotal: Number(upcomingCount[0]?.n ?? upcoming.length),
  };
}

/** Per vehicle: at most this many items of each kind on the driver's home. */
const DRIVER_ITEMS = 20;

/** The vehicles a driver drives (not sold), each with what is due. */
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
  const scope: WorkScope = { clientId: user.clientId };
  return Promise.all(
    mine.map(async (vehicle) => {
      const [obligations, due, open] = await Promise.all([
        listObligations(
          db,
          scope,
          { vehicleId: vehicle.id, state: ['missing', 'overdue', 'due_soon'], limit: DRIVER_ITEMS },
          today,
        ),
        listInspections(
          db,
          scope,
          { vehicleId: vehicle.id, state: ['overdue', 'due_soon', 'scheduled'], limit: DRIVER_ITEMS },
          today,
        ),
        listTasks(
          db,
          scope,
          { vehicleId: vehicle.id, status: ['open', 'in_progress'], limit: DRIVER_ITEMS },
          today,
        ),
      ]);
      return { vehicle, obligations: obligations.items, inspections: due.items, tasks: open.items };
    }),
  );
}
