/**
 * One task read whole (`tasks.detail`), its comment thread and its history, for the task's
 * managers, an admin (read only) and the drivers it concerns (docs/fleet-work.md, "Task details
 * and comments"). Another client's task, or one a driver has no part in, answers NOT_FOUND.
 */
import { historyKeyset } from '../../work/historyPage.js';
import { ForbiddenError } from '../../errors.js';
import { aliasedTable, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { taskComments, tasks } from './schema.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { workHistory } from '../../work/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import type { SessionUser } from '../accounts/settings.js';
import { personRef } from '../vehicles/model.js';
import { NO_CLIENT, notFound, recordWork, writing, type WorkScope } from '../../work/access.js';
import type { TaskDetail } from './model.js';
import type { TaskComment, TaskCommentPage } from '../../work/model.js';
import type { WorkHistoryPage } from '../../work/model.js';
import { commentThread } from '../../work/comments.js';
import { getTask } from './repository.js';

/** What a person may do with one task; null when they may not read it. */
export interface TaskAccess {
  clientId: string;
  vehicleId: string | null;
  canEdit: boolean;
  canComment: boolean;
}

/**
 * Managers: their own client's tasks (edit and comment). Admins: every client's (read only).
 * Drivers: the tasks they reported or are assigned to (comment), and those on a vehicle they drive
 * (read: their home lists them).
 */
export async function taskAccess(db: Db, user: SessionUser, id: string): Promise<TaskAccess> {
  const [row] = await db
    .select({
      clientId: tasks.clientId,
      vehicleId: tasks.vehicleId,
      createdBy: tasks.createdByUserId,
      assignee: tasks.assigneeUserId,
      driver: vehicles.driverUserId,
    })
    .from(tasks)
    .leftJoin(vehicles, eq(vehicles.id, tasks.vehicleId))
    .where(eq(tasks.id, id));
  if (!row) throw notFound('task');
  const base = { clientId: row.clientId, vehicleId: row.vehicleId };
  if (user.role === 'admin') return { ...base, canEdit: false, canComment: false };
  if (row.clientId !== (user.clientId ?? NO_CLIENT)) throw notFound('task');
  if (user.role === 'manager') return { ...base, canEdit: true, canComment: true };
  const involved = row.createdBy === user.id || row.assignee === user.id;
  if (!involved && row.driver !== user.id) throw notFound('task');
  return { ...base, canEdit: false, canComment: involved };
}

export async function getTaskDetail(
  db: Db,
  user: SessionUser,
  id: string,
  today = copenhagenToday(),
): Promise<TaskDetail> {
  const access = await taskAccess(db, user, id);
  const scope: WorkScope = { clientId: access.clientId };
  const task = await getTask(db, scope, id, today);
  return { ...task, canEdit: access.canEdit, canComment: access.canComment };
}

const thread = commentThread(taskComments, taskComments.taskId);

/** A task's comments, oldest first, keyset-paged by id. */
export async function listTaskComments(
  db: Db,
  user: SessionUser,
  options: { id: string; cursor?: string | null; limit: number },
): Promise<TaskCommentPage> {
  await taskAccess(db, user, options.id);
  return thread.page(db, options);
}

/**
 * Adds a comment (the body already checked: 1–2,000 characters, no control characters) and
 * records it in the task's history. FORBIDDEN for a reader who may not comment (an admin, a
 * driver who only drives the vehicle).
 */
export async function addTaskComment(
  db: Db,
  user: SessionUser,
  input: { id: string; body: string },
): Promise<TaskComment> {
  return writing(db, async (tx) => {
    const access = await taskAccess(tx, user, input.id);
    if (!access.canComment) throw forbidden();
    const [row] = await tx
      .insert(taskComments)
      .values({ taskId: input.id, clientId: access.clientId, authorUserId: user.id, body: input.body })
      .returning({ id: taskComments.id });
    await recordWork(tx, { userId: user.id, clientId: access.clientId }, [
      {
        entity: 'task',
        entityId: input.id,
        vehicleId: access.vehicleId,
        action: 'commented',
        changes: { comment: { old: null, new: input.body } },
      },
    ]);
    return thread.one(tx, row!.id);
  });
}

function forbidden() {
  return new ForbiddenError('You may not comment on this task');
}

/** A task's or an inspection's history, newest first, keyset-paged by id (access checked by the caller). */
export async function listWorkHistory(
  db: Db,
  entity: 'task' | 'inspection',
  options: { id: string; cursor?: string | null; limit: number },
): Promise<WorkHistoryPage> {
  const actor = aliasedTable(users, 'actor');
  const keyset = historyKeyset(workHistory.id, 'work_history', options);
  const rows = await db
    .select({
      id: workHistory.id,
      action: workHistory.action,
      changes: workHistory.changes,
      createdAt: workHistory.createdAt,
      actorId: actor.id,
      actorName: actor.contactName,
      actorSurname: actor.contactSurname,
    })
    .from(workHistory)
    .leftJoin(actor, eq(actor.id, workHistory.actorUserId))
    .where(and(eq(workHistory.entity, entity), eq(workHistory.entityId, options.id), keyset.where))
    .orderBy(keyset.orderBy)
    .limit(keyset.limit);
  const { items, nextCursor } = keyset.page(
    rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      changes: row.changes,
      actor: personRef(row.actorId, row.actorName, row.actorSurname),
      createdAt: row.createdAt,
    })),
  );
  return { items, nextCursor };
}
