/** The inspections area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count, isNull, sql } from 'drizzle-orm';
import { betweenDays } from '../../due/sql.js';
import { defineArea } from '../area.js';
import { inspections, inspectionDefects, inspectionComments } from './schema.js';
import { inspectionAttentionCondition, inspectionsDue } from './due.js';
import { inspectionScope, listInspections } from './repository.js';
import { inspectionsRouter } from './router.js';

export const inspectionsArea = defineArea({
  name: 'inspections',
  tables: { inspections, inspectionDefects, inspectionComments },
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
  /** Inspections not completed, by due date. */
  upcoming: {
    rows: (clientId, from, until) => sql`
      SELECT ${inspections.id} AS id, ${inspections.dueDate} AS date, ${inspections.kind}::text AS kind,
          '' AS title, NULL::jsonb AS title_names, ${inspections.vehicleId} AS vehicle_id
        FROM ${inspections}
        WHERE ${and(
          ...inspectionScope({ clientId }),
          isNull(inspections.completedAt),
          betweenDays(inspections.dueDate, from, until),
        )}`,
  },
  /** The vehicle's inspections not completed. */
  driverDue: async (db, { clientId, vehicleId, today, limit }) => {
    const due = await listInspections(
      db,
      { clientId },
      { vehicleId, state: ['overdue', 'due_soon', 'scheduled'], limit },
      today,
    );
    return due.items.map((inspection) => ({
      id: inspection.id,
      kind: inspection.kind,
      title: '',
      titleNames: null,
      state: inspection.state,
      date: inspection.dueDate,
    }));
  },
});
