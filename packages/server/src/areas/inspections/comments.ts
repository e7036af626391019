/**
 * An inspection's comment thread (issue 27, item 2; migrations/0030), as a task's
 * (areas/tasks/detail.ts): whoever may read the inspection (`inspections.get`) reads it, oldest
 * first; a manager of the client writes, and each comment is a line of the inspection's history.
 */
import type { Db } from '../../db/database.js';
import { inspectionComments } from './schema.js';
import { commentThread } from '../../work/comments.js';
import { recordWork, writing, type WorkActor, type WorkScope } from '../../work/access.js';
import type { TaskComment, TaskCommentPage } from '../../work/model.js';
import { getInspection } from './repository.js';

const thread = commentThread(inspectionComments, inspectionComments.inspectionId);

/** The inspection's comments, oldest first, keyset-paged by id; NOT_FOUND where it cannot be read. */
export async function listInspectionComments(
  db: Db,
  scope: WorkScope,
  options: { id: string; cursor?: string | null; limit: number },
): Promise<TaskCommentPage> {
  await getInspection(db, scope, options.id);
  return thread.page(db, options);
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
    return thread.one(tx, row!.id);
  });
}
