/**
 * Due service becomes work (docs/service.md): a schedule that is due soon or overdue gets one open
 * task (source `service`, `source_id` = the schedule). "One" holds with any number of instances and
 * concurrent writes: the partial unique index `tasks_open_source_idx` allows one open task per
 * schedule, and the insert does nothing on conflict. Completing that task records a service entry
 * (./entries.ts) and so resets the schedule.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { publishEvent } from '../../events/index.js';
import { serviceAttentionCondition } from './sql.js';

export interface PassScope {
  /** One client's schedules, or every client's (null). */
  clientId: string | null;
  /** Only these vehicles' schedules (a write's), or all. */
  vehicleIds?: string[] | null;
}

/**
 * Makes the missing open tasks for schedules due soon or overdue (vehicles not sold, schedules not
 * paused): the title is the task's Danish name, the due date the schedule's (none for a schedule by
 * km or hours only). Answers how many tasks it made. Safe to run anywhere, any number of times.
 */
export async function createDueServiceTasks(
  db: Db,
  scope: PassScope,
  today: string,
  actor: { userId: string } | null = null,
): Promise<number> {
  if (scope.vehicleIds && scope.vehicleIds.length === 0) return 0;
  const byClient = scope.clientId ? sql`AND service_schedules.client_id = ${scope.clientId}` : sql``;
  const byVehicle = scope.vehicleIds?.length
    ? sql`AND service_schedules.vehicle_id IN (${sql.join(
        scope.vehicleIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // No NOT EXISTS over the open tasks beside the conflict clause: planned while the tasks table was
  // small, it read every task the statement had just made for each row (quadratic: 24 s for 64,865
  // tasks in bench/areas/service.mjs); the unique index answers "already open" per row instead.
  // One statement: the tasks and their history rows together, however many (a row of parameters
  // per task would pass PostgreSQL's 65,535 parameters at about 9,000 tasks: bench/areas/service.mjs).
  const actorUserId = actor?.userId ?? null;
  const made = await queryRows<{ client_id: string; n: number }>(
    db,
    sql`WITH made AS (
      INSERT INTO tasks (client_id, vehicle_id, title, source, source_id, due_date, priority)
      SELECT service_schedules.client_id, service_schedules.vehicle_id, service_tasks.names->>'da',
        'service', service_schedules.id, service_schedules.due_on, 'normal'
      FROM service_schedules
      JOIN vehicles ON vehicles.id = service_schedules.vehicle_id
      JOIN service_tasks ON service_tasks.id = service_schedules.service_task_id
      WHERE vehicles.status <> 'sold' ${byClient} ${byVehicle}
        AND ${serviceAttentionCondition(today)}
      ON CONFLICT (source, source_id) WHERE source_id IS NOT NULL AND status <> 'done' DO NOTHING
      RETURNING id, client_id, vehicle_id, source_id
    ), logged AS (
      INSERT INTO work_history (client_id, entity, entity_id, vehicle_id, action, changes, actor_user_id)
      SELECT client_id, 'task', id, vehicle_id, 'created',
        jsonb_build_object('source', jsonb_build_object('old', null, 'new', 'service'),
          'sourceId', jsonb_build_object('old', null, 'new', source_id)),
        ${actorUserId}::uuid
      FROM made
    )
    SELECT client_id, count(*)::int AS n FROM made GROUP BY client_id`,
  );
  for (const { client_id: clientId } of made) await publishEvent(db, { type: 'badges.changed', clientId });
  return made.reduce((total, row) => total + Number(row.n), 0);
}
