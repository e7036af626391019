import { and, count, eq, sql } from 'drizzle-orm';
import { obligationScope } from './areas/compliance/repository.js';
import type { Db } from './db/database.js';
import { clients, complianceItems, inspections, tasks } from './db/schema.js';
import { copenhagenToday } from './due/rules.js';
import {
  complianceAttentionCondition,
  inspectionAttentionCondition,
  taskAttentionCondition,
} from './due/sql.js';
import { inspectionScope } from './areas/inspections/repository.js';
import { taskScope } from './areas/tasks/repository.js';

/** The manager's navigation badge counts (docs/fleet-work.md, "One definition"). */
export interface NavBadges {
  /** Tasks not done whose due date is before today. */
  tasks: number;
  /** Inspections not completed that are overdue or due within the next 7 days. */
  inspections: number;
  /** Obligations that are missing, overdue or due within 30 days. */
  compliance: number;
}

/**
 * Counts a client's badges relative to today in Copenhagen, with the conditions of src/due that the
 * lists' filters use too (so a badge and its filtered list cannot disagree). The three counts are
 * subqueries of one statement: one round trip instead of three.
 */
export async function countNavBadges(
  db: Db,
  clientId: string | null,
  today = copenhagenToday(),
): Promise<NavBadges> {
  if (!clientId) return { tasks: 0, inspections: 0, compliance: 0 };
  const scope = { clientId };
  const overdueTasks = db
    .select({ n: count() })
    .from(tasks)
    .where(and(...taskScope(scope), taskAttentionCondition(today)));
  const dueInspections = db
    .select({ n: count() })
    .from(inspections)
    .where(and(...inspectionScope(scope), inspectionAttentionCondition(today)));
  const complianceAttention = db
    .select({ n: count() })
    .from(complianceItems)
    .where(and(...obligationScope(scope), complianceAttentionCondition(today)));
  const [row] = await db
    .select({
      tasks: sql`(${overdueTasks})`.mapWith(Number),
      inspections: sql`(${dueInspections})`.mapWith(Number),
      compliance: sql`(${complianceAttention})`.mapWith(Number),
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? { tasks: 0, inspections: 0, compliance: 0 };
}
