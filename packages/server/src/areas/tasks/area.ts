/** The tasks area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count, ne, sql } from 'drizzle-orm';
import { betweenDays } from '../../due/sql.js';
import { defineArea } from '../area.js';
import { tasks, taskComments } from './schema.js';
import { taskAttentionCondition, tasksDue } from './due.js';
import { listTasks, taskScope } from './repository.js';
import { seedWork } from './seed.js';
import { tasksRouter } from './router.js';
import { taskTitleNames } from './titleNames.js';

export const tasksArea = defineArea({
  name: 'tasks',
  tables: { tasks, taskComments },
  router: tasksRouter,
  due: tasksDue,
  /**
   * The fleet work's demo, obligations and inspections with the tasks: they are planned together
   * (an inspection's defects become tasks; WORK_DEMO's badge counts), after the register's fleet.
   */
  seedDemo: seedWork,
  /** Tasks not done whose due date is before today. */
  badge: {
    key: 'tasks',
    count: (db, clientId, today) =>
      db
        .select({ n: count() })
        .from(tasks)
        .where(and(...taskScope({ clientId }), taskAttentionCondition(today))),
  },
  /** Tasks not done, by due date. */
  upcoming: {
    rows: (clientId, from, until) => sql`
      SELECT ${tasks.id} AS id, ${tasks.dueDate} AS date, NULL::text AS kind, ${tasks.title} AS title,
          ${taskTitleNames(tasks)} AS title_names, ${tasks.vehicleId} AS vehicle_id
        FROM ${tasks}
        WHERE ${and(...taskScope({ clientId }), ne(tasks.status, 'done'), betweenDays(tasks.dueDate, from, until))}`,
  },
  /** Tasks made, and tasks set done. */
  activity: {
    opened: (clientId) =>
      sql`SELECT ${tasks.createdAt} AS at FROM ${tasks} WHERE ${and(...taskScope({ clientId }))}`,
    closed: (clientId) =>
      sql`SELECT ${tasks.doneAt} AS at FROM ${tasks} WHERE ${and(...taskScope({ clientId }))} AND ${tasks.doneAt} IS NOT NULL`,
  },
  /** Open tasks on the vehicle: overdue or due soon as that, else as open or in progress. */
  driverDue: async (db, { clientId, vehicleId, today, limit }) => {
    const open = await listTasks(
      db,
      { clientId },
      { vehicleId, status: ['open', 'in_progress'], limit },
      today,
    );
    return open.items.map((task) => ({
      id: task.id,
      kind: null,
      title: task.title,
      titleNames: task.titleNames,
      state: task.dueState === 'overdue' || task.dueState === 'due_soon' ? task.dueState : task.status,
      date: task.dueDate,
    }));
  },
});
