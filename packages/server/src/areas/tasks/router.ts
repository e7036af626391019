import { ForbiddenError } from '../../errors.js';
import { z } from 'zod';
import { TASK_DUE_STATES } from './due.js';
import { addTaskComment, getTaskDetail, listTaskComments, listWorkHistory, taskAccess } from './detail.js';
import { createTask, getTask, listTasks, reportProblem, updateTask } from './repository.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor, workScope } from '../../work/access.js';
import {
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_SOURCES,
  TASK_STATUSES,
  type Task,
  type TaskDetail,
  type TaskPage,
} from './model.js';
import { TASK_COMMENT_MAX, type TaskComment, type TaskCommentPage } from '../../work/model.js';
import { type WorkHistoryPage } from '../../work/model.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import { isoDate, pageFields, workSort } from '../../trpc/workInputs.js';

const title = singleLineText(200).trim().min(1);
const description = multiLineText(4000);
const commentBody = multiLineText(TASK_COMMENT_MAX).trim().min(1);
/** Forward-only keyset paging (tRPC's infinite queries send `direction: 'forward'`). */
const historyPage = {
  cursor: z.string().max(2000).nullish(),
  direction: z.literal('forward').default('forward'),
  limit: z.number().int().min(1).max(100).default(50),
};

/** Drivers only (role `user`). */
const driverProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'user') throw new ForbiddenError('Drivers only');
  return next();
});

/** Tasks / work orders (docs/fleet-work.md): managers write, admins read, drivers report problems. */
export const tasksRouter = router({
  /** Tasks in the given sort; by default unfinished first, the most overdue first (TASK_SORTS). */
  list: authedProcedure
    .input(
      z.strictObject({
        ...pageFields,
        status: z.array(z.enum(TASK_STATUSES)).max(TASK_STATUSES.length).nullish(),
        dueState: z.array(z.enum(TASK_DUE_STATES)).max(TASK_DUE_STATES.length).nullish(),
        assigneeUserId: z.uuid().nullish(),
        /** Only tasks nobody is assigned to (wins over `assigneeUserId`). */
        unassigned: z.boolean().default(false),
        vehicleId: z.uuid().nullish(),
        source: z.array(z.enum(TASK_SOURCES)).max(TASK_SOURCES.length).nullish(),
        clientId: z.uuid().nullish(),
        sort: workSort(TASK_SORTS),
      }),
    )
    .query(({ ctx, input }): Promise<TaskPage> =>
      listTasks(ctx.db, workScope(ctx.user, input.clientId), input),
    ),

  get: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<Task> => getTask(ctx.db, workScope(ctx.user), input.id)),

  /**
   * One task whole, with what the caller may do (`canEdit`, `canComment`): managers their client's,
   * admins any, drivers those they reported, are assigned or whose vehicle they drive.
   */
  detail: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<TaskDetail> => getTaskDetail(ctx.db, ctx.user, input.id)),

  /** The task's comments, oldest first (the readers of `detail`). */
  comments: authedProcedure
    .input(z.strictObject({ id: z.uuid(), ...historyPage }))
    .query(({ ctx, input }): Promise<TaskCommentPage> => listTaskComments(ctx.db, ctx.user, input)),

  /** Adds a comment (managers of the client, the reporting or assigned driver); also in the history. */
  addComment: authedProcedure
    .input(z.strictObject({ id: z.uuid(), body: commentBody }))
    .mutation(({ ctx, input }): Promise<TaskComment> => addTaskComment(ctx.db, ctx.user, input)),

  /** What was done to the task, by whom and when, newest first (the readers of `detail`). */
  history: authedProcedure
    .input(z.strictObject({ id: z.uuid(), ...historyPage }))
    .query(async ({ ctx, input }): Promise<WorkHistoryPage> => {
      await taskAccess(ctx.db, ctx.user, input.id);
      return listWorkHistory(ctx.db, 'task', input);
    }),

  create: managerProcedure
    .input(
      z.strictObject({
        title,
        description: description.default(''),
        vehicleId: z.uuid().nullish(),
        priority: z.enum(TASK_PRIORITIES).default('normal'),
        assigneeUserId: z.uuid().nullish(),
        dueDate: isoDate.nullish(),
        source: z.enum(['manual', 'compliance']).default('manual'),
      }),
    )
    .mutation(({ ctx, input }): Promise<Task> => createTask(ctx.db, workActor(ctx.user), input)),

  /**
   * Changes the given fields; `null` clears vehicle, assignee or due date. Made from an older
   * `expectedVersion` than the stored one: CONFLICT with who changed the task and when.
   */
  update: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        title: title.optional(),
        description: description.optional(),
        vehicleId: z.uuid().nullish(),
        priority: z.enum(TASK_PRIORITIES).optional(),
        assigneeUserId: z.uuid().nullish(),
        dueDate: isoDate.nullish(),
        status: z.enum(TASK_STATUSES).optional(),
        expectedVersion,
      }),
    )
    .mutation(({ ctx, input: { id, ...changes } }): Promise<Task> =>
      updateTask(ctx.db, workActor(ctx.user), id, changes),
    ),

  /** Gives the task to a user of the client (null: nobody). */
  assign: managerProcedure
    .input(z.strictObject({ id: z.uuid(), assigneeUserId: z.uuid().nullable() }))
    .mutation(({ ctx, input }): Promise<Task> =>
      updateTask(ctx.db, workActor(ctx.user), input.id, { assigneeUserId: input.assigneeUserId }),
    ),

  /** Open, in progress or done (done stamps `doneAt`; reopening clears it). */
  setStatus: managerProcedure
    .input(z.strictObject({ id: z.uuid(), status: z.enum(TASK_STATUSES) }))
    .mutation(({ ctx, input }): Promise<Task> =>
      updateTask(ctx.db, workActor(ctx.user), input.id, { status: input.status }),
    ),

  /** A driver reports a problem with a vehicle they drive: a task for the manager. */
  reportProblem: driverProcedure
    .input(z.strictObject({ vehicleId: z.uuid(), title, description: description.default('') }))
    .mutation(({ ctx, input }): Promise<Task> => reportProblem(ctx.db, workActor(ctx.user), input)),
});
