/**
 * Tasks (work orders) in the database: lists filtered by status, due state (src/due), assignee,
 * vehicle and source; writes recording who did what; drivers' problem reports
 * (docs/fleet-work.md).
 */
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { areas } from '../index.js';
import { taskTitleNames } from './titleNames.js';
import type { Db } from '../../db/database.js';
import { clients, users } from '../../db/schema.js';
import { tasks } from './schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { taskDueState } from './due.js';
import { taskStatesCondition } from './due.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { FieldError } from '../../errors.js';
import { notFound, recordWork, writing, type WorkActor, type WorkScope } from '../../work/access.js';
import { diff, personTable, toVehicleRef, vehicleOfClient, vehicleRefColumns } from '../../work/common.js';
import { personRef } from '../vehicles/model.js';
import { keysetPage, type PageOptions, type SortKey } from '../../work/keyset.js';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskDueState,
  type TaskPage,
  type TaskPriority,
  type TaskSortBy,
  type TaskSource,
  type TaskStatus,
} from './model.js';
import { type WorkSort } from '../../work/model.js';
import { attentionKeys, keyColumns, keyValues, rankKey } from '../../work/sorts.js';

export interface TaskFilters {
  status?: TaskStatus[] | null;
  dueState?: TaskDueState[] | null;
  /** A user's tasks; `unassigned: true` for tasks without one. */
  assigneeUserId?: string | null;
  unassigned?: boolean;
  vehicleId?: string | null;
  source?: TaskSource[] | null;
}

const assignee = personTable('assignee');
const creator = personTable('creator');

const columns = {
  id: tasks.id,
  clientId: tasks.clientId,
  clientName: clients.name,
  title: tasks.title,
  description: tasks.description,
  status: tasks.status,
  priority: tasks.priority,
  source: tasks.source,
  dueDate: tasks.dueDate,
  inspectionId: tasks.inspectionId,
  doneAt: tasks.doneAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  version: tasks.version,
  assigneeId: assignee.id,
  assigneeName: assignee.contactName,
  assigneeSurname: assignee.contactSurname,
  creatorId: creator.id,
  creatorName: creator.contactName,
  creatorSurname: creator.contactSurname,
  ...vehicleRefColumns,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
} & { titleNames: Task['titleNames'] };

const toTask =
  (today: string) =>
  (row: Row): Task => ({
    id: row.id!,
    clientId: row.clientId!,
    clientName: row.clientName ?? '',
    title: row.title ?? '',
    titleNames: row.titleNames ?? null,
    description: row.description ?? '',
    vehicle: toVehicleRef(row),
    status: row.status ?? 'open',
    priority: row.priority ?? 'normal',
    source: row.source ?? 'manual',
    assignee: personRef(row.assigneeId, row.assigneeName, row.assigneeSurname),
    dueDate: row.dueDate,
    dueState: taskDueState(row.dueDate, row.status === 'done', today),
    createdBy: personRef(row.creatorId, row.creatorName, row.creatorSurname),
    inspectionId: row.inspectionId,
    doneAt: row.doneAt,
    createdAt: row.createdAt ?? new Date(0),
    updatedAt: row.updatedAt ?? new Date(0),
    version: row.version ?? 1,
  });

function select(db: Db, keys: readonly SortKey[] = []) {
  return db
    .select({ ...columns, titleNames: taskTitleNames(tasks), ...keyColumns(keys) })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(vehicles, eq(vehicles.id, tasks.vehicleId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeUserId))
    .leftJoin(creator, eq(creator.id, tasks.createdByUserId));
}

/** The tasks a scope reaches (the tasks badge's population). */
export function taskScope(scope: WorkScope): SQL[] {
  return scope.clientId ? [eq(tasks.clientId, scope.clientId)] : [];
}

export function taskConditions(scope: WorkScope, filters: TaskFilters, today: string): SQL[] {
  const conditions = taskScope(scope);
  if (filters.status?.length) conditions.push(inArray(tasks.status, filters.status));
  if (filters.dueState?.length) conditions.push(taskStatesCondition(filters.dueState, today));
  if (filters.unassigned) conditions.push(isNull(tasks.assigneeUserId));
  else if (filters.assigneeUserId) conditions.push(eq(tasks.assigneeUserId, filters.assigneeUserId));
  if (filters.vehicleId) conditions.push(eq(tasks.vehicleId, filters.vehicleId));
  if (filters.source?.length) conditions.push(inArray(tasks.source, filters.source));
  return conditions;
}

export const DEFAULT_TASK_SORT: WorkSort<TaskSortBy> = { by: 'attention', dir: 'asc' };

/** The sort keys of a task sort; after the column's own key, ties keep the attention order. */
export function taskSortKeys({ by, dir }: WorkSort<TaskSortBy>): SortKey[] {
  const attention = attentionKeys(sql`${tasks.status} = 'done'`, tasks.dueDate, dir === 'desc');
  switch (by) {
    case 'attention':
      return attentionKeys(sql`${tasks.status} = 'done'`, tasks.dueDate);
    case 'dueDate':
      return [{ key: sql`coalesce(${tasks.dueDate}, DATE '9999-12-31')`, cast: 'date' }];
    case 'title':
      return [{ key: sql`lower(${tasks.title})`, cast: 'text' }];
    case 'priority':
      return [rankKey(tasks.priority, TASK_PRIORITIES), ...attention];
    case 'status':
      return [rankKey(tasks.status, TASK_STATUSES), ...attention];
    case 'vehicle':
      return [{ key: sql`coalesce(${vehicles.registration}, '')`, cast: 'text' }, ...attention];
  }
}

/**
 * Tasks, keyset-paged, in the given sort (by default unfinished first, the most overdue first;
 * see TASK_SORTS).
 */
export function listTasks(
  db: Db,
  scope: WorkScope,
  options: TaskFilters & PageOptions & { sort?: WorkSort<TaskSortBy> | undefined },
  today = copenhagenToday(),
): Promise<TaskPage> {
  const sort = options.sort ?? DEFAULT_TASK_SORT;
  const keys = taskSortKeys(sort);
  return keysetPage(
    {
      name: `tasks:${sort.by}:${sort.dir}`,
      keys,
      descending: sort.dir === 'desc',
      id: tasks.id,
      conditions: taskConditions(scope, options, today),
      fetch: (where, orderBy, limit) =>
        select(db, keys)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) => Number((await db.select({ n: count() }).from(tasks).where(where))[0]?.n ?? 0),
      toItem: (row) => toTask(today)(row as Row),
      keysOf: (row) => keyValues(row, keys),
      idOf: (item) => item.id,
    },
    options,
  );
}

export async function getTask(
  db: Db,
  scope: WorkScope,
  id: string,
  today = copenhagenToday(),
): Promise<Task> {
  const [row] = await select(db)
    .where(and(eq(tasks.id, id), ...taskScope(scope)))
    .limit(1);
  if (!row) throw notFound('task');
  return toTask(today)(row as Row);
}

/** A user of the client (manager or driver) a task may be assigned to; field error otherwise. */
export async function assigneeOf(db: Db, clientId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), inArray(users.role, ['manager', 'user'])));
  if (!row) throw new FieldError('assigneeUserId', 'not_found');
  return row.id;
}

export interface TaskFields {
  title: string;
  description?: string;
  vehicleId?: string | null;
  priority?: TaskPriority;
  assigneeUserId?: string | null;
  dueDate?: string | null;
  source?: Extract<TaskSource, 'manual' | 'compliance'>;
}

export async function createTask(db: Db, actor: WorkActor, input: TaskFields): Promise<Task> {
  return writing(db, async (tx) => {
    if (input.vehicleId) await vehicleOfClient(tx, actor.clientId, input.vehicleId);
    const assigneeUserId = await assigneeOf(tx, actor.clientId, input.assigneeUserId ?? null);
    const values = {
      title: input.title,
      description: input.description ?? '',
      vehicleId: input.vehicleId ?? null,
      priority: input.priority ?? 'normal',
      assigneeUserId,
      dueDate: input.dueDate ?? null,
      source: input.source ?? 'manual',
    };
    const [row] = await tx
      .insert(tasks)
      .values({ ...values, clientId: actor.clientId, createdByUserId: actor.userId })
      .returning({ id: tasks.id });
    await recordWork(tx, actor, [
      {
        entity: 'task',
        entityId: row!.id,
        vehicleId: values.vehicleId,
        action: 'created',
        changes: diff({}, values),
      },
    ]);
    return getTask(tx, actor, row!.id);
  });
}

export type TaskUpdate = Partial<Omit<TaskFields, 'source'>> & {
  status?: TaskStatus;
  /**
   * The version the edit was made from (`Task.version`); another stored version refuses the edit
   * with `StaleVersion` (src/db/versions.ts). Left out by single-field actions (assign, status).
   */
  expectedVersion?: number;
};

/** Changes the given fields (`null` clears a nullable one); status `done` stamps `doneAt`. */
export async function updateTask(db: Db, actor: WorkActor, id: string, input: TaskUpdate): Promise<Task> {
  return writing(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.clientId, actor.clientId)))
      .for('update');
    if (!current) throw notFound('task');
    await checkVersion(tx, current, input.expectedVersion);
    if (input.vehicleId && input.vehicleId !== current.vehicleId)
      await vehicleOfClient(tx, actor.clientId, input.vehicleId);
    const assigneeUserId =
      input.assigneeUserId === undefined || input.assigneeUserId === current.assigneeUserId
        ? input.assigneeUserId
        : await assigneeOf(tx, actor.clientId, input.assigneeUserId);
    const changes = diff(current, {
      title: input.title,
      description: input.description,
      vehicleId: input.vehicleId,
      priority: input.priority,
      assigneeUserId,
      dueDate: input.dueDate,
      status: input.status,
    });
    if (Object.keys(changes).length > 0) {
      const set: Record<string, unknown> = Object.fromEntries(
        Object.entries(changes).map(([field, change]) => [field, change.new]),
      );
      if (changes.status) set.doneAt = changes.status.new === 'done' ? sql`now()` : null;
      const written = await tx
        .update(tasks)
        .set({ ...set, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(and(eq(tasks.id, id), eq(tasks.clientId, actor.clientId), eq(tasks.version, current.version)))
        .returning({ id: tasks.id });
      if (written.length === 0) throw await staleVersion(tx, current);
      const action = Object.keys(changes).length === 1 && changes.status ? 'status_changed' : 'updated';
      await recordWork(tx, actor, [
        { entity: 'task', entityId: id, vehicleId: input.vehicleId ?? current.vehicleId, action, changes },
      ]);
      // An area whose task this is may act on its completion (a service entry resets its schedule).
      if (changes.status?.new === 'done')
        for (const area of areas) await area.onTaskDone?.(tx, actor, { ...current, status: 'done' });
    }
    return getTask(tx, actor, id);
  });
}

export interface ProblemReport {
  vehicleId: string;
  title: string;
  description?: string;
}

/**
 * A driver's problem report: a task (source `driver_report`) on a vehicle they drive, for the
 * manager. A vehicle they do not drive answers NOT_FOUND.
 */
export async function reportProblem(db: Db, actor: WorkActor, input: ProblemReport): Promise<Task> {
  return writing(db, async (tx) => {
    await vehicleOfClient(tx, actor.clientId, input.vehicleId, eq(vehicles.driverUserId, actor.userId));
    const values = {
      title: input.title,
      description: input.description ?? '',
      vehicleId: input.vehicleId,
      source: 'driver_report' as const,
    };
    const [row] = await tx
      .insert(tasks)
      .values({ ...values, clientId: actor.clientId, createdByUserId: actor.userId })
      .returning({ id: tasks.id });
    await recordWork(tx, actor, [
      {
        entity: 'task',
        entityId: row!.id,
        vehicleId: input.vehicleId,
        action: 'reported',
        changes: diff({}, values),
      },
    ]);
    return getTask(tx, actor, row!.id);
  });
}
