/**
 * ./rules.ts's `serviceState` as SQL conditions over `service_schedules` joined with its vehicle
 * (`vehicles.odometer_km`, `vehicles.engine_hours`), for the lists' filters and the pass that
 * makes tasks. "Today" is a parameter, as in src/due/sql.ts. test/service.test.ts checks that each
 * condition selects exactly the rows the pure function names.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { type tasks, vehicles } from '../../db/schema.js';
import type { ServiceState, ServiceTaskNames } from './model.js';
import { serviceSchedules as s, serviceTasks } from './schema.js';

const day = (iso: string) => sql`${iso}::date`;

/** One measure of a schedule: whether it applies, is overdue, is due soon (all never null). */
interface Measure {
  applies: SQL;
  overdue: SQL;
  soon: SQL;
}

function measures(today: string): Measure[] {
  const km = vehicles.odometerKm;
  const hours = vehicles.engineHours;
  return [
    {
      applies: sql`(${s.dueOn} IS NOT NULL AND ${s.soonOn} IS NOT NULL)`,
      overdue: sql`coalesce(${s.dueOn} < ${day(today)}, false)`,
      soon: sql`coalesce(${s.soonOn} <= ${day(today)}, false)`,
    },
    {
      applies: sql`(${s.dueKm} IS NOT NULL)`,
      overdue: sql`coalesce(${km} > ${s.dueKm}, false)`,
      soon: sql`coalesce(${km} >= ${s.dueKm} - ${s.soonKm}, false)`,
    },
    {
      applies: sql`(${s.dueHours} IS NOT NULL AND ${hours} IS NOT NULL)`,
      overdue: sql`coalesce(${hours} > ${s.dueHours}, false)`,
      soon: sql`coalesce(${hours} >= ${s.dueHours} - ${s.soonHours}, false)`,
    },
  ];
}

/** "first": some applying measure holds; "later": every applying measure holds, and one applies. */
function holds(today: string, pick: (m: Measure) => SQL): SQL {
  const all = measures(today);
  const some = or(...all.map((m) => and(m.applies, pick(m)))) as SQL;
  const every = and(
    ...all.map((m) => sql`(NOT ${m.applies} OR ${pick(m)})`),
    or(...all.map((m) => m.applies)),
  ) as SQL;
  return sql`(CASE WHEN ${s.mode} = 'first' THEN ${some} ELSE ${every} END)`;
}

export function serviceStateCondition(state: ServiceState, today: string): SQL {
  const paused = sql`${s.paused}`;
  const overdue = holds(today, (m) => m.overdue);
  const soon = holds(today, (m) => m.soon);
  switch (state) {
    case 'paused':
      return paused;
    case 'overdue':
      return sql`(NOT ${paused} AND ${overdue})`;
    case 'due_soon':
      return sql`(NOT ${paused} AND NOT ${overdue} AND ${soon})`;
    case 'in_order':
      return sql`(NOT ${paused} AND NOT ${overdue} AND NOT ${soon})`;
  }
}

export function serviceStatesCondition(states: readonly ServiceState[], today: string): SQL {
  if (states.length === 0) return sql`false`;
  return or(...states.map((state) => serviceStateCondition(state, today))) as SQL;
}

/** Overdue or due soon (SERVICE_ATTENTION_STATES): the schedules that get a task. */
export const serviceAttentionCondition = (today: string) =>
  sql`(NOT ${s.paused} AND ${holds(today, (m) => m.soon)})`;

/**
 * A task's title in five languages: a service task's (source `service`) names from the catalogue,
 * null for any other task. Read with the task, so titles follow the reader's language
 * (docs/service.md "Due service becomes work").
 */
export function taskTitleNames(task: typeof tasks): SQL<ServiceTaskNames | null> {
  return sql<ServiceTaskNames | null>`(SELECT ${serviceTasks.names} FROM ${s}
    JOIN ${serviceTasks} ON ${serviceTasks.id} = ${s.serviceTaskId}
    WHERE ${task.source} = 'service' AND ${s.id} = ${task.sourceId})`;
}
