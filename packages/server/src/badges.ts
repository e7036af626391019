import { and, count, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { clients, complianceItems, inspections, tasks } from './db/schema.js';

/** The manager's navigation badge counts. */
export interface NavBadges {
  /** Open tasks whose due date has passed. */
  tasks: number;
  /** Inspections not yet done that are overdue or due within the next 7 days. */
  inspections: number;
  /** Compliance items whose status is anything but in order. */
  compliance: number;
}

/**
 * Counts a client's badges in the database, relative to the database's current date. The three
 * counts are subqueries of one statement: one round trip instead of three, which is what the
 * embedded database (one thread, shared with the server) spends most of a badge poll on.
 */
export async function countNavBadges(db: Db, clientId: string | null): Promise<NavBadges> {
  if (!clientId) return { tasks: 0, inspections: 0, compliance: 0 };
  const overdueTasks = db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.status, 'open'), lt(tasks.dueDate, sql`current_date`)));
  const dueInspections = db
    .select({ n: count() })
    .from(inspections)
    .where(
      and(
        eq(inspections.clientId, clientId),
        isNull(inspections.completedAt),
        lte(inspections.dueDate, sql`current_date + 7`),
      ),
    );
  const complianceNotInOrder = db
    .select({ n: count() })
    .from(complianceItems)
    .where(and(eq(complianceItems.clientId, clientId), ne(complianceItems.status, 'in_order')));
  const [row] = await db
    .select({
      tasks: sql`(${overdueTasks})`.mapWith(Number),
      inspections: sql`(${dueInspections})`.mapWith(Number),
      compliance: sql`(${complianceNotInOrder})`.mapWith(Number),
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? { tasks: 0, inspections: 0, compliance: 0 };
}
