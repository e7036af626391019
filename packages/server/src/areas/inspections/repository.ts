/**
 * The fleet's own inspections in the database: lists by due state (src/due), scheduling, and
 * completion with a result and defects, each defect becoming a task linked back
 * (docs/fleet-work.md).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { clients } from '../../db/schema.js';
import { inspectionDefects, inspections } from './schema.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { inspectionDueState } from './due.js';
import { onVehicleInUse } from '../../due/sql.js';
import { inspectionStatesCondition } from './due.js';
import { FieldError } from '../../errors.js';
import { assigneeOf } from '../tasks/repository.js';
import { notFound, recordWork, writing, type WorkActor, type WorkScope } from '../../work/access.js';
import { diff, personTable, toVehicleRef, vehicleOfClient, vehicleRefColumns } from '../../work/common.js';
import { refreshNextDue } from '../../work/nextDue.js';
import { personRef } from '../vehicles/model.js';
import { keysetPage, type PageOptions, type SortKey } from '../../work/keyset.js';
import { attentionKeys, keyColumns, keyValues, rankKey } from '../../work/sorts.js';
import { INSPECTION_KINDS, type InspectionSortBy } from './model.js';
import { type WorkSort } from '../../work/model.js';
import type {
  DefectSeverity,
  Inspection,
  InspectionDetail,
  InspectionDueState,
  InspectionKind,
  InspectionPage,
  InspectionResult,
} from './model.js';
import type { TaskPriority } from '../tasks/model.js';

export interface InspectionFilters {
  state?: InspectionDueState[] | null;
  kind?: InspectionKind[] | null;
  vehicleId?: string | null;
}

const completer = personTable('completer');

const columns = {
  id: inspections.id,
  clientId: inspections.clientId,
  clientName: clients.name,
  kind: inspections.kind,
  dueDate: inspections.dueDate,
  completedAt: inspections.completedAt,
  result: inspections.result,
  inspector: inspections.inspector,
  notes: inspections.notes,
  createdAt: inspections.createdAt,
  updatedAt: inspections.updatedAt,
  version: inspections.version,
  completerId: completer.id,
  completerName: completer.contactName,
  completerSurname: completer.contactSurname,
  defectCount:
    sql<number>`(SELECT count(*) FROM inspection_defects d WHERE d.inspection_id = ${inspections.id})`.mapWith(
      Number,
    ),
  ...vehicleRefColumns,
};

type Row = {
  [K in Exclude<keyof typeof columns, 'defectCount'>]: (typeof columns)[K]['_']['data'] | null;
} & { defectCount: number | null };

const toInspection =
  (today: string) =>
  (row: Row): Inspection => ({
    id: row.id!,
    clientId: row.clientId!,
    clientName: row.clientName ?? '',
    vehicle: toVehicleRef(row)!,
    kind: row.kind ?? 'walk_around',
    dueDate: row.dueDate!,
    state: inspectionDueState(row.dueDate!, row.completedAt !== null, today),
    completedAt: row.completedAt,
    result: row.result,
    inspector: row.inspector ?? '',
    notes: row.notes ?? '',
    completedBy: personRef(row.completerId, row.completerName, row.completerSurname),
    defectCount: row.defectCount ?? 0,
    createdAt: row.createdAt ?? new Date(0),
    updatedAt: row.updatedAt ?? new Date(0),
    version: row.version ?? 1,
  });

function select(db: Db, keys: readonly SortKey[] = []) {
  return db
    .select({ ...columns, ...keyColumns(keys) })
    .from(inspections)
    .innerJoin(clients, eq(clients.id, inspections.clientId))
    .innerJoin(vehicles, eq(vehicles.id, inspections.vehicleId))
    .leftJoin(completer, eq(completer.id, inspections.completedByUserId));
}

/** The inspections a scope reaches: its client's, of vehicles in use (the badge's population). */
export function inspectionScope(scope: WorkScope): SQL[] {
  const conditions: SQL[] = [onVehicleInUse(inspections.vehicleId)];
  if (scope.clientId) conditions.push(eq(inspections.clientId, scope.clientId));
  return conditions;
}

export function inspectionConditions(scope: WorkScope, filters: InspectionFilters, today: string): SQL[] {
  const conditions = inspectionScope(scope);
  if (filters.state?.length) conditions.push(inspectionStatesCondition(filters.state, today));
  if (filters.kind?.length) conditions.push(inArray(inspections.kind, filters.kind));
  if (filters.vehicleId) conditions.push(eq(inspections.vehicleId, filters.vehicleId));
  return conditions;
}

export const DEFAULT_INSPECTION_SORT: WorkSort<InspectionSortBy> = { by: 'attention', dir: 'asc' };

/** The sort keys of an inspection sort; after the column's own key, ties keep the attention order. */
export function inspectionSortKeys({ by, dir }: WorkSort<InspectionSortBy>): SortKey[] {
  const completed = sql`${inspections.completedAt} IS NOT NULL`;
  const attention = attentionKeys(completed, inspections.dueDate, dir === 'desc');
  switch (by) {
    case 'attention':
      return attentionKeys(completed, inspections.dueDate);
    case 'dueDate':
      return [{ key: inspections.dueDate, cast: 'date' }];
    case 'kind':
      return [rankKey(inspections.kind, INSPECTION_KINDS), ...attention];
    case 'vehicle':
      return [{ key: vehicles.registration, cast: 'text' }, ...attention];
  }
}

/**
 * Inspections, keyset-paged, in the given sort (by default those not completed first, by due
 * date; see INSPECTION_SORTS).
 */
export function listInspections(
  db: Db,
  scope: WorkScope,
  options: InspectionFilters & PageOptions & { sort?: WorkSort<InspectionSortBy> | undefined },
  today = copenhagenToday(),
): Promise<InspectionPage> {
  const sort = options.sort ?? DEFAULT_INSPECTION_SORT;
  const keys = inspectionSortKeys(sort);
  return keysetPage(
    {
      name: `inspections:${sort.by}:${sort.dir}`,
      keys,
      descending: sort.dir === 'desc',
      id: inspections.id,
      conditions: inspectionConditions(scope, options, today),
      fetch: (where, orderBy, limit) =>
        select(db, keys)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) =>
        Number((await db.select({ n: count() }).from(inspections).where(where))[0]?.n ?? 0),
      toItem: (row) => toInspection(today)(row as Row),
      keysOf: (row) => keyValues(row, keys),
      idOf: (item) => item.id,
    },
    options,
  );
}

export async function getInspection(
  db: Db,
  scope: WorkScope,
  id: string,
  today = copenhagenToday(),
): Promise<InspectionDetail> {
  const conditions = [eq(inspections.id, id)];
  if (scope.clientId) conditions.push(eq(inspections.clientId, scope.clientId));
  const [row] = await select(db)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound('inspection');
  const defects = await db
    .select({
      id: inspectionDefects.id,
      text: inspectionDefects.text,
      severity: inspectionDefects.severity,
      taskId: inspectionDefects.taskId,
    })
    .from(inspectionDefects)
    .where(eq(inspectionDefects.inspectionId, id))
    .orderBy(asc(inspectionDefects.position));
  return { ...toInspection(today)(row as Row), defects };
}

export interface ScheduleInput {
  vehicleId: string;
  kind: InspectionKind;
  dueDate: string;
  notes?: string;
}

export async function scheduleInspection(
  db: Db,
  actor: WorkActor,
  input: ScheduleInput,
): Promise<InspectionDetail> {
  return writing(db, async (tx) => {
    await vehicleOfClient(tx, actor.clientId, input.vehicleId);
    const [row] = await tx
      .insert(inspections)
      .values({
        clientId: actor.clientId,
        vehicleId: input.vehicleId,
        kind: input.kind,
        dueDate: input.dueDate,
        notes: input.notes ?? '',
        createdByUserId: actor.userId,
      })
      .returning({ id: inspections.id });
    await recordWork(tx, actor, [
      {
        entity: 'inspection',
        entityId: row!.id,
        vehicleId: input.vehicleId,
        action: 'scheduled',
        changes: diff({}, { kind: input.kind, dueDate: input.dueDate, notes: input.notes ?? '' }),
      },
    ]);
    await refreshNextDue(tx, [input.vehicleId]);
    return getInspection(tx, actor, row!.id);
  });
}

/** Moves an inspection not yet completed (due date, kind, notes). */
export async function updateInspection(
  db: Db,
  actor: WorkActor,
  id: string,
  input: Partial<Omit<ScheduleInput, 'vehicleId'>>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<InspectionDetail> {
  return writing(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.id, id), eq(inspections.clientId, actor.clientId)))
      .for('update');
    if (!current) throw notFound('inspection');
    if (current.completedAt) throw new FieldError('id', 'completed');
    await checkVersion(tx, current, expectedVersion);
    const changes = diff(current, { kind: input.kind, dueDate: input.dueDate, notes: input.notes });
    if (Object.keys(changes).length > 0) {
      const set = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.new]));
      await tx
        .update(inspections)
        .set({ ...set, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(eq(inspections.id, id));
      await recordWork(tx, actor, [
        { entity: 'inspection', entityId: id, vehicleId: current.vehicleId, action: 'updated', changes },
      ]);
      await refreshNextDue(tx, [current.vehicleId]);
    }
    return getInspection(tx, actor, id);
  });
}

/** A defect's task: how urgent, and due how many days after the inspection. */
const DEFECT_TASK: Record<DefectSeverity, { priority: TaskPriority; dueInDays: number }> = {
  critical: { priority: 'high', dueInDays: 0 },
  major: { priority: 'normal', dueInDays: 7 },
  minor: { priority: 'low', dueInDays: 30 },
};

export interface CompleteInput {
  result: InspectionResult;
  inspector: string;
  notes?: string;
  /** When it was done; now by default. */
  completedAt?: Date | null;
  defects: { text: string; severity: DefectSeverity }[];
  /** Who the defects' tasks go to (a user of the client); none by default. */
  assigneeUserId?: string | null;
}

/**
 * Completes an inspection: result, inspector, defects; one task per defect (source
 * `inspection_defect`, linked by `inspection_id`, priority and due date by severity).
 */
export async function completeInspection(
  db: Db,
  actor: WorkActor,
  id: string,
  input: CompleteInput,
  /** The version the completion was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
  today = copenhagenToday(),
): Promise<InspectionDetail> {
  const completedAt = input.completedAt ?? new Date();
  if (completedAt.getTime() > Date.now() + 60_000) throw new FieldError('completedAt', 'in_future');
  return writing(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.id, id), eq(inspections.clientId, actor.clientId)))
      .for('update');
    if (!current) throw notFound('inspection');
    if (current.completedAt) throw new FieldError('id', 'completed');
    await checkVersion(tx, current, expectedVersion);
    const assignee = await assigneeOf(tx, actor.clientId, input.assigneeUserId ?? null);
    await tx
      .update(inspections)
      .set({
        completedAt,
        result: input.result,
        inspector: input.inspector,
        notes: input.notes ?? current.notes,
        completedByUserId: actor.userId,
        ...nextVersion(actor.userId),
        updatedAt: sql`now()`,
      })
      .where(eq(inspections.id, id));
    const history: Parameters<typeof recordWork>[2] = [
      {
        entity: 'inspection',
        entityId: id,
        vehicleId: current.vehicleId,
        action: 'completed',
        changes: {
          result: { old: null, new: input.result },
          inspector: { old: current.inspector, new: input.inspector },
          defects: { old: 0, new: input.defects.length },
        },
      },
    ];
    for (const [position, defect] of input.defects.entries()) {
      const rule = DEFECT_TASK[defect.severity];
      const [task] = await tx
        .insert(tasks)
        .values({
          clientId: actor.clientId,
          vehicleId: current.vehicleId,
          title: defect.text,
          priority: rule.priority,
          source: 'inspection_defect',
          dueDate: addDays(today, rule.dueInDays),
          assigneeUserId: assignee,
          createdByUserId: actor.userId,
          inspectionId: id,
        })
        .returning({ id: tasks.id });
      await tx.insert(inspectionDefects).values({
        inspectionId: id,
        clientId: actor.clientId,
        position,
        text: defect.text,
        severity: defect.severity,
        taskId: task!.id,
      });
      history.push({
        entity: 'task',
        entityId: task!.id,
        vehicleId: current.vehicleId,
        action: 'created',
        changes: { title: { old: null, new: defect.text }, source: { old: null, new: 'inspection_defect' } },
      });
    }
    await recordWork(tx, actor, history);
    await refreshNextDue(tx, [current.vehicleId]);
    return getInspection(tx, actor, id, today);
  });
}
