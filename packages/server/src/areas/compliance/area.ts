/** The compliance area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count, sql } from 'drizzle-orm';
import { betweenDays } from '../../due/sql.js';
import { defineArea } from '../area.js';
import { complianceItems, complianceRenewals } from './schema.js';
import { complianceAttentionCondition, complianceDue } from './due.js';
import { listObligations, obligationScope } from './repository.js';
import { complianceRouter } from './router.js';

export const complianceArea = defineArea({
  name: 'compliance',
  tables: { complianceItems, complianceRenewals },
  router: complianceRouter,
  due: complianceDue,
  /** Obligations that are missing, overdue or due within 30 days. */
  badge: {
    key: 'compliance',
    count: (db, clientId, today) =>
      db
        .select({ n: count() })
        .from(complianceItems)
        .where(and(...obligationScope({ clientId }), complianceAttentionCondition(today))),
  },
  /** Obligations by the last day they are valid. */
  upcoming: {
    rows: (clientId, from, until) => sql`
      SELECT ${complianceItems.id} AS id, ${complianceItems.validUntil} AS date,
          ${complianceItems.kind}::text AS kind, ${complianceItems.title} AS title, NULL::jsonb AS title_names,
          ${complianceItems.vehicleId} AS vehicle_id
        FROM ${complianceItems}
        WHERE ${and(...obligationScope({ clientId }), betweenDays(complianceItems.validUntil, from, until))}`,
  },
  /** The vehicle's obligations that are missing, overdue or due soon. */
  driverDue: async (db, { clientId, vehicleId, today, limit }) => {
    const obligations = await listObligations(
      db,
      { clientId },
      { vehicleId, state: ['missing', 'overdue', 'due_soon'], limit },
      today,
    );
    return obligations.items.map((obligation) => ({
      id: obligation.id,
      kind: obligation.kind,
      title: obligation.title,
      titleNames: null,
      state: obligation.state,
      date: obligation.validUntil,
    }));
  },
});
