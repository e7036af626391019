import { z } from 'zod';
import { INSPECTION_DUE_STATES } from './due.js';
import {
  completeInspection,
  getInspection,
  listInspections,
  scheduleInspection,
  updateInspection,
} from './repository.js';
import { listWorkHistory } from '../tasks/detail.js';
import { addInspectionComment, listInspectionComments } from './comments.js';
import { instant } from '../../validation/dates.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor, workScope } from '../../work/access.js';
import {
  DEFECT_SEVERITIES,
  INSPECTION_KINDS,
  INSPECTION_RESULTS,
  INSPECTION_SORTS,
  type InspectionDetail,
  type InspectionPage,
} from './model.js';
import { TASK_COMMENT_MAX, type TaskComment, type TaskCommentPage } from '../../work/model.js';
import { type WorkHistoryPage } from '../../work/model.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import { isoDate, pageFields, workSort } from '../../trpc/workInputs.js';

/** The fleet's own inspections (docs/fleet-work.md): managers write, managers and admins read. */
export const inspectionsRouter = router({
  /** Inspections in the given sort (by default those not completed first, by due date); `state` filters by due state. */
  list: authedProcedure
    .input(
      z.strictObject({
        ...pageFields,
        state: z.array(z.enum(INSPECTION_DUE_STATES)).max(INSPECTION_DUE_STATES.length).nullish(),
        kind: z.array(z.enum(INSPECTION_KINDS)).max(INSPECTION_KINDS.length).nullish(),
        vehicleId: z.uuid().nullish(),
        /** Admin: one client's; others may only name their own. */
        clientId: z.uuid().nullish(),
        sort: workSort(INSPECTION_SORTS),
      }),
    )
    .query(({ ctx, input }): Promise<InspectionPage> =>
      listInspections(ctx.db, workScope(ctx.user, input.clientId), input),
    ),

  /** One inspection with its defects (and their tasks' ids). */
  get: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<InspectionDetail> =>
      getInspection(ctx.db, workScope(ctx.user), input.id),
    ),

  /** What was done to the inspection, by whom and when, newest first (managers and admins). */
  history: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        cursor: z.string().max(2000).nullish(),
        direction: z.literal('forward').default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(async ({ ctx, input }): Promise<WorkHistoryPage> => {
      await getInspection(ctx.db, workScope(ctx.user), input.id);
      return listWorkHistory(ctx.db, 'inspection', input);
    }),

  /** The inspection's comments, oldest first (the readers of `get`). */
  comments: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        cursor: z.string().max(2000).nullish(),
        direction: z.literal('forward').default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(({ ctx, input }): Promise<TaskCommentPage> =>
      listInspectionComments(ctx.db, workScope(ctx.user), input),
    ),

  /** Adds a comment (managers of the client); also in the inspection's history. */
  addComment: managerProcedure
    .input(z.strictObject({ id: z.uuid(), body: multiLineText(TASK_COMMENT_MAX).trim().min(1) }))
    .mutation(({ ctx, input }): Promise<TaskComment> =>
      addInspectionComment(ctx.db, workActor(ctx.user), input),
    ),

  /** Plans an inspection of one of the client's vehicles. */
  schedule: managerProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        kind: z.enum(INSPECTION_KINDS),
        dueDate: isoDate,
        notes: multiLineText(2000).default(''),
      }),
    )
    .mutation(({ ctx, input }): Promise<InspectionDetail> =>
      scheduleInspection(ctx.db, workActor(ctx.user), input),
    ),

  /**
   * Moves or edits an inspection not yet completed. Made from an older `expectedVersion` than the
   * stored one: CONFLICT with who changed the inspection and when.
   */
  update: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        expectedVersion,
        kind: z.enum(INSPECTION_KINDS).optional(),
        dueDate: isoDate.optional(),
        notes: multiLineText(2000).optional(),
      }),
    )
    .mutation(({ ctx, input: { id, expectedVersion, ...changes } }): Promise<InspectionDetail> =>
      updateInspection(ctx.db, workActor(ctx.user), id, changes, expectedVersion),
    ),

  /**
   * Completes it with a result and defects; each defect becomes a task linked back. Made from an
   * older `expectedVersion` than the stored one (someone moved or edited it meanwhile): CONFLICT
   * with who changed the inspection and when, and nothing is completed.
   */
  complete: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        expectedVersion,
        result: z.enum(INSPECTION_RESULTS),
        inspector: singleLineText(120).trim().min(1),
        notes: multiLineText(2000).optional(),
        completedAt: instant.nullish(),
        defects: z
          .array(
            z.strictObject({
              text: singleLineText(200).trim().min(1),
              severity: z.enum(DEFECT_SEVERITIES),
            }),
          )
          .max(50)
          .default([]),
        assigneeUserId: z.uuid().nullish(),
      }),
    )
    .mutation(({ ctx, input: { id, expectedVersion, ...completion } }): Promise<InspectionDetail> =>
      completeInspection(ctx.db, workActor(ctx.user), id, completion, expectedVersion),
    ),
});
