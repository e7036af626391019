/** The tasks area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count } from 'drizzle-orm';
import { tasks } from '../../db/schema.js';
import { defineArea } from '../area.js';
import { taskAttentionCondition, tasksDue } from './due.js';
import { taskScope } from './repository.js';
import { tasksRouter } from './router.js';

export const tasksArea = defineArea({
  name: 'tasks',
  router: tasksRouter,
  due: tasksDue,
  /** Tasks not done whose due date is before today. */
  badge: {
    key: 'tasks',
    count: (db, clientId, today) =>
      db
        .select({ n: count() })
        .from(tasks)
        .where(and(...taskScope({ clientId }), taskAttentionCondition(today))),
  },
});
