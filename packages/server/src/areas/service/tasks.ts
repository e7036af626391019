/**
 * Due service becomes work (docs/service.md): a schedule that is due soon or overdue gets one open
 * task (source `service`, `source_id` = the schedule). "One" holds with any number of instances and
 * concurrent writes: the partial unique index `tasks_open_source_idx` allows one open task per
 * schedule, and the insert does nothing on conflict. Completing that task records a service entry
 * (./entries.ts) and so resets the schedule.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { workHistory } from '../../db/schema.js';
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
  const made = await queryRows<{ id: string; client_id: string; vehicle_id: string; source_id: string }>(
    db,
    sql`INSERT INTO tasks (client_id, vehicle_id, title, source, source_id, due_date, priority)
      SELECT service_schedules.client_id, service_schedules.vehicle_id, service_tasks.names->>'da',
        'service', service_schedules.id, service_schedules.due_on, 'normal'
      FROM service_schedules
      JOIN vehicles ON vehicles.id = service_schedules.vehicle_id
      JOIN service_tasks ON service_tasks.id = service_schedules.service_task_id
      WHERE vehicles.status <> 'sold' ${byClient} ${byVehicle}
        AND ${serviceAttentionCondition(today)}
        AND NOT EXISTS (SELECT 1 FROM tasks open_task WHERE open_task.source = 'service'
          AND open_task.source_id = service_schedules.id AND open_task.status <> 'done')
      ON CONFLICT (source, source_id) WHERE source_id IS NOT NULL AND status <> 'done' DO NOTHING
      RETURNING id, client_id, vehicle_id, source_id`,
  );
  if (made.length === 0) return 0;
  await db.insert(workHistory).values(
    made.map((task) => ({
      clientId: task.client_id,
      entity: 'task' as const,
      entityId: task.id,
      vehicleId: task.vehicle_id,
      action: 'created',
      changes: { source: { old: null, new: 'service' }, sourceId: { old: null, new: task.source_id } },
      actorUserId: actor?.userId ?? null,
    })),
  );
  for (const clientId of new Set(made.map((task) => task.client_id)))
    await publishEvent(db, { type: 'badges.changed', clientId });
  return made.length;
}
