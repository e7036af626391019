/**
 * Service schedules (vehicle × task) and the catalogue in the database: keyset lists filtered by
 * derived state (./sql.ts), vehicle, task and due date; writes that validate first, keep the due
 * point current (./rules.ts) and record who did what (docs/service.md).
 */
import { and, count, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Language } from '../accounts/settings.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import { diff, vehicleOfClient } from '../../work/common.js';
import { keysetPage, type PageOptions } from '../../work/keyset.js';
import type { Page } from '../../work/model.js';
import {
  SERVICE_TASK_KINDS,
  type ScheduleMode,
  type ServiceSchedule,
  type ServiceScheduleItem,
  type ServiceSchedulePage,
  type ServiceState,
  type ServiceTask,
  type ServiceTaskNames,
} from './model.js';
import { duePoint, FORECAST_WINDOW_DAYS, forecastOn, serviceState, type ChainReading } from './rules.js';
import { serviceSchedules as s, serviceTasks } from './schema.js';
import { serviceStatesCondition } from './sql.js';
import { createDueServiceTasks } from './tasks.js';

export function toServiceTask(row: typeof serviceTasks.$inferSelect): ServiceTask {
  return {
    id: row.id,
    kind: row.kind,
    names: row.names,
    season: row.season,
    defaultIntervalKm: row.defaultIntervalKm,
    defaultIntervalMonths: row.defaultIntervalMonths,
  };
}

/** The client's catalogue: the standard tasks in their order, then custom ones by name. */
export async function listServiceTasks(db: Db, clientId: string): Promise<ServiceTask[]> {
  const rows = await db.select().from(serviceTasks).where(eq(serviceTasks.clientId, clientId));
  const order = (kind: string) => SERVICE_TASK_KINDS.indexOf(kind as (typeof SERVICE_TASK_KINDS)[number]);
  return rows
    .sort(
      (a, b) =>
        order(a.kind) - order(b.kind) || a.names.en.localeCompare(b.names.en) || (a.id < b.id ? -1 : 1),
    )
    .map(toServiceTask);
}

/** The client's catalogue tasks with these ids; NOT_FOUND when any is not theirs. */
export async function serviceTasksOfClient(db: Db, clientId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(serviceTasks)
    .where(and(eq(serviceTasks.clientId, clientId), inArray(serviceTasks.id, unique)));
  if (rows.length !== unique.length) throw notFound('service task');
  return rows;
}

const openTaskId = sql<string | null>`(SELECT open_task.id FROM tasks open_task
  WHERE open_task.source = 'service' AND open_task.source_id = service_schedules.id AND open_task.status <> 'done' LIMIT 1)`;

/**
 * The vehicle's readings of the forecast's window, with the schedule in the same query (one round
 * trip a page instead of two: the Due list's budget, docs/service.md "Budgets").
 */
const recentReadings = (today: string) => sql<ChainReading[]>`coalesce((SELECT json_agg(json_build_object(
    'readOn', reading.read_on, 'odometerKm', reading.odometer_km, 'correction', reading.correction)
    ORDER BY reading.read_on, reading.id)
  FROM odometer_readings reading WHERE reading.vehicle_id = ${vehicles.id}
    AND reading.read_on >= ${addDays(today, -FORECAST_WINDOW_DAYS)}::date
    AND reading.read_on <= ${today}::date), '[]'::json)`;

function select(db: Db, today: string) {
  return db
    .select({
      schedule: s,
      task: serviceTasks,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
        odometerKm: vehicles.odometerKm,
        engineHours: vehicles.engineHours,
      },
      openTaskId,
      readings: recentReadings(today),
    })
    .from(s)
    .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
    .innerJoin(serviceTasks, eq(serviceTasks.id, s.serviceTaskId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toSchedule(row: Row, readings: ChainReading[], today: string): ServiceSchedule {
  const { schedule, vehicle } = row;
  const reading = { odometerKm: vehicle.odometerKm, engineHours: vehicle.engineHours };
  return {
    id: schedule.id,
    vehicle: { id: vehicle.id, registration: vehicle.registration, make: vehicle.make, model: vehicle.model },
    task: toServiceTask(row.task),
    planId: schedule.planId,
    intervalKm: schedule.intervalKm,
    intervalHours: schedule.intervalHours,
    intervalMonths: schedule.intervalMonths,
    mode: schedule.mode,
    soonKm: schedule.soonKm,
    soonDays: schedule.soonDays,
    soonHours: schedule.soonHours,
    lastDoneOn: schedule.lastDoneOn,
    lastDoneKm: schedule.lastDoneKm,
    lastDoneHours: schedule.lastDoneHours,
    paused: schedule.paused,
    dueOn: schedule.dueOn,
    dueKm: schedule.dueKm,
    dueHours: schedule.dueHours,
    state: serviceState(schedule, reading, today),
    odometerKm: vehicle.odometerKm,
    engineHours: vehicle.engineHours,
    forecastOn: schedule.paused ? null : forecastOn(readings, schedule.dueKm, today),
    openTaskId: row.openTaskId,
    createdAt: schedule.createdAt,
    updatedAt: schedule.updatedAt,
    version: schedule.version,
  };
}

function toSchedules(rows: Row[], today: string): ServiceSchedule[] {
  return rows.map((row) => toSchedule(row, row.readings, today));
}

export interface ScheduleFilters {
  /** The reader's language: each row's task carries its name in that one (the Due list's payload). */
  language?: Language | null;
  state?: ServiceState[] | null;
  vehicleId?: string | null;
  serviceTaskId?: string | null;
  /** Schedules due on or before this date. */
  dueBefore?: string | null;
}

const SORT_KEY = sql`coalesce(${s.dueOn}, DATE '9999-12-31')`;

export function scheduleConditions(clientId: string, filters: ScheduleFilters, today: string): SQL[] {
  const conditions: SQL[] = [eq(s.clientId, clientId), ne(vehicles.status, 'sold')];
  if (filters.state?.length) conditions.push(serviceStatesCondition(filters.state, today));
  if (filters.vehicleId) conditions.push(eq(s.vehicleId, filters.vehicleId));
  if (filters.serviceTaskId) conditions.push(eq(s.serviceTaskId, filters.serviceTaskId));
  if (filters.dueBefore) conditions.push(lte(s.dueOn, filters.dueBefore));
  return conditions;
}

type ListOptions = ScheduleFilters & PageOptions & { total?: boolean };

/** One keyset page of `fetch`'s rows in the lists' order and filters (both lists below). */
function schedulePage<R extends { dueOn: string | null; id: string }>(
  db: Db,
  clientId: string,
  options: ListOptions,
  today: string,
  fetch: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<R[]>,
) {
  return keysetPage(
    {
      name: 'service_schedules',
      keys: [{ key: SORT_KEY, cast: 'date' }],
      id: s.id,
      conditions: scheduleConditions(clientId, options, today),
      fetch,
      count:
        options.total === false
          ? null
          : async (where) =>
              Number(
                (
                  await db
                    .select({ n: count() })
                    .from(s)
                    .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
                    .where(where)
                )[0]?.n ?? 0,
              ),
      toItem: (row: R) => row,
      keysOf: (row) => [row.dueOn ?? '9999-12-31'],
      idOf: (row) => row.id,
    },
    options,
  );
}

/**
 * The task's name in one language as the database reads it (its own, else the Danish, else the
 * English): a text column, not the five names' JSON parsed for every row.
 */
const nameIn = (language: Language) =>
  sql<string>`coalesce(nullif(${serviceTasks.names} ->> ${language}::text, ''), nullif(${serviceTasks.names} ->> 'da', ''), ${serviceTasks.names} ->> 'en')`;

/**
 * The columns of a list row, flat: what `ServiceScheduleItem` shows and its state and forecast
 * need (docs/service.md "Budgets": the Due list's page is the API's cost per row, not the SQL's).
 */
function selectItems(db: Db, today: string, language: Language | null) {
  return db
    .select({
      id: s.id,
      intervalKm: s.intervalKm,
      intervalHours: s.intervalHours,
      intervalMonths: s.intervalMonths,
      mode: s.mode,
      paused: s.paused,
      dueOn: s.dueOn,
      soonOn: s.soonOn,
      dueKm: s.dueKm,
      soonKm: s.soonKm,
      dueHours: s.dueHours,
      soonHours: s.soonHours,
      vehicleId: vehicles.id,
      registration: vehicles.registration,
      odometerKm: vehicles.odometerKm,
      engineHours: vehicles.engineHours,
      taskId: serviceTasks.id,
      season: serviceTasks.season,
      names: language ? sql<null>`null` : serviceTasks.names,
      name: language ? nameIn(language) : sql<null>`null`,
      openTaskId,
      readings: recentReadings(today),
    })
    .from(s)
    .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
    .innerJoin(serviceTasks, eq(serviceTasks.id, s.serviceTaskId));
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(row: ItemRow, today: string, language: Language | null): ServiceScheduleItem {
  const reading = { odometerKm: row.odometerKm, engineHours: row.engineHours };
  // A fresh object each row: superjson records objects met twice (its referential equalities).
  const names: Partial<ServiceTaskNames> = language ? { [language]: row.name ?? '' } : row.names!;
  return {
    id: row.id,
    vehicle: { id: row.vehicleId, registration: row.registration },
    task: { id: row.taskId, names, season: row.season },
    intervalKm: row.intervalKm,
    intervalHours: row.intervalHours,
    intervalMonths: row.intervalMonths,
    mode: row.mode,
    dueOn: row.dueOn,
    dueKm: row.dueKm,
    state: serviceState(row, reading, today),
    odometerKm: row.odometerKm,
    forecastOn: row.paused ? null : forecastOn(row.readings, row.dueKm, today),
    openTaskId: row.openTaskId,
  };
}

/**
 * Schedules of vehicles in use by due date, soonest first, those without one last; keyset-paged.
 * Each a list row (`ServiceScheduleItem`), in one query (docs/service.md "Budgets").
 */
export async function listSchedules(
  db: Db,
  clientId: string,
  options: ListOptions,
  today = copenhagenToday(),
): Promise<ServiceSchedulePage> {
  const language = options.language ?? null;
  const page = await schedulePage(db, clientId, options, today, (where, orderBy, limit) =>
    selectItems(db, today, language)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  );
  return { ...page, items: page.items.map((row) => toItem(row, today, language)) };
}

/** The same page of whole schedules (all five names), for the server's own use (a visit's items). */
export async function listScheduleDetails(
  db: Db,
  clientId: string,
  options: Omit<ListOptions, 'language'>,
  today = copenhagenToday(),
): Promise<Page<ServiceSchedule>> {
  const page = await schedulePage(db, clientId, options, today, async (where, orderBy, limit) =>
    (
      await select(db, today)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
    ).map((row) => ({ ...row, id: row.schedule.id, dueOn: row.schedule.dueOn })),
  );
  return { ...page, items: toSchedules(page.items, today) };
}

export async function getSchedule(
  db: Db,
  clientId: string,
  id: string,
  today = copenhagenToday(),
): Promise<ServiceSchedule> {
  const rows = await select(db, today)
    .where(and(eq(s.id, id), eq(s.clientId, clientId)))
    .limit(1);
  if (rows.length === 0) throw notFound('schedule');
  return toSchedules(rows, today)[0]!;
}

export interface ScheduleFields {
  intervalKm?: number | null;
  intervalHours?: number | null;
  intervalMonths?: number | null;
  mode?: ScheduleMode;
  soonKm?: number;
  soonDays?: number;
  soonHours?: number;
  lastDoneOn?: string;
  lastDoneKm?: number;
  lastDoneHours?: number | null;
  paused?: boolean;
}

type Stored = typeof s.$inferSelect;

/** The due point of a schedule's fields (intervals ignored for a tyre season's task). */
export function withDuePoint<
  T extends Omit<
    Stored,
    | 'dueOn'
    | 'soonOn'
    | 'dueKm'
    | 'dueHours'
    | 'attentionOn'
    | 'overdueOn'
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'clientId'
    | 'vehicleId'
    | 'serviceTaskId'
    | 'planId'
    | 'version'
    | 'updatedByUserId'
  >,
>(fields: T, season: ServiceTask['season']) {
  return { ...fields, ...duePoint({ ...fields, season }) };
}

function checkIntervals(
  fields: { intervalKm: number | null; intervalHours: number | null; intervalMonths: number | null },
  season: ServiceTask['season'],
  field = 'intervalKm',
) {
  if (
    !season &&
    fields.intervalKm === null &&
    fields.intervalHours === null &&
    fields.intervalMonths === null
  )
    throw new FieldError(field, 'required');
}

function checkLastDone(lastDoneOn: string | undefined, today: string) {
  if (lastDoneOn !== undefined && lastDoneOn > today) throw new FieldError('lastDoneOn', 'in_future');
}

export interface NewSchedule extends ScheduleFields {
  vehicleId: string;
  serviceTaskId: string;
}

/**
 * A schedule for a vehicle of the client (another's vehicle or task: NOT_FOUND). Without any
 * interval the task's defaults are used; the last service defaults to today at the vehicle's
 * odometer. A second schedule of one task on one vehicle is `serviceTaskId: duplicate`.
 */
export async function createSchedule(db: Db, actor: WorkActor, input: NewSchedule): Promise<ServiceSchedule> {
  const today = copenhagenToday();
  checkLastDone(input.lastDoneOn, today);
  return writing(db, async (tx) => {
    await vehicleOfClient(tx, actor.clientId, input.vehicleId);
    const [task] = await serviceTasksOfClient(tx, actor.clientId, [input.serviceTaskId]);
    const [vehicle] = await tx
      .select({ odometerKm: vehicles.odometerKm, engineHours: vehicles.engineHours })
      .from(vehicles)
      .where(eq(vehicles.id, input.vehicleId));
    const [taken] = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.vehicleId, input.vehicleId), eq(s.serviceTaskId, input.serviceTaskId)));
    if (taken) throw new FieldError('serviceTaskId', 'duplicate');
    const noInterval =
      input.intervalKm == null && input.intervalHours == null && input.intervalMonths == null;
    const fields = {
      intervalKm: noInterval ? task!.defaultIntervalKm : (input.intervalKm ?? null),
      intervalHours: noInterval ? null : (input.intervalHours ?? null),
      intervalMonths: noInterval ? task!.defaultIntervalMonths : (input.intervalMonths ?? null),
      mode: input.mode ?? 'first',
      soonKm: input.soonKm ?? 1000,
      soonDays: input.soonDays ?? 30,
      soonHours: input.soonHours ?? 25,
      lastDoneOn: input.lastDoneOn ?? today,
      lastDoneKm: input.lastDoneKm ?? vehicle!.odometerKm,
      lastDoneHours: input.lastDoneHours !== undefined ? input.lastDoneHours : vehicle!.engineHours,
      paused: input.paused ?? false,
    };
    checkIntervals(fields, task!.season);
    const values = withDuePoint(fields, task!.season);
    const [row] = await tx
      .insert(s)
      .values({ ...values, clientId: actor.clientId, vehicleId: input.vehicleId, serviceTaskId: task!.id })
      .returning({ id: s.id });
    await recordWork(tx, actor, [
      {
        entity: 'service_schedule',
        entityId: row!.id,
        vehicleId: input.vehicleId,
        action: 'created',
        changes: diff({}, { serviceTaskId: task!.id, ...fields }),
      },
    ]);
    await createDueServiceTasks(
      tx,
      { clientId: actor.clientId, vehicleIds: [input.vehicleId] },
      today,
      actor,
    );
    return getSchedule(tx, actor.clientId, row!.id, today);
  });
}

/** Changes the given fields (`null` clears an interval) and the due point with them. */
export async function updateSchedule(
  db: Db,
  actor: WorkActor,
  id: string,
  input: ScheduleFields,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<ServiceSchedule> {
  const today = copenhagenToday();
  checkLastDone(input.lastDoneOn, today);
  return writing(db, async (tx) => {
    const [current] = await tx
      .select({ schedule: s, season: serviceTasks.season })
      .from(s)
      .innerJoin(serviceTasks, eq(serviceTasks.id, s.serviceTaskId))
      .where(and(eq(s.id, id), eq(s.clientId, actor.clientId)))
      .for('update', { of: s });
    if (!current) throw notFound('schedule');
    await checkVersion(tx, current.schedule, expectedVersion);
    const changes = diff(current.schedule, input as Record<string, unknown>);
    if (Object.keys(changes).length > 0) {
      const merged = {
        ...current.schedule,
        ...Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.new])),
      };
      checkIntervals(merged as Stored, current.season);
      const values = withDuePoint(merged as Stored, current.season);
      const {
        id: _id,
        clientId: _c,
        vehicleId: _v,
        serviceTaskId: _t,
        createdAt: _cr,
        version: _version,
        updatedByUserId: _by,
        attentionOn: _attention,
        overdueOn: _overdue,
        ...set
      } = values as Stored;
      await tx
        .update(s)
        .set({ ...set, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(eq(s.id, id));
      await recordWork(tx, actor, [
        {
          entity: 'service_schedule',
          entityId: id,
          vehicleId: current.schedule.vehicleId,
          action: 'updated',
          changes,
        },
      ]);
      await createDueServiceTasks(
        tx,
        { clientId: actor.clientId, vehicleIds: [current.schedule.vehicleId] },
        today,
        actor,
      );
    }
    return getSchedule(tx, actor.clientId, id, today);
  });
}
