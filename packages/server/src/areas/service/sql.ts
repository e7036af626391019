/**
 * ./rules.ts's `serviceState` as SQL conditions over `service_schedules` (its `attention_on` and
 * `overdue_on`, ./rules.ts `attentionDays` kept by the database), for the lists' filters and the
 * pass that makes tasks. "Today" is a parameter, as in src/due/sql.ts. test/service.test.ts checks that each
 * condition selects exactly the rows the pure function names.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { tasks } from '../tasks/schema.js';
import { VISIT_TITLE_NAMES, type ServiceState, type ServiceTaskNames } from './model.js';
import { serviceSchedules as s, serviceTasks, serviceVisits } from './schema.js';

const day = (iso: string) => sql`${iso}::date`;

/**
 * The states from the days each schedule keeps (rules.ts `attentionDays`, kept by the database's
 * triggers for the vehicle's current readings): two comparisons with today, which the index
 * `service_schedules_client_due_attention_idx` serves, instead of the rules over the joined
 * vehicle's odometer for every schedule.
 */
const overdue = (today: string) => sql`coalesce(${s.overdueOn} <= ${day(today)}, false)`;
const attention = (today: string) => sql`coalesce(${s.attentionOn} <= ${day(today)}, false)`;

export function serviceStateCondition(state: ServiceState, today: string): SQL {
  switch (state) {
    case 'paused':
      return sql`${s.paused}`;
    case 'overdue':
      return overdue(today);
    case 'due_soon':
      return sql`(${attention(today)} AND NOT ${overdue(today)})`;
    case 'in_order':
      return sql`(NOT ${s.paused} AND NOT ${attention(today)})`;
  }
}

export function serviceStatesCondition(states: readonly ServiceState[], today: string): SQL {
  if (states.length === 0) return sql`false`;
  const set = new Set(states);
  // Overdue and due soon together (the Due list): the one comparison the index holds.
  if (set.has('overdue') && set.has('due_soon')) {
    set.delete('overdue');
    set.delete('due_soon');
    if (set.size === 0) return serviceAttentionCondition(today);
    return or(
      serviceAttentionCondition(today),
      ...[...set].map((state) => serviceStateCondition(state, today)),
    ) as SQL;
  }
  return or(...states.map((state) => serviceStateCondition(state, today))) as SQL;
}

/** Overdue or due soon (SERVICE_ATTENTION_STATES): the schedules that get a task. */
export const serviceAttentionCondition = (today: string) => sql`${s.attentionOn} <= ${day(today)}`;

/**
 * A task's title in five languages: a service task's (source `service`) names from the catalogue,
 * a workshop visit's (./visits.ts) its own, null for any other task. Read with the task, so titles follow the reader's language
 * (docs/service.md "Due service becomes work").
 */
export function taskTitleNames(task: typeof tasks): SQL<ServiceTaskNames | null> {
  return sql<ServiceTaskNames | null>`coalesce((SELECT ${serviceTasks.names} FROM ${s}
    JOIN ${serviceTasks} ON ${serviceTasks.id} = ${s.serviceTaskId}
    WHERE ${task.source} = 'service' AND ${s.id} = ${task.sourceId}),
    (SELECT ${JSON.stringify(VISIT_TITLE_NAMES)}::jsonb FROM ${serviceVisits}
    WHERE ${task.source} = 'service' AND ${serviceVisits.id} = ${task.sourceId}))`;
}
