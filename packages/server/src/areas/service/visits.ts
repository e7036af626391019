/**
 * Bundle the visit (issue 29, docs/service.md): what a vehicle has due within 30 days or 1,000 km
 * (whichever comes first, the odometer forecast included) across its service schedules and its
 * periodic inspection (syn) and tachograph calibration, planned as one workshop visit with one task
 * (source `service`, `source_id` = the visit) and its items. Recording the visit's service entry
 * (./entries.ts, `taskId` = the visit's task) resets the schedules it covers and closes the task;
 * the obligations stay compliance's to renew.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { tasks } from '../tasks/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import { diff, personTable } from '../../work/common.js';
import { obligationsDueBy } from '../compliance/dueBy.js';
import { personRef } from '../vehicles/model.js';
import {
  VISIT_COMPLIANCE_KINDS,
  VISIT_TITLE_NAMES,
  VISIT_WINDOW_DAYS,
  VISIT_WINDOW_KM,
  type ServiceVisit,
  type ServiceVisitItem,
  type ServiceVisitProposal,
  type VisitItemKind,
} from './model.js';
import { inVisitWindow } from './rules.js';
import { listScheduleDetails } from './schedules.js';
import { serviceTasks, serviceVisitItems, serviceVisits } from './schema.js';

type DueItem = ServiceVisitItem;

/**
 * An item's day for the order and the task's due date: the sooner of its due date and the day its
 * due km is forecast (a schedule overdue by km is forecast today), else whichever it has.
 */
const itemDay = (item: ServiceVisitItem) =>
  item.dueOn && item.forecastOn
    ? item.dueOn < item.forecastOn
      ? item.dueOn
      : item.forecastOn
    : (item.dueOn ?? item.forecastOn);

const byDay = (a: ServiceVisitItem, b: ServiceVisitItem) => {
  const left = itemDay(a) ?? '9999-12-31';
  const right = itemDay(b) ?? '9999-12-31';
  return left < right ? -1 : left > right ? 1 : 0;
};

async function vehicleInUse(db: Db, clientId: string, vehicleId: string, lock = false) {
  const query = db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      odometerKm: vehicles.odometerKm,
      engineHours: vehicles.engineHours,
    })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')));
  // Two plans of one vehicle at once: the second waits here and then finds the first's visit.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('vehicle');
  return row;
}
type VehicleRow = Awaited<ReturnType<typeof vehicleInUse>>;

/** What the vehicle has due within the window today, soonest first. */
async function dueItems(db: Db, clientId: string, vehicle: VehicleRow, today: string): Promise<DueItem[]> {
  const schedules = await listScheduleDetails(
    db,
    clientId,
    { vehicleId: vehicle.id, limit: 100, total: false },
    today,
  );
  const reading = { odometerKm: vehicle.odometerKm, engineHours: vehicle.engineHours };
  const service: DueItem[] = schedules.items
    .filter((schedule) => inVisitWindow(schedule, reading, schedule.forecastOn, today))
    .map((schedule) => ({
      kind: 'service',
      id: schedule.id,
      serviceTaskId: schedule.task.id,
      names: schedule.task.names,
      dueOn: schedule.dueOn,
      dueKm: schedule.dueKm,
      forecastOn: schedule.forecastOn,
      overdue: schedule.state === 'overdue',
    }));
  const obligations = await obligationsDueBy(
    db,
    clientId,
    vehicle.id,
    VISIT_COMPLIANCE_KINDS,
    addDays(today, VISIT_WINDOW_DAYS),
  );
  const compliance: DueItem[] = obligations.map((obligation) => ({
    kind: obligation.kind as VisitItemKind,
    id: obligation.id,
    serviceTaskId: null,
    names: null,
    dueOn: obligation.validUntil,
    dueKm: null,
    forecastOn: null,
    overdue: obligation.validUntil < today,
  }));
  return [...service, ...compliance].sort(byDay);
}

const creator = personTable('visit_creator');

/** The vehicle's visit whose task is not done, with its items; null when none is planned. */
async function openVisit(db: Db, vehicle: VehicleRow, today: string): Promise<ServiceVisit | null> {
  const [visit] = await db
    .select({
      visit: serviceVisits,
      creatorId: creator.id,
      creatorName: creator.contactName,
      creatorSurname: creator.contactSurname,
    })
    .from(serviceVisits)
    .innerJoin(tasks, eq(tasks.id, serviceVisits.taskId))
    .leftJoin(creator, eq(creator.id, serviceVisits.createdByUserId))
    .where(and(eq(serviceVisits.vehicleId, vehicle.id), ne(tasks.status, 'done')))
    .orderBy(asc(serviceVisits.createdAt))
    .limit(1);
  if (!visit) return null;
  const items = await db
    .select({ item: serviceVisitItems, names: serviceTasks.names })
    .from(serviceVisitItems)
    .leftJoin(serviceTasks, eq(serviceTasks.id, serviceVisitItems.serviceTaskId))
    .where(eq(serviceVisitItems.visitId, visit.visit.id))
    .orderBy(asc(serviceVisitItems.position));
  return {
    id: visit.visit.id,
    taskId: visit.visit.taskId,
    vehicleId: visit.visit.vehicleId,
    createdAt: visit.visit.createdAt,
    createdBy: personRef(visit.creatorId, visit.creatorName, visit.creatorSurname),
    items: items.map(({ item, names }) => ({
      kind: item.kind,
      id: item.kind === 'service' ? item.scheduleId : item.obligationId,
      serviceTaskId: item.serviceTaskId,
      names: names ?? null,
      dueOn: item.dueOn,
      dueKm: item.dueKm,
      forecastOn: item.forecastOn,
      overdue:
        (item.dueOn !== null && item.dueOn < today) ||
        (item.dueKm !== null && vehicle.odometerKm > item.dueKm),
    })),
  };
}

/** `service.visit`: what the vehicle has due within the window, and its open visit. */
export async function visitProposal(
  db: Db,
  clientId: string,
  vehicleId: string,
  today = copenhagenToday(),
): Promise<ServiceVisitProposal> {
  const vehicle = await vehicleInUse(db, clientId, vehicleId);
  const items = await dueItems(db, clientId, vehicle, today);
  return {
    vehicle: {
      id: vehicle.id,
      registration: vehicle.registration,
      make: vehicle.make,
      model: vehicle.model,
      odometerKm: vehicle.odometerKm,
    },
    untilOn: addDays(today, VISIT_WINDOW_DAYS),
    untilKm: vehicle.odometerKm + VISIT_WINDOW_KM,
    items,
    planned: await openVisit(db, vehicle, today),
  };
}

/**
 * `service.planVisit`: one visit and one task (its due date the earliest item's) with what the
 * vehicle has due within the window. Once: a visit already open for the vehicle is answered again
 * (`created: false`), however many calls come at once. Nothing due: `vehicleId: nothing_due`.
 */
export async function planVisit(
  db: Db,
  actor: WorkActor,
  vehicleId: string,
  today = copenhagenToday(),
): Promise<{ visit: ServiceVisit; created: boolean }> {
  return writing(db, async (tx) => {
    const vehicle = await vehicleInUse(tx, actor.clientId, vehicleId, true);
    const open = await openVisit(tx, vehicle, today);
    if (open) return { visit: open, created: false };
    const items = await dueItems(tx, actor.clientId, vehicle, today);
    if (items.length === 0) throw new FieldError('vehicleId', 'nothing_due');
    const visitId = randomUUID();
    const days = items.map(itemDay).filter((day): day is string => day !== null);
    const values = {
      title: VISIT_TITLE_NAMES.da,
      vehicleId: vehicle.id,
      priority: 'normal' as const,
      dueDate: days.length ? days.reduce((a, b) => (b < a ? b : a)) : null,
      source: 'service' as const,
      sourceId: visitId,
    };
    const [task] = await tx
      .insert(tasks)
      .values({ ...values, clientId: actor.clientId, createdByUserId: actor.userId })
      .returning({ id: tasks.id });
    await tx.insert(serviceVisits).values({
      id: visitId,
      clientId: actor.clientId,
      vehicleId: vehicle.id,
      taskId: task!.id,
      createdByUserId: actor.userId,
    });
    await tx.insert(serviceVisitItems).values(
      items.map((item, position) => ({
        visitId,
        clientId: actor.clientId,
        position,
        kind: item.kind,
        scheduleId: item.kind === 'service' ? item.id : null,
        serviceTaskId: item.serviceTaskId,
        obligationId: item.kind === 'service' ? null : item.id,
        dueOn: item.dueOn,
        dueKm: item.dueKm,
        forecastOn: item.forecastOn,
      })),
    );
    await recordWork(tx, actor, [
      {
        entity: 'task',
        entityId: task!.id,
        vehicleId: vehicle.id,
        action: 'created',
        changes: diff({}, values),
      },
    ]);
    return { visit: (await openVisit(tx, vehicle, today))!, created: true };
  });
}

/** The visit a task stands for (source `service`, `source_id` = the visit), with its schedules' tasks. */
export async function visitOfTask(
  db: Db,
  clientId: string,
  task: { source: string; sourceId: string | null },
): Promise<{ id: string; vehicleId: string; serviceTaskIds: string[] } | null> {
  if (task.source !== 'service' || !task.sourceId) return null;
  const [visit] = await db
    .select({ id: serviceVisits.id, vehicleId: serviceVisits.vehicleId })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, task.sourceId), eq(serviceVisits.clientId, clientId)));
  if (!visit) return null;
  const items = await db
    .select({ serviceTaskId: serviceVisitItems.serviceTaskId })
    .from(serviceVisitItems)
    .where(and(eq(serviceVisitItems.visitId, visit.id), eq(serviceVisitItems.kind, 'service')));
  const serviceTaskIds = [
    ...new Set(items.map((item) => item.serviceTaskId).filter((id): id is string => id !== null)),
  ];
  return { ...visit, serviceTaskIds };
}
