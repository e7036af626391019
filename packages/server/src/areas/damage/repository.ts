/**
 * The damage register in the database (docs/damage.md): listing, reading, recording and editing
 * damages, and moving their status by the rules (./rules.ts) with who and when. Managers write
 * their client's, admins any client's (the damage's or vehicle's client), a driver records one on
 * a vehicle they drive. Another client's ids answer NOT_FOUND and change nothing.
 */
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { inspectionDefects, inspections } from '../inspections/schema.js';
import { tasks } from '../tasks/schema.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import { personTable, toVehicleRef, vehicleRefColumns } from '../../work/common.js';
import { photos } from '../photos/schema.js';
import {
  type Damage,
  type DamageAction,
  type DamageClass,
  type DamageDetail,
  type DamagePage,
  type DamageSeverity,
  type DamageSource,
  type DamageStatus,
  type DamageWindow,
  type DamageZone,
} from './model.js';
import { sharingBookings } from '../sharing/schema.js';
import { nextDamageStatus } from './rules.js';
import { damages, damageStatusChanges } from './schema.js';

/** Who reads or writes: a client's manager, an admin (every client), or a driver (their vehicles). */
export interface DamageUser {
  userId: string;
  /** null: an admin, every client. */
  clientId: string | null;
  driver: boolean;
}

const reporter = personTable('damage_reporter');
const changer = personTable('damage_changer');

const personName = (table: typeof reporter) =>
  sql<string>`trim(coalesce(${table.contactName}, '') || ' ' || coalesce(${table.contactSurname}, ''))`;

/** The damages `user` may see. */
function visible(user: DamageUser): SQL | undefined {
  const conditions: SQL[] = [];
  if (user.clientId) conditions.push(eq(damages.clientId, user.clientId));
  if (user.driver) conditions.push(eq(vehicles.driverUserId, user.userId));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The damages matching `where`, newest first. A driver never sees what a damage costs (the
 * estimate and the actual are null for them).
 */
async function selectDamages(
  db: Db,
  where: SQL | undefined,
  limit?: number,
  withCosts = true,
): Promise<Damage[]> {
  const query = db
    .select({
      damage: damages,
      ...vehicleRefColumns,
      reporterName: personName(reporter),
      taskStatus: tasks.status,
      photoCount: sql<number>`(SELECT count(*)::int FROM ${photos} WHERE ${photos.ownerKind} = 'damage'
        AND ${photos.ownerId} = ${damages.id})`,
    })
    .from(damages)
    .innerJoin(vehicles, eq(vehicles.id, damages.vehicleId))
    .leftJoin(reporter, eq(reporter.id, damages.reportedBy))
    .leftJoin(tasks, eq(tasks.id, damages.repairTaskId))
    .where(where)
    .orderBy(desc(damages.foundOn), desc(damages.createdAt), desc(damages.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ damage: d, reporterName, taskStatus, photoCount, ...vehicle }) => ({
    id: d.id,
    vehicle: toVehicleRef(vehicle)!,
    zone: d.zone,
    damageClass: d.damageClass,
    severity: d.severity,
    source: d.source,
    defectId: d.defectId,
    reportTaskId: d.reportTaskId,
    description: d.description,
    foundOn: d.foundOn,
    status: d.status,
    estimateOre: !withCosts || d.estimateOre === null ? null : Number(d.estimateOre),
    actualOre: !withCosts || d.actualOre === null ? null : Number(d.actualOre),
    repairTask: d.repairTaskId && taskStatus ? { id: d.repairTaskId, status: taskStatus } : null,
    reportedBy: d.reportedBy ? { id: d.reportedBy, name: reporterName ?? '' } : null,
    photoCount: Number(photoCount),
    photo: d.photoId && d.photoBox ? { id: d.photoId, box: d.photoBox } : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    version: d.version,
  }));
}

export interface DamageFilter {
  vehicleId?: string;
  statuses?: DamageStatus[];
  limit: number;
}

/** The newest damages matching the filter, and how many match. */
export async function listDamages(db: Db, user: DamageUser, filter: DamageFilter): Promise<DamagePage> {
  const where = and(
    visible(user),
    filter.vehicleId ? eq(damages.vehicleId, filter.vehicleId) : undefined,
    filter.statuses?.length ? inArray(damages.status, filter.statuses) : undefined,
  );
  const [items, [total]] = await Promise.all([
    selectDamages(db, where, filter.limit, !user.driver),
    db
      .select({ n: count() })
      .from(damages)
      .innerJoin(vehicles, eq(vehicles.id, damages.vehicleId))
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** One damage with its status history (NOT_FOUND when the user may not see it). */
export async function getDamage(db: Db, user: DamageUser, id: string): Promise<DamageDetail> {
  const [damage] = await selectDamages(db, and(eq(damages.id, id), visible(user)), undefined, !user.driver);
  if (!damage) throw notFound('damage');
  const history = await db
    .select({
      change: damageStatusChanges,
      name: personName(changer),
    })
    .from(damageStatusChanges)
    .leftJoin(changer, eq(changer.id, damageStatusChanges.actorUserId))
    .where(eq(damageStatusChanges.damageId, id))
    .orderBy(asc(damageStatusChanges.id));
  return {
    ...damage,
    window: await damageWindow(db, id),
    history: history.map(({ change, name }) => ({
      from: change.fromStatus,
      to: change.toStatus,
      note: change.note,
      by: change.actorUserId ? { id: change.actorUserId, name: name ?? '' } : null,
      at: change.changedAt.toISOString(),
    })),
  };
}

const windowDriver = personTable('window_driver');

/**
 * The booking or driver in whose window a damage appeared (DamageWindow): the booking of the
 * check-in it was confirmed from; else the vehicle's last check-out at or before the damage was
 * recorded (the driver acknowledged the known damages then, and this one was not yet recorded);
 * else the vehicle's driver. Null when none of these is known.
 */
async function damageWindow(db: Db, damageId: string): Promise<DamageWindow | null> {
  const [damage] = await db
    .select({
      bookingId: damages.bookingId,
      vehicleId: damages.vehicleId,
      createdAt: damages.createdAt,
      vehicleDriver: vehicles.driverUserId,
    })
    .from(damages)
    .innerJoin(vehicles, eq(vehicles.id, damages.vehicleId))
    .where(eq(damages.id, damageId));
  if (!damage) return null;
  const bookingOf = (where: SQL) =>
    db
      .select({ booking: sharingBookings, name: personName(windowDriver) })
      .from(sharingBookings)
      .leftJoin(windowDriver, eq(windowDriver.id, sharingBookings.driverUserId))
      .where(where)
      .orderBy(desc(sharingBookings.checkedOutAt))
      .limit(1);
  const [found] = damage.bookingId
    ? await bookingOf(eq(sharingBookings.id, damage.bookingId))
    : await bookingOf(
        and(
          eq(sharingBookings.vehicleId, damage.vehicleId),
          lte(sharingBookings.checkedOutAt, damage.createdAt),
        )!,
      );
  if (found)
    return {
      basis: damage.bookingId ? 'comparison' : 'last_check_out',
      booking: {
        id: found.booking.id,
        checkedOutAt: found.booking.checkedOutAt?.toISOString() ?? null,
        returnedAt: found.booking.returnedAt?.toISOString() ?? null,
      },
      driver: { id: found.booking.driverUserId, name: found.name ?? '' },
    };
  if (!damage.vehicleDriver) return null;
  const [driver] = await db
    .select({ name: personName(windowDriver) })
    .from(windowDriver)
    .where(eq(windowDriver.id, damage.vehicleDriver));
  return {
    basis: 'assigned_driver',
    booking: null,
    driver: { id: damage.vehicleDriver, name: driver?.name ?? '' },
  };
}

export interface DamageFields {
  zone: DamageZone;
  damageClass: DamageClass;
  severity: DamageSeverity;
  description: string;
  foundOn?: string;
  estimateOre?: number | null;
  actualOre?: number | null;
}

export interface NewDamage extends DamageFields {
  vehicleId: string;
  source?: DamageSource;
  defectId?: string | null;
  reportTaskId?: string | null;
}

/** A damage is found today or before (Copenhagen's day): a field error `foundOn` otherwise. */
function checkFoundOn(foundOn: string | undefined): void {
  if (foundOn !== undefined && foundOn > copenhagenToday()) throw new FieldError('foundOn', 'in_future');
}

/** The vehicle's client when `user` may record a damage on it; NOT_FOUND otherwise. */
async function vehicleFor(db: Db, user: DamageUser, vehicleId: string): Promise<{ clientId: string }> {
  const [row] = await db
    .select({ clientId: vehicles.clientId })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.id, vehicleId),
        user.clientId ? eq(vehicles.clientId, user.clientId) : undefined,
        user.driver ? eq(vehicles.driverUserId, user.userId) : undefined,
      ),
    );
  if (!row) throw notFound('vehicle');
  return row;
}

/**
 * Records a damage (status new). A driver's is a driver report on a vehicle they drive, without
 * costs; a manager's names its source, and a defect or report of the same vehicle when it came
 * from one.
 */
export async function createDamage(db: Db, user: DamageUser, input: NewDamage): Promise<DamageDetail> {
  checkFoundOn(input.foundOn);
  // What a repair cost is known once it is repaired (update or "mark repaired").
  if (!user.driver && input.actualOre != null) throw new FieldError('actualOre', 'not_repaired');
  return writing(db, async (tx) => {
    const { clientId } = await vehicleFor(tx, user, input.vehicleId);
    const source: DamageSource = user.driver ? 'driver_report' : (input.source ?? 'manual');
    let defectId: string | null = null;
    let reportTaskId: string | null = null;
    if (!user.driver && source === 'inspection_defect' && input.defectId) {
      const [defect] = await tx
        .select({ id: inspectionDefects.id })
        .from(inspectionDefects)
        .innerJoin(inspections, eq(inspections.id, inspectionDefects.inspectionId))
        .where(
          and(
            eq(inspectionDefects.id, input.defectId),
            eq(inspectionDefects.clientId, clientId),
            eq(inspections.vehicleId, input.vehicleId),
          ),
        );
      if (!defect) throw new FieldError('defectId', 'not_found');
      defectId = defect.id;
    }
    if (!user.driver && source === 'driver_report' && input.reportTaskId) {
      const [report] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.id, input.reportTaskId),
            eq(tasks.clientId, clientId),
            eq(tasks.vehicleId, input.vehicleId),
            eq(tasks.source, 'driver_report'),
          ),
        );
      if (!report) throw new FieldError('reportTaskId', 'not_found');
      reportTaskId = report.id;
    }
    const [row] = await tx
      .insert(damages)
      .values({
        clientId,
        vehicleId: input.vehicleId,
        zone: input.zone,
        damageClass: input.damageClass,
        severity: input.severity,
        source,
        defectId,
        reportTaskId,
        description: input.description,
        foundOn: input.foundOn ?? copenhagenToday(),
        estimateOre: user.driver ? null : (input.estimateOre ?? null),
        reportedBy: user.userId,
      })
      .returning({ id: damages.id });
    await tx
      .insert(damageStatusChanges)
      .values({ damageId: row!.id, clientId, fromStatus: null, toStatus: 'new', actorUserId: user.userId });
    return getDamage(tx, { ...user, clientId }, row!.id);
  });
}

/** The damage a manager or admin may write, locked; NOT_FOUND otherwise. */
async function writable(tx: Db, user: DamageUser, id: string) {
  if (user.driver) throw notFound('damage');
  const [row] = await tx
    .select()
    .from(damages)
    .where(and(eq(damages.id, id), user.clientId ? eq(damages.clientId, user.clientId) : undefined))
    .for('update');
  if (!row) throw notFound('damage');
  return row;
}

/**
 * Changes a damage's place, class, severity, words, date and costs (not its status). The actual
 * cost is set only on a repaired damage (a field error `actualOre: not_repaired` otherwise).
 */
export async function updateDamage(
  db: Db,
  user: DamageUser,
  id: string,
  input: Partial<DamageFields>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<DamageDetail> {
  checkFoundOn(input.foundOn);
  return writing(db, async (tx) => {
    const current = await writable(tx, user, id);
    await checkVersion(tx, current, expectedVersion);
    if (input.actualOre != null && current.status !== 'repaired')
      throw new FieldError('actualOre', 'not_repaired');
    await tx
      .update(damages)
      .set({
        zone: input.zone,
        damageClass: input.damageClass,
        severity: input.severity,
        description: input.description,
        foundOn: input.foundOn,
        estimateOre: input.estimateOre,
        actualOre: input.actualOre,
        ...nextVersion(user.userId),
        updatedAt: sql`now()`,
      })
      .where(eq(damages.id, id));
    return getDamage(tx, { ...user, clientId: current.clientId }, id);
  });
}

export interface DamageActionInput {
  id: string;
  action: DamageAction;
  note?: string;
  /** For create_repair_task: the task's fields (the title defaults to the damage's words). */
  task?: { title?: string; assigneeUserId?: string | null; dueDate?: string | null };
  /** For mark_repaired: what the repair cost, in øre. */
  actualOre?: number | null;
}

async function moveStatus(
  tx: Db,
  actor: WorkActor,
  damage: typeof damages.$inferSelect,
  to: DamageStatus,
  note: string,
  set: Partial<typeof damages.$inferInsert> = {},
) {
  await tx
    .update(damages)
    .set({ ...set, status: to, ...nextVersion(actor.userId), updatedAt: sql`now()` })
    .where(eq(damages.id, damage.id));
  await tx.insert(damageStatusChanges).values({
    damageId: damage.id,
    clientId: damage.clientId,
    fromStatus: damage.status,
    toStatus: to,
    note,
    actorUserId: actor.userId,
  });
}

/**
 * Moves a damage's status by an action the rules allow (a field error `action` otherwise).
 * "Create repair task" makes a task (source `damage`) on the vehicle; repairing it sets the
 * damage repaired (./area.ts, onTaskDone).
 */
export async function actOnDamage(db: Db, user: DamageUser, input: DamageActionInput): Promise<DamageDetail> {
  return writing(db, async (tx) => {
    const damage = await writable(tx, user, input.id);
    const to = nextDamageStatus(damage.status, input.action);
    if (!to) throw new FieldError('action', 'not_allowed');
    const actor: WorkActor = { userId: user.userId, clientId: damage.clientId };
    const set: Partial<typeof damages.$inferInsert> = {};
    if (input.action === 'create_repair_task') {
      const assigneeUserId = input.task?.assigneeUserId ?? null;
      if (assigneeUserId) {
        const [person] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assigneeUserId), eq(users.clientId, damage.clientId)));
        if (!person) throw new FieldError('task.assigneeUserId', 'not_found');
      }
      const title = input.task?.title?.trim() || damage.description.split('\n')[0]!.slice(0, 200) || 'Skade';
      const [task] = await tx
        .insert(tasks)
        .values({
          clientId: damage.clientId,
          vehicleId: damage.vehicleId,
          title,
          description: damage.description,
          priority: damage.severity === 'critical' ? 'high' : 'normal',
          assigneeUserId,
          dueDate: input.task?.dueDate ?? null,
          source: 'damage',
          sourceId: damage.id,
          createdByUserId: user.userId,
        })
        .returning({ id: tasks.id });
      await recordWork(tx, actor, [
        {
          entity: 'task',
          entityId: task!.id,
          vehicleId: damage.vehicleId,
          action: 'created',
          changes: {
            title: { old: null, new: title },
            source: { old: null, new: 'damage' },
            sourceId: { old: null, new: damage.id },
          },
        },
      ]);
      set.repairTaskId = task!.id;
    }
    if (input.action === 'mark_repaired' && input.actualOre !== undefined) set.actualOre = input.actualOre;
    await moveStatus(tx, actor, damage, to, input.note ?? '', set);
    return getDamage(tx, { ...user, clientId: damage.clientId }, damage.id);
  });
}

/** A damage's repair task is done: the damage is repaired (when it was waiting for it). */
export async function onRepairTaskDone(
  tx: Db,
  actor: WorkActor,
  task: { id: string; source: string; sourceId: string | null },
): Promise<void> {
  if (task.source !== 'damage' || !task.sourceId) return;
  const [damage] = await tx
    .select()
    .from(damages)
    .where(
      and(
        eq(damages.id, task.sourceId),
        eq(damages.clientId, actor.clientId),
        eq(damages.repairTaskId, task.id),
        eq(damages.status, 'repair_task'),
      ),
    )
    .for('update');
  if (damage) await moveStatus(tx, actor, damage, 'repaired', '');
}

/** The vehicle of a damage a photo may be added to (NOT_FOUND otherwise); for the photos area. */
export async function damagePhotoOwner(
  db: Db,
  reader: { clientId: string; driverUserId: string | null },
  damageId: string,
): Promise<{ vehicleId: string }> {
  const [row] = await db
    .select({ vehicleId: damages.vehicleId })
    .from(damages)
    .innerJoin(vehicles, eq(vehicles.id, damages.vehicleId))
    .where(
      and(
        eq(damages.id, damageId),
        eq(damages.clientId, reader.clientId),
        reader.driverUserId ? eq(damages.reportedBy, reader.driverUserId) : undefined,
      ),
    );
  if (!row) throw notFound('damage');
  return row;
}
