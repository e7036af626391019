/**
 * Service plans (docs/service.md): a named set of (task, interval), applied to chosen vehicles in
 * one transaction that creates the missing schedules and brings the plan's intervals to the
 * existing ones, answering what changed.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { isUniqueViolation, notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import type { PlanApplySummary, ScheduleMode, ServicePlan } from './model.js';
import { duePoint } from './rules.js';
import { serviceTasksOfClient, toServiceTask } from './schedules.js';
import { servicePlanItems, servicePlans, serviceSchedules, serviceTasks } from './schema.js';
import { createDueServiceTasks } from './tasks.js';

export interface PlanItemInput {
  serviceTaskId: string;
  intervalKm?: number | null;
  intervalHours?: number | null;
  intervalMonths?: number | null;
  mode?: ScheduleMode;
}

export async function listPlans(db: Db, clientId: string, planIds?: string[]): Promise<ServicePlan[]> {
  const plans = await db
    .select({
      plan: servicePlans,
      scheduleCount:
        sql<number>`(SELECT count(*) FROM service_schedules made WHERE made.plan_id = service_plans.id)`.mapWith(
          Number,
        ),
    })
    .from(servicePlans)
    .where(and(eq(servicePlans.clientId, clientId), planIds ? inArray(servicePlans.id, planIds) : undefined))
    .orderBy(asc(sql`lower(${servicePlans.name})`), asc(servicePlans.id));
  if (plans.length === 0) return [];
  const items = await db
    .select({ item: servicePlanItems, task: serviceTasks })
    .from(servicePlanItems)
    .innerJoin(serviceTasks, eq(serviceTasks.id, servicePlanItems.serviceTaskId))
    .where(
      inArray(
        servicePlanItems.planId,
        plans.map((p) => p.plan.id),
      ),
    )
    .orderBy(asc(servicePlanItems.position));
  return plans.map(({ plan, scheduleCount }) => ({
    id: plan.id,
    name: plan.name,
    items: items
      .filter(({ item }) => item.planId === plan.id)
      .map(({ item, task }) => ({
        task: toServiceTask(task),
        intervalKm: item.intervalKm,
        intervalHours: item.intervalHours,
        intervalMonths: item.intervalMonths,
        mode: item.mode,
      })),
    scheduleCount,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    version: plan.version,
  }));
}

/**
 * A plan with its items in the given order. Field errors: `name: duplicate`,
 * `items.N.serviceTaskId: duplicate`, `items.N.intervalKm: required` (no interval, not a tyre
 * season). A task of another client answers NOT_FOUND.
 */
export async function createPlan(
  db: Db,
  actor: WorkActor,
  input: { name: string; items: PlanItemInput[] },
): Promise<ServicePlan> {
  checkDuplicateItems(input.items);
  let id: string;
  try {
    id = await writing(db, async (tx) => {
      await checkItemIntervals(tx, actor.clientId, input.items);
      const [plan] = await tx
        .insert(servicePlans)
        .values({ clientId: actor.clientId, name: input.name })
        .returning({ id: servicePlans.id });
      await insertItems(tx, actor.clientId, plan!.id, input.items);
      await recordWork(tx, actor, [
        {
          entity: 'service_plan',
          entityId: plan!.id,
          vehicleId: null,
          action: 'created',
          changes: { name: { old: null, new: input.name }, items: { old: null, new: input.items.length } },
        },
      ]);
      return plan!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldError('name', 'duplicate');
    throw error;
  }
  return (await listPlans(db, actor.clientId, [id]))[0]!;
}

function checkDuplicateItems(items: PlanItemInput[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.serviceTaskId)) throw new FieldError(`items.${i}.serviceTaskId`, 'duplicate');
    seen.add(item.serviceTaskId);
  });
}

/** Every task is the client's (else NOT_FOUND); each item has an interval unless its task follows a season. */
async function checkItemIntervals(tx: Db, clientId: string, items: PlanItemInput[]) {
  const found = await serviceTasksOfClient(
    tx,
    clientId,
    items.map((item) => item.serviceTaskId),
  );
  const season = new Map(found.map((task) => [task.id, task.season]));
  items.forEach((item, i) => {
    if (!season.get(item.serviceTaskId) && !item.intervalKm && !item.intervalHours && !item.intervalMonths)
      throw new FieldError(`items.${i}.intervalKm`, 'required');
  });
}

async function insertItems(tx: Db, clientId: string, planId: string, items: PlanItemInput[]) {
  if (items.length === 0) return;
  await tx.insert(servicePlanItems).values(
    items.map((item, position) => ({
      planId,
      clientId,
      serviceTaskId: item.serviceTaskId,
      position,
      intervalKm: item.intervalKm ?? null,
      intervalHours: item.intervalHours ?? null,
      intervalMonths: item.intervalMonths ?? null,
      mode: item.mode ?? 'first',
    })),
  );
}

/**
 * Changes a plan's name and items (given whole, in order). With `push`, the schedules that follow
 * the plan take the change at once, in the same transaction: the plan is applied again to their
 * vehicles (new items become schedules, changed intervals reach the existing ones, their last
 * service kept), and schedules of items taken out of the plan stop following it (they keep their
 * intervals). Answers the plan and, when pushed, what changed. Field errors as `createPlan`; a
 * plan or task of another client answers NOT_FOUND and changes nothing.
 */
export async function updatePlan(
  db: Db,
  actor: WorkActor,
  /** `expectedVersion`: the version the edit was made from; another stored one refuses it (`StaleVersion`). */
  input: { id: string; expectedVersion?: number; name: string; items: PlanItemInput[]; push: boolean },
): Promise<{ plan: ServicePlan; pushed: PlanApplySummary | null }> {
  checkDuplicateItems(input.items);
  let pushed: PlanApplySummary | null = null;
  try {
    pushed = await writing(db, async (tx) => {
      const [plan] = await tx
        .select()
        .from(servicePlans)
        .where(and(eq(servicePlans.id, input.id), eq(servicePlans.clientId, actor.clientId)))
        .for('update');
      if (!plan) throw notFound('plan');
      await checkVersion(tx, plan, input.expectedVersion);
      await checkItemIntervals(tx, actor.clientId, input.items);
      const before = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(servicePlanItems)
        .where(eq(servicePlanItems.planId, plan.id));
      await tx
        .update(servicePlans)
        .set({ name: input.name, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(eq(servicePlans.id, plan.id));
      await tx.delete(servicePlanItems).where(eq(servicePlanItems.planId, plan.id));
      await insertItems(tx, actor.clientId, plan.id, input.items);
      await recordWork(tx, actor, [
        {
          entity: 'service_plan',
          entityId: plan.id,
          vehicleId: null,
          action: 'updated',
          changes: {
            ...(plan.name !== input.name && { name: { old: plan.name, new: input.name } }),
            items: { old: before[0]?.count ?? 0, new: input.items.length },
          },
        },
      ]);
      if (!input.push) return null;
      const kept = input.items.map((item) => item.serviceTaskId);
      await tx
        .update(serviceSchedules)
        .set({ planId: null, ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(
          and(
            eq(serviceSchedules.planId, plan.id),
            kept.length ? notInArray(serviceSchedules.serviceTaskId, kept) : undefined,
          ),
        );
      const following = await tx
        .selectDistinct({ id: serviceSchedules.vehicleId })
        .from(serviceSchedules)
        .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
        .where(and(eq(serviceSchedules.planId, plan.id), ne(vehicles.status, 'sold')));
      if (following.length === 0) return { vehicles: 0, created: 0, updated: 0, unchanged: 0 };
      return applyPlanIn(
        tx,
        actor,
        plan.id,
        following.map((row) => row.id),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldError('name', 'duplicate');
    throw error;
  }
  return { plan: (await listPlans(db, actor.clientId, [input.id]))[0]!, pushed };
}

/**
 * Applies a plan to vehicles of the client (not sold), all or nothing: a vehicle or plan of another
 * client answers NOT_FOUND and changes nothing. A vehicle without a schedule of a plan's task gets
 * one (last service: today at its odometer); one with a schedule gets the plan's interval and mode
 * (its last service kept); schedules already like the plan are left alone.
 */
export async function applyPlan(
  db: Db,
  actor: WorkActor,
  input: { planId: string; vehicleIds: string[] },
): Promise<PlanApplySummary> {
  return writing(db, async (tx) => {
    const [plan] = await tx
      .select({ id: servicePlans.id })
      .from(servicePlans)
      .where(and(eq(servicePlans.id, input.planId), eq(servicePlans.clientId, actor.clientId)));
    if (!plan) throw notFound('plan');
    return applyPlanIn(tx, actor, plan.id, input.vehicleIds);
  });
}

/** `applyPlan` inside a transaction, for a plan known to be the actor's client's. */
async function applyPlanIn(
  tx: Db,
  actor: WorkActor,
  planId: string,
  ids: string[],
): Promise<PlanApplySummary> {
  const today = copenhagenToday();
  const vehicleIds = [...new Set(ids)];
  const plan = { id: planId };
  const fleet = await tx
    .select({ id: vehicles.id, odometerKm: vehicles.odometerKm, engineHours: vehicles.engineHours })
    .from(vehicles)
    .where(
      and(
        inArray(vehicles.id, vehicleIds),
        eq(vehicles.clientId, actor.clientId),
        ne(vehicles.status, 'sold'),
      ),
    )
    .orderBy(asc(vehicles.id))
    .for('update');
  if (fleet.length !== vehicleIds.length) throw notFound('vehicle');
  const items = await tx
    .select({ item: servicePlanItems, season: serviceTasks.season })
    .from(servicePlanItems)
    .innerJoin(serviceTasks, eq(serviceTasks.id, servicePlanItems.serviceTaskId))
    .where(eq(servicePlanItems.planId, plan.id))
    .orderBy(asc(servicePlanItems.position));
  const existing = await tx
    .select()
    .from(serviceSchedules)
    .where(inArray(serviceSchedules.vehicleId, vehicleIds))
    .for('update');
  const byKey = new Map(existing.map((row) => [`${row.vehicleId} ${row.serviceTaskId}`, row]));
  const summary: PlanApplySummary = { vehicles: fleet.length, created: 0, updated: 0, unchanged: 0 };
  const history: Parameters<typeof recordWork>[2] = [];
  const inserts: (typeof serviceSchedules.$inferInsert)[] = [];
  for (const vehicle of fleet)
    for (const { item, season } of items) {
      const wanted = {
        intervalKm: item.intervalKm,
        intervalHours: item.intervalHours,
        intervalMonths: item.intervalMonths,
        mode: item.mode,
      };
      const current = byKey.get(`${vehicle.id} ${item.serviceTaskId}`);
      if (!current) {
        const fields = {
          ...wanted,
          soonKm: 1000,
          soonDays: 30,
          soonHours: 25,
          lastDoneOn: today,
          lastDoneKm: vehicle.odometerKm,
          lastDoneHours: vehicle.engineHours,
        };
        inserts.push({
          ...fields,
          ...duePoint({ ...fields, season }),
          clientId: actor.clientId,
          vehicleId: vehicle.id,
          serviceTaskId: item.serviceTaskId,
          planId: plan.id,
        });
        summary.created += 1;
        continue;
      }
      const changes: Record<string, { old: unknown; new: unknown }> = {};
      for (const [field, value] of Object.entries({ ...wanted, planId: plan.id }))
        if (current[field as keyof typeof current] !== value)
          changes[field] = { old: current[field as keyof typeof current], new: value };
      if (Object.keys(changes).length === 0) {
        summary.unchanged += 1;
        continue;
      }
      await tx
        .update(serviceSchedules)
        .set({
          ...wanted,
          planId: plan.id,
          ...duePoint({ ...current, ...wanted, season }),
          ...nextVersion(actor.userId),
          updatedAt: sql`now()`,
        })
        .where(eq(serviceSchedules.id, current.id));
      history.push({
        entity: 'service_schedule',
        entityId: current.id,
        vehicleId: vehicle.id,
        action: 'updated',
        changes,
      });
      summary.updated += 1;
    }
  if (inserts.length > 0) {
    const made = await tx
      .insert(serviceSchedules)
      .values(inserts)
      .returning({ id: serviceSchedules.id, vehicleId: serviceSchedules.vehicleId });
    for (const row of made)
      history.push({
        entity: 'service_schedule',
        entityId: row.id,
        vehicleId: row.vehicleId,
        action: 'created',
        changes: { planId: { old: null, new: plan.id } },
      });
  }
  await recordWork(tx, actor, history);
  await createDueServiceTasks(tx, { clientId: actor.clientId, vehicleIds }, today, actor);
  return summary;
}
