/**
 * The dashboard's charts (docs/fleet-work.md, "Charts"): what falls due per week for the next 12
 * weeks by area (the areas' `upcoming`), and what each area with an `activity` opened against
 * closed per week for the last 12 (tasks). Weeks start on Monday
 * and dates are Copenhagen's, like every due rule; the database's own clock and time zone play no
 * part (the week index is computed from dates sent as parameters).
 */
import { sql } from 'drizzle-orm';
import type { Area } from '../areas/area.js';
import { badgeAreas } from '../areas/index.js';
import { queryRows, type Db } from '../db/database.js';
import { addDays, copenhagenToday, FLEET_TIME_ZONE } from '../due/rules.js';
import type { DashboardCharts } from './model.js';
import { upcomingAreas, upcomingUnion } from './summary.js';

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
  const thisMonday = mondayOf(today);
  const aheadEnd = addDays(thisMonday, CHART_WEEKS * 7);
  const pastStart = addDays(thisMonday, -(CHART_WEEKS - 1) * 7);
  const weekOf = (date: unknown, first: string) => sql`floor((${date} - ${first}::date) / 7)::int`;
  const localDate = (instant: unknown) => sql`(${instant} AT TIME ZONE ${FLEET_TIME_ZONE})::date`;
  const ahead = upcomingAreas().map((area) => area.name);
  const active = badgeAreas.flatMap((area: Area) =>
    area.activity ? [{ name: area.name, ...area.activity }] : [],
  );
  const series = (area: string, what: 'opened' | 'closed') => `${area}.${what}`;
  const activityBranches = active.flatMap(({ name, opened, closed }) =>
    (
      [
        ['opened', opened],
        ['closed', closed],
      ] as const
    ).map(
      ([what, rows]) => sql`
        SELECT ${series(name, what)}::text AS series, ${weekOf(localDate(sql`a.at`), pastStart)} AS week, count(*)::int AS n
          FROM (${rows(clientId)}) a
          WHERE ${localDate(sql`a.at`)} >= ${pastStart}::date AND ${localDate(sql`a.at`)} <= ${today}::date
          GROUP BY 2`,
    ),
  );

  const [dueRows, activityRows] = await Promise.all([
    ahead.length
      ? queryRows<WeekCount>(
          db,
          // From today to the day before the 13th Monday.
          sql`
            SELECT u.area AS series, ${weekOf(sql`u.date`, thisMonday)} AS week, count(*)::int AS n
              FROM (${upcomingUnion(clientId, today, addDays(aheadEnd, -1))}) u
              GROUP BY 1, 2`,
        )
      : [],
    activityBranches.length ? queryRows<WeekCount>(db, sql.join(activityBranches, sql` UNION ALL `)) : [],
  ]);
  const dueCounts = countsByWeek(dueRows, ahead, CHART_WEEKS);
  const activityCounts = countsByWeek(
    activityRows,
    active.flatMap(({ name }) => [series(name, 'opened'), series(name, 'closed')]),
    CHART_WEEKS,
  );
  return {
    today,
    ahead: {
      weeks: weeksFrom(thisMonday, CHART_WEEKS),
      areas: ahead.map((area) => ({ area, counts: dueCounts[area]! })),
    },
    past: {
      weeks: weeksFrom(pastStart, CHART_WEEKS),
      areas: active.map(({ name }) => ({
        area: name,
        opened: activityCounts[series(name, 'opened')]!,
        closed: activityCounts[series(name, 'closed')]!,
      })),
    },
  };
}
