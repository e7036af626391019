import { and, count, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { complianceItems, inspections, tasks } from './db/schema.js';

/** The manager's navigation badge counts. */
export interface NavBadges {
  /** Open tasks whose due date has passed. */
  tasks: number;
  /** Inspections not yet done that are overdue or due within the next 7 days. */
  inspections: number;
  /** Compliance items whose status is anything but in order. */
  compliance: number;
}

/** Counts a client's badges in the database, relative to the database's current date. */
export async function countNavBadges(db: Db, clientId: string | null): Promise<NavBadges> {
  if (!clientId) return { tasks: 0, inspections: 0, compliance: 0 };
  const [taskCount, inspectionCount, complianceCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(tasks)
      .where(
        and(eq(tasks.clientId, clientId), eq(tasks.status, 'open'), lt(tasks.dueDate, sql`current_date`)),
      ),
    db
      .select({ n: count() })
      .from(inspections)
      .where(
        and(
          eq(inspections.clientId, clientId),
          isNull(inspections.completedAt),
          lte(inspections.dueDate, sql`current_date + 7`),
        ),
      ),
    db
      .select({ n: count() })
      .from(complianceItems)
      .where(and(eq(complianceItems.clientId, clientId), ne(complianceItems.status, 'in_order'))),
  ]);
  return {
    tasks: Number(taskCount[0]?.n ?? 0),
    inspections: Number(inspectionCount[0]?.n ?? 0),
    compliance: Number(complianceCount[0]?.n ?? 0),
  };
}
