/**
 * An inspection's comment thread (issue 27, item 2; migrations/0030), as a task's
 * (areas/tasks/detail.ts): whoever may read the inspection (`inspections.get`) reads it, oldest
 * first; a manager of the client writes, and each comment is a line of the inspection's history.
 */
import { aliasedTable, and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inspectionComments, users } from '../../db/schema.js';
import { encodeCursor, readCursor } from '../vehicles/cursor.js';
import { personRef } from '../vehicles/model.js';
import { recordWork, writing, type WorkActor, type WorkScope } from '../../work/access.js';
import type { TaskComment, TaskCommentPage } from '../../work/model.js';
import { getInspection } from './repository.js';

const author = aliasedTable(users, 'author');

function selectComments(db: Db) {
  return db
    .select({
      id: inspectionComments.id,
      body: inspectionComments.body,
      createdAt: inspectionComments.createdAt,
      authorId: author.id,
      authorName: author.contactName,
      authorSurname: author.contactSurname,
    })
    .from(inspectionComments)
    .leftJoin(author, eq(author.id, inspectionComments.authorUserId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const toComment = (row: CommentRow): TaskComment => ({
  id: Number(row.id),
  body: row.body,
  author: personRef(row.authorId, row.authorName, row.authorSurname),
  createdAt: row.createdAt,
});

/** The inspection's comments, oldest first, keyset-paged by id; NOT_FOUND where it cannot be read. */
export async function listInspectionComments(
  db: Db,
  scope: WorkScope,
  options: { id: string; cursor?: string | null; limit: number },
): Promise<TaskCommentPage> {
  await getInspection(db, scope, options.id);
  const conditions: SQL[] = [eq(inspectionComments.inspectionId, options.id)];
  if (options.cursor) {
    const position = readCursor(options.cursor, { sort: 'comments', keys: [], id: 'serial' });
    conditions.push(sql`${inspectionComments.id} > ${position.id}`);
  }
  const rows = await selectComments(db)
    .where(and(...conditions))
    .orderBy(asc(inspectionComments.id))
    .limit(options.limit + 1);
  const items = rows.slice(0, options.limit).map(toComment);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > options.limit && last ? encodeCursor({ sort: 'comments', keys: [], id: last.id }) : null,
  };
}

/** Adds a manager's comment (the body already checked) and records it in the inspection's history. */
export async function addInspectionComment(
  db: Db,
  actor: WorkActor,
  input: { id: string; body: string },
): Promise<TaskComment> {
  return writing(db, async (tx) => {
    const inspection = await getInspection(tx, { clientId: actor.clientId }, input.id);
    const [row] = await tx
      .insert(inspectionComments)
      .values({
        inspectionId: input.id,
        clientId: actor.clientId,
        authorUserId: actor.userId,
        body: input.body,
      })
      .returning({ id: inspectionComments.id });
    await recordWork(tx, actor, [
      {
        entity: 'inspection',
        entityId: input.id,
        vehicleId: inspection.vehicle.id,
        action: 'commented',
        changes: { comment: { old: null, new: input.body } },
      },
    ]);
    const [comment] = await selectComments(tx).where(eq(inspectionComments.id, row!.id));
    return toComment(comment!);
  });
}
