/** The inspections area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count } from 'drizzle-orm';
import { inspections } from '../../db/schema.js';
import { defineArea } from '../area.js';
import { inspectionAttentionCondition, inspectionsDue } from './due.js';
import { inspectionScope } from './repository.js';
import { inspectionsRouter } from './router.js';

export const inspectionsArea = defineArea({
  name: 'inspections',
  router: inspectionsRouter,
  due: inspectionsDue,
  /** Inspections not completed that are overdue or due within the next 7 days. */
  badge: {
    key: 'inspections',
    count: (db, clientId, today) =>
      db
        .select({ n: count() })
        .from(inspections)
        .where(and(...inspectionScope({ clientId }), inspectionAttentionCondition(today))),
  },
});
