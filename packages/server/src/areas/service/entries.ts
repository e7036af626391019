/**
 * The service book (docs/service.md): entries with the tasks done and their lines, recorded in one
 * transaction that adds the odometer reading to the chain, resets the schedules of the tasks done
 * and closes their open tasks; the lists newest first; and the odometer chain's readings.
 */
import { and, asc, count, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { nextVersion } from '../../db/versions.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { encodeCursor, readCursor } from '../vehicles/cursor.js';
import { personRef } from '../vehicles/model.js';
import { notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import { personTable, vehicleOfClient } from '../../work/common.js';
import type { Direction } from '../../work/keyset.js';
import type {
  OdometerReadingPage,
  ServiceCoveredBy,
  ServiceEntry,
  ServiceEntryPage,
  ServiceLineKind,
} from './model.js';
import { addReading } from './odometer.js';
import { duePoint, lineAmounts } from './rules.js';
import { serviceTasksOfClient, toServiceTask } from './schedules.js';
import {
  odometerReadings,
  organisations,
  serviceEntries,
  serviceEntryLines,
  serviceEntryTasks,
  serviceSchedules,
  serviceTasks,
} from './schema.js';
import { createDueServiceTasks } from './tasks.js';
import { visitOfTask } from './visits.js';

export interface LineInput {
  kind: ServiceLineKind;
  description?: string;
  quantity: number;
  unitPrice: number;
  vatRate?: number;
  coveredBy?: ServiceCoveredBy;
}

export interface EntryInput {
  vehicleId: string;
  performedOn: string;
  odometerKm: number;
  engineHours?: number | null;
  /** A lower reading than the chain's last is a correction (else `odometerKm: decreased`). */
  odometerCorrection?: boolean;
  workshopOrganisationId?: string | null;
  workshopName?: string;
  serviceTaskIds?: string[];
  lines?: LineInput[];
  notes?: string;
  /** The open task (source `service`) this entry completes. */
  taskId?: string | null;
}

interface RecordOptions {
  /** False when the entry repeats the vehicle's current odometer (a task marked done). */
  addReading?: boolean;
  /** The task, already set done, that this entry stands for. */
  completesTaskId?: string;
}

/**
 * Records a service entry (see the file's comment). Ids of another client answer NOT_FOUND;
 * `performedOn: in_future`, `odometerKm: decreased | above_later`, `taskId: completed` are field
 * errors; nothing is written unless all of it is.
 */
export async function recordEntry(db: Db, actor: WorkActor, input: EntryInput): Promise<ServiceEntry> {
  return writing(db, (tx) => recordEntryIn(tx, actor, input)).then((id) => getEntry(db, actor.clientId, id));
}

export async function recordEntryIn(
  tx: Db,
  actor: WorkActor,
  input: EntryInput,
  options: RecordOptions = {},
): Promise<string> {
  const today = copenhagenToday();
  if (input.performedOn > today) throw new FieldError('performedOn', 'in_future');
  await vehicleOfClient(tx, actor.clientId, input.vehicleId);
  const taskIds = new Set(input.serviceTaskIds ?? []);
  let taskId: string | null = null;
  let visitTaskId: string | null = null;
  if (input.taskId) {
    const [task] = await tx
      .select({
        id: tasks.id,
        status: tasks.status,
        source: tasks.source,
        sourceId: tasks.sourceId,
        vehicleId: tasks.vehicleId,
      })
      .from(tasks)
      .where(
        and(eq(tasks.id, input.taskId), eq(tasks.clientId, actor.clientId), eq(tasks.source, 'service')),
      );
    const [schedule] = task?.sourceId
      ? await tx
          .select({ serviceTaskId: serviceSchedules.serviceTaskId, vehicleId: serviceSchedules.vehicleId })
          .from(serviceSchedules)
          .where(eq(serviceSchedules.id, task.sourceId))
      : [];
    // A workshop visit's task (./visits.ts): the entry does the visit's service items.
    const visit = task && !schedule ? await visitOfTask(tx, actor.clientId, task) : null;
    const vehicleOfTask = schedule?.vehicleId ?? visit?.vehicleId;
    if (!task || !vehicleOfTask || vehicleOfTask !== input.vehicleId) throw notFound('task');
    if (task.status === 'done') throw new FieldError('taskId', 'completed');
    taskId = task.id;
    if (schedule) taskIds.add(schedule.serviceTaskId);
    for (const id of visit?.serviceTaskIds ?? []) taskIds.add(id);
    if (visit) visitTaskId = task.id;
  }
  await serviceTasksOfClient(tx, actor.clientId, [...taskIds]);
  let workshopName = input.workshopName ?? '';
  if (input.workshopOrganisationId) {
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(
        and(eq(organisations.id, input.workshopOrganisationId), eq(organisations.clientId, actor.clientId)),
      );
    if (!organisation) throw notFound('organisation');
    workshopName ||= organisation.name;
  }

  const [entry] = await tx
    .insert(serviceEntries)
    .values({
      clientId: actor.clientId,
      vehicleId: input.vehicleId,
      performedOn: input.performedOn,
      odometerKm: input.odometerKm,
      engineHours: input.engineHours ?? null,
      workshopOrganisationId: input.workshopOrganisationId ?? null,
      workshopName,
      notes: input.notes ?? '',
      taskId: taskId ?? options.completesTaskId ?? null,
      createdByUserId: actor.userId,
    })
    .returning({ id: serviceEntries.id });
  const entryId = entry!.id;
  if (taskIds.size > 0)
    await tx
      .insert(serviceEntryTasks)
      .values([...taskIds].map((serviceTaskId) => ({ entryId, serviceTaskId, clientId: actor.clientId })));
  if (input.lines?.length)
    await tx.insert(serviceEntryLines).values(
      input.lines.map((line, position) => ({
        entryId,
        clientId: actor.clientId,
        position,
        kind: line.kind,
        description: line.description ?? '',
        quantity: String(line.quantity),
        unitPrice: String(line.unitPrice),
        vatRate: String(line.vatRate ?? 25),
        coveredBy: line.coveredBy ?? 'own',
      })),
    );
  if (options.addReading !== false)
    await addReading(tx, actor, {
      vehicleId: input.vehicleId,
      readOn: input.performedOn,
      odometerKm: input.odometerKm,
      engineHours: input.engineHours ?? null,
      source: 'service',
      correction: input.odometerCorrection ?? false,
      serviceEntryId: entryId,
    });

  // Each task done resets its schedule on this vehicle (unless a later service already did).
  const reset =
    taskIds.size === 0
      ? []
      : await tx
          .select({ schedule: serviceSchedules, season: serviceTasks.season })
          .from(serviceSchedules)
          .innerJoin(serviceTasks, eq(serviceTasks.id, serviceSchedules.serviceTaskId))
          .where(
            and(
              eq(serviceSchedules.vehicleId, input.vehicleId),
              inArray(serviceSchedules.serviceTaskId, [...taskIds]),
              lte(serviceSchedules.lastDoneOn, input.performedOn),
            ),
          )
          .orderBy(asc(serviceSchedules.id))
          .for('update', { of: serviceSchedules });
  const history: Parameters<typeof recordWork>[2] = [];
  for (const { schedule, season } of reset) {
    const last = {
      lastDoneOn: input.performedOn,
      lastDoneKm: input.odometerKm,
      lastDoneHours: input.engineHours ?? schedule.lastDoneHours,
    };
    await tx
      .update(serviceSchedules)
      .set({
        ...last,
        ...duePoint({ ...schedule, ...last, season }),
        ...nextVersion(actor.userId),
        updatedAt: sql`now()`,
      })
      .where(eq(serviceSchedules.id, schedule.id));
    history.push({
      entity: 'service_schedule',
      entityId: schedule.id,
      vehicleId: input.vehicleId,
      action: 'reset',
      changes: {
        lastDoneOn: { old: schedule.lastDoneOn, new: last.lastDoneOn },
        lastDoneKm: { old: schedule.lastDoneKm, new: last.lastDoneKm },
        serviceEntryId: { old: null, new: entryId },
      },
    });
  }
  // Their open tasks are done now, and the visit's task when the entry records a visit.
  const scheduleIds = reset.map((r) => r.schedule.id);
  const closing = [
    ...(scheduleIds.length ? [and(eq(tasks.source, 'service'), inArray(tasks.sourceId, scheduleIds))!] : []),
    ...(visitTaskId ? [eq(tasks.id, visitTaskId)] : []),
  ];
  const closed = closing.length
    ? await tx
        .update(tasks)
        .set({ status: 'done', doneAt: sql`now()`, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(and(eq(tasks.clientId, actor.clientId), or(...closing), ne(tasks.status, 'done')))
        .returning({ id: tasks.id, status: tasks.status })
    : [];
  for (const task of closed)
    history.push({
      entity: 'task',
      entityId: task.id,
      vehicleId: input.vehicleId,
      action: 'status_changed',
      changes: { status: { old: 'open', new: 'done' }, serviceEntryId: { old: null, new: entryId } },
    });
  if (!taskId && !options.completesTaskId && closed.length > 0)
    await tx.update(serviceEntries).set({ taskId: closed[0]!.id }).where(eq(serviceEntries.id, entryId));
  history.push({
    entity: 'service_entry',
    entityId: entryId,
    vehicleId: input.vehicleId,
    action: 'recorded',
    changes: {
      performedOn: { old: null, new: input.performedOn },
      odometerKm: { old: null, new: input.odometerKm },
      workshopName: { old: null, new: workshopName },
      lines: { old: null, new: input.lines?.length ?? 0 },
    },
  });
  await recordWork(tx, actor, history);
  await createDueServiceTasks(tx, { clientId: actor.clientId, vehicleIds: [input.vehicleId] }, today, actor);
  return entryId;
}

/**
 * A task of source `service` set to done elsewhere (tasks.setStatus, tasks.update): records the
 * service entry it stands for (today, at the vehicle's odometer, no lines), which resets the
 * schedule; without that, the pass would open the task again at once.
 */
export async function onServiceTaskDone(
  tx: Db,
  actor: WorkActor,
  task: { id: string; source: string; sourceId: string | null },
): Promise<void> {
  if (task.source !== 'service' || !task.sourceId) return;
  const visit = await visitOfTask(tx, actor.clientId, task);
  if (visit) {
    // A workshop visit set done: an entry for its service items (none: nothing to record).
    if (visit.serviceTaskIds.length === 0) return;
    const [vehicle] = await tx
      .select({ odometerKm: vehicles.odometerKm, engineHours: vehicles.engineHours })
      .from(vehicles)
      .where(eq(vehicles.id, visit.vehicleId));
    if (!vehicle) return;
    await recordEntryIn(
      tx,
      actor,
      {
        vehicleId: visit.vehicleId,
        performedOn: copenhagenToday(),
        odometerKm: vehicle.odometerKm,
        engineHours: vehicle.engineHours,
        serviceTaskIds: visit.serviceTaskIds,
      },
      { addReading: false, completesTaskId: task.id },
    );
    return;
  }
  const [row] = await tx
    .select({
      vehicleId: serviceSchedules.vehicleId,
      serviceTaskId: serviceSchedules.serviceTaskId,
      odometerKm: vehicles.odometerKm,
      engineHours: vehicles.engineHours,
    })
    .from(serviceSchedules)
    .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
    .where(and(eq(serviceSchedules.id, task.sourceId), eq(serviceSchedules.clientId, actor.clientId)));
  if (!row) return;
  await recordEntryIn(
    tx,
    actor,
    {
      vehicleId: row.vehicleId,
      performedOn: copenhagenToday(),
      odometerKm: row.odometerKm,
      engineHours: row.engineHours,
      serviceTaskIds: [row.serviceTaskId],
    },
    { addReading: false, completesTaskId: task.id },
  );
}

const creator = personTable('entry_creator');

function selectEntries(db: Db) {
  return db
    .select({
      entry: serviceEntries,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
      creator: { id: creator.id, name: creator.contactName, surname: creator.contactSurname },
    })
    .from(serviceEntries)
    .innerJoin(vehicles, eq(vehicles.id, serviceEntries.vehicleId))
    .leftJoin(creator, eq(creator.id, serviceEntries.createdByUserId));
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

async function toEntries(db: Db, rows: EntryRow[]): Promise<ServiceEntry[]> {
  const ids = rows.map((row) => row.entry.id);
  if (ids.length === 0) return [];
  const taskRows = await db
    .select({ entryId: serviceEntryTasks.entryId, task: serviceTasks })
    .from(serviceEntryTasks)
    .innerJoin(serviceTasks, eq(serviceTasks.id, serviceEntryTasks.serviceTaskId))
    .where(inArray(serviceEntryTasks.entryId, ids));
  const lineRows = await db
    .select()
    .from(serviceEntryLines)
    .where(inArray(serviceEntryLines.entryId, ids))
    .orderBy(asc(serviceEntryLines.entryId), asc(serviceEntryLines.position));
  return rows.map(({ entry, vehicle, creator: person }) => {
    const lines = lineRows
      .filter((line) => line.entryId === entry.id)
      .map((line) => {
        const quantity = Number(line.quantity);
        const unitPrice = Number(line.unitPrice);
        const vatRate = Number(line.vatRate);
        return {
          kind: line.kind,
          description: line.description,
          quantity,
          unitPrice,
          vatRate,
          coveredBy: line.coveredBy,
          ...lineAmounts(quantity, unitPrice, vatRate),
        };
      });
    const sum = (key: 'net' | 'vat' | 'gross') =>
      Math.round(lines.reduce((total, line) => total + Math.round(line[key] * 100), 0)) / 100;
    return {
      id: entry.id,
      vehicle,
      performedOn: entry.performedOn,
      odometerKm: entry.odometerKm,
      engineHours: entry.engineHours,
      workshop: { organisationId: entry.workshopOrganisationId, name: entry.workshopName },
      notes: entry.notes,
      tasks: taskRows
        .filter((row) => row.entryId === entry.id)
        .map((row) => toServiceTask(row.task))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
      lines,
      totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') },
      taskId: entry.taskId,
      createdBy: personRef(person?.id ?? null, person?.name ?? null, person?.surname ?? null),
      createdAt: entry.createdAt,
    };
  });
}

export async function getEntry(db: Db, clientId: string, id: string): Promise<ServiceEntry> {
  const rows = await selectEntries(db)
    .where(and(eq(serviceEntries.id, id), eq(serviceEntries.clientId, clientId)))
    .limit(1);
  if (rows.length === 0) throw notFound('service entry');
  return (await toEntries(db, rows))[0]!;
}

export interface EntryFilters {
  vehicleId?: string | null;
  workshopOrganisationId?: string | null;
  serviceTaskId?: string | null;
}

export interface NewestFirstPage {
  cursor?: string | null;
  direction?: Direction;
  limit: number;
}

/** Entries newest first (date, then id), keyset-paged; `total` on the first page. */
export async function listEntries(
  db: Db,
  clientId: string,
  options: EntryFilters & NewestFirstPage,
): Promise<ServiceEntryPage> {
  const conditions: SQL[] = [eq(serviceEntries.clientId, clientId)];
  if (options.vehicleId) conditions.push(eq(serviceEntries.vehicleId, options.vehicleId));
  if (options.workshopOrganisationId)
    conditions.push(eq(serviceEntries.workshopOrganisationId, options.workshopOrganisationId));
  if (options.serviceTaskId)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM service_entry_tasks done WHERE done.entry_id = service_entries.id
        AND done.service_task_id = ${options.serviceTaskId})`,
    );
  const page = await newestFirst({
    name: 'service_entries',
    idKind: 'uuid',
    key: serviceEntries.performedOn,
    cast: 'date',
    id: serviceEntries.id,
    conditions,
    options,
    fetch: (where, order, limit) =>
      selectEntries(db)
        .where(where)
        .orderBy(order(serviceEntries.performedOn), order(serviceEntries.id))
        .limit(limit),
    count: async (where) =>
      Number((await db.select({ n: count() }).from(serviceEntries).where(where))[0]?.n ?? 0),
    position: (row) => [row.entry.performedOn, row.entry.id],
  });
  return { ...page, items: await toEntries(db, page.items) };
}

/**
 * One newest-first keyset page (the work lists' keysetPage is ascending only): forward walks to
 * older rows, backward to newer ones; cursors hold the row's key and id.
 */
async function newestFirst<Row, Id extends string | number>(spec: {
  name: string;
  idKind: Id extends string ? 'uuid' : 'serial';
  key: SQL | typeof serviceEntries.performedOn | typeof odometerReadings.readOn;
  cast: 'date';
  id: SQL | typeof serviceEntries.id | typeof odometerReadings.id;
  conditions: SQL[];
  options: NewestFirstPage;
  fetch: (where: SQL | undefined, order: typeof asc, limit: number) => Promise<Row[]>;
  count: ((where: SQL | undefined) => Promise<number>) | null;
  position: (row: Row) => [string, Id];
}): Promise<{ items: Row[]; nextCursor: string | null; prevCursor: string | null; total: number | null }> {
  const { options } = spec;
  const forward = (options.direction ?? 'forward') === 'forward';
  const where = [...spec.conditions];
  if (options.cursor) {
    const position =
      spec.idKind === 'uuid'
        ? readCursor(options.cursor, { sort: spec.name, keys: ['date'], id: 'uuid' })
        : readCursor(options.cursor, { sort: spec.name, keys: ['date'], id: 'serial' });
    const id = spec.idKind === 'uuid' ? sql`${position.id}::uuid` : sql`${position.id}::bigint`;
    where.push(
      forward
        ? sql`(${spec.key}, ${spec.id}) < (${position.keys[0]}::date, ${id})`
        : sql`(${spec.key}, ${spec.id}) > (${position.keys[0]}::date, ${id})`,
    );
  }
  const [rows, total] = await Promise.all([
    spec.fetch(and(...where), forward ? desc : asc, options.limit + 1),
    options.cursor || !spec.count ? Promise.resolve(null) : spec.count(and(...spec.conditions)),
  ]);
  const more = rows.length > options.limit;
  const items = rows.slice(0, options.limit);
  if (!forward) items.reverse();
  const cursorAt = (row: Row | undefined) => {
    if (!row) return null;
    const [key, id] = spec.position(row);
    return encodeCursor({ sort: spec.name, keys: [key], id });
  };
  const hasAfter = forward ? more : Boolean(options.cursor);
  const hasBefore = forward ? Boolean(options.cursor) : more;
  return {
    items,
    nextCursor: hasAfter ? cursorAt(items[items.length - 1]) : null,
    prevCursor: hasBefore ? cursorAt(items[0]) : null,
    total,
  };
}

/** Whose readings a caller may see or add: a manager's client's vehicles, a driver's own. */
export interface ReadingScope {
  clientId: string;
  /** Set for a driver: only vehicles they drive. */
  driverUserId: string | null;
}

async function readableVehicle(db: Db, scope: ReadingScope, vehicleId: string) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.clientId, scope.clientId),
        scope.driverUserId ? eq(vehicles.driverUserId, scope.driverUserId) : undefined,
      ),
    );
  if (!row) throw notFound('vehicle');
}

const actorPerson = personTable('reading_actor');

/** A vehicle's odometer chain, newest first. */
export async function listReadings(
  db: Db,
  scope: ReadingScope,
  vehicleId: string,
  options: NewestFirstPage,
): Promise<OdometerReadingPage> {
  await readableVehicle(db, scope, vehicleId);
  const page = await newestFirst({
    name: 'odometer_readings',
    idKind: 'serial',
    key: odometerReadings.readOn,
    cast: 'date',
    id: odometerReadings.id,
    conditions: [eq(odometerReadings.vehicleId, vehicleId)],
    options,
    fetch: (where, order, limit) =>
      db
        .select({
          reading: odometerReadings,
          actor: { id: actorPerson.id, name: actorPerson.contactName, surname: actorPerson.contactSurname },
        })
        .from(odometerReadings)
        .leftJoin(actorPerson, eq(actorPerson.id, odometerReadings.actorUserId))
        .where(where)
        .orderBy(order(odometerReadings.readOn), order(odometerReadings.id))
        .limit(limit),
    count: null,
    position: (row) => [row.reading.readOn, row.reading.id],
  });
  return {
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    items: page.items.map(({ reading, actor }) => ({
      id: reading.id,
      readOn: reading.readOn,
      odometerKm: reading.odometerKm,
      engineHours: reading.engineHours,
      source: reading.source,
      correction: reading.correction,
      serviceEntryId: reading.serviceEntryId,
      actor: personRef(actor?.id ?? null, actor?.name ?? null, actor?.surname ?? null),
      createdAt: reading.createdAt,
    })),
  };
}

export interface ManualReading {
  vehicleId: string;
  readOn?: string;
  odometerKm: number;
  engineHours?: number | null;
  correction?: boolean;
}

/** A manager's (any vehicle of the client) or driver's (their own) reading; then the task pass. */
export async function addManualReading(
  db: Db,
  scope: ReadingScope & { userId: string },
  input: ManualReading,
): Promise<{ id: number }> {
  const today = copenhagenToday();
  const readOn = input.readOn ?? today;
  if (readOn > today) throw new FieldError('readOn', 'in_future');
  return writing(db, async (tx) => {
    await readableVehicle(tx, scope, input.vehicleId);
    const row = await addReading(
      tx,
      { clientId: scope.clientId, userId: scope.userId },
      { ...input, readOn, source: 'manual' },
    );
    await createDueServiceTasks(tx, { clientId: scope.clientId, vehicleIds: [input.vehicleId] }, today, {
      userId: scope.userId,
    });
    return row;
  });
}
