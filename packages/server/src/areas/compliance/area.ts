/** The compliance area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { and, count } from 'drizzle-orm';
import { complianceItems } from '../../db/schema.js';
import { defineArea } from '../area.js';
import { complianceAttentionCondition, complianceDue } from './due.js';
import { obligationScope } from './repository.js';
import { complianceRouter } from './router.js';

export const complianceArea = defineArea({
  name: 'compliance',
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
});
