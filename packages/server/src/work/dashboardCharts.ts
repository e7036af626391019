/**
 * The dashboard's charts (docs/fleet-work.md, "Charts"): what falls due per week for the next 12
 * weeks by kind, and tasks opened against closed per week for the last 12. Weeks start on Monday
 * and dates are Copenhagen's, like every due rule; the database's own clock and time zone play no
 * part (the week index is computed from dates sent as parameters).
 */
import { and, isNull, ne, sql } from 'drizzle-orm';
import { obligationScope } from '../areas/compliance/repository.js';
import { queryRows, type Db } from '../db/database.js';
import { complianceItems, inspections, tasks } from '../db/schema.js';
import { addDays, copenhagenToday, FLEET_TIME_ZONE } from '../due/rules.js';
import { inspectionScope } from '../areas/inspections/repository.js';
import { taskScope } from '../areas/tasks/repository.js';
import type { DashboardCharts } from './model.js';

/** Weeks each chart covers. */
export const CHART_WEEKS = 12;

/** The Monday of the week `iso` falls in. */
export function mondayOf(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

/** `count` Mondays from `first`, a week apart. */
export function weeksFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7));
}

interface WeekCount {
  series: string;
  week: number;
  n: number;
}

/** Per series, one number per week (weeks without rows count 0). */
export function countsByWeek<S extends string>(
  rows: readonly WeekCount[],
  series: readonly S[],
  weeks: number,
): Record<S, number[]> {
  const counts = Object.fromEntries(series.map((name) => [name, Array<number>(weeks).fill(0)])) as Record<
    S,
    number[]
  >;
  for (const row of rows) {
    const values = counts[row.series as S];
    if (values && row.week >= 0 && row.week < weeks) values[row.week] = Number(row.n);
  }
  return counts;
}

export async function dashboardCharts(
  db: Db,
  clientId: string,
  today = copenhagenToday(),
): Promise<DashboardCharts> {
  const scope = { clientId };
  const thisMonday = mondayOf(today);
  const aheadEnd = addDays(thisMonday, CHART_WEEKS * 7);
  const pastStart = addDays(thisMonday, -(CHART_WEEKS - 1) * 7);
  const weekOf = (date: unknown, first: string) => sql`floor((${date} - ${first}::date) / 7)::int`;
  const inWindow = (date: unknown) => sql`${date} >= ${today}::date AND ${date} < ${aheadEnd}::date`;
  const localDate = (instant: unknown) => sql`(${instant} AT TIME ZONE ${FLEET_TIME_ZONE})::date`;

  const [dueRows, taskRows] = await Promise.all([
    queryRows<WeekCount>(
      db,
      sql`
        SELECT 'task' AS series, ${weekOf(tasks.dueDate, thisMonday)} AS week, count(*)::int AS n
          FROM tasks
          WHERE ${and(...taskScope(scope), ne(tasks.status, 'done'), inWindow(tasks.dueDate))}
          GROUP BY 2
        UNION ALL
        SELECT 'inspection', ${weekOf(inspections.dueDate, thisMonday)}, count(*)::int
          FROM inspections
          WHERE ${and(...inspectionScope(scope), isNull(inspections.completedAt), inWindow(inspections.dueDate))}
          GROUP BY 2
        UNION ALL
        SELECT 'compliance', ${weekOf(complianceItems.validUntil, thisMonday)}, count(*)::int
          FROM compliance_items
          WHERE ${and(...obligationScope(scope), inWindow(complianceItems.validUntil))}
          GROUP BY 2`,
    ),
    queryRows<WeekCount>(
      db,
      sql`
        SELECT 'opened' AS series, ${weekOf(localDate(tasks.createdAt), pastStart)} AS week, count(*)::int AS n
          FROM tasks
          WHERE ${and(...taskScope(scope))}
            AND ${localDate(tasks.createdAt)} >= ${pastStart}::date
            AND ${localDate(tasks.createdAt)} <= ${today}::date
          GROUP BY 2
        UNION ALL
        SELECT 'closed', ${weekOf(localDate(tasks.doneAt), pastStart)}, count(*)::int
          FROM tasks
          WHERE ${and(...taskScope(scope))}
            AND ${tasks.doneAt} IS NOT NULL
            AND ${localDate(tasks.doneAt)} >= ${pastStart}::date
            AND ${localDate(tasks.doneAt)} <= ${today}::date
          GROUP BY 2`,
    ),
  ]);
  return {
    today,
    ahead: {
      weeks: weeksFrom(thisMonday, CHART_WEEKS),
      ...countsByWeek(dueRows, ['task', 'inspection', 'compliance'] as const, CHART_WEEKS),
    },
    past: {
      weeks: weeksFrom(pastStart, CHART_WEEKS),
      ...countsByWeek(taskRows, ['opened', 'closed'] as const, CHART_WEEKS),
    },
  };
}
