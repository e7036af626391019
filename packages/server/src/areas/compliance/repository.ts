/**
 * Compliance obligations in the database: lists filtered by derived state (src/due), writes that
 * validate first and record who did what, renewals with their history (docs/fleet-work.md).
 */
import { and, count, desc, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { complianceItems, complianceRenewals } from './schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { complianceState } from './due.js';
import { onVehicleInUse } from '../../due/sql.js';
import { complianceStatesCondition } from './due.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { FieldError } from '../../errors.js';
import { encodeCursor, readCursor } from '../vehicles/cursor.js';
import {
  isUniqueViolation,
  notFound,
  recordWork,
  writing,
  type WorkActor,
  type WorkScope,
} from '../../work/access.js';
import { diff, personTable, toVehicleRef, vehicleOfClient, vehicleRefColumns } from '../../work/common.js';
import { refreshNextDue } from '../../work/nextDue.js';
import { personRef } from '../vehicles/model.js';
import { keysetPage, type PageOptions } from '../../work/keyset.js';
import type { ComplianceKind, ComplianceState, Obligation, ObligationPage, RenewalPage } from './model.js';

export interface ObligationFilters {
  state?: ComplianceState[] | null;
  kind?: ComplianceKind[] | null;
  vehicleId?: string | null;
}

const columns = {
  id: complianceItems.id,
  clientId: complianceItems.clientId,
  clientName: clients.name,
  kind: complianceItems.kind,
  title: complianceItems.title,
  validUntil: complianceItems.validUntil,
  createdAt: complianceItems.createdAt,
  updatedAt: complianceItems.updatedAt,
  version: complianceItems.version,
  ...vehicleRefColumns,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
};

const toObligation =
  (today: string) =>
  (row: Row): Obligation => ({
    id: row.id!,
    clientId: row.clientId!,
    clientName: row.clientName ?? '',
    vehicle: toVehicleRef(row),
    kind: row.kind ?? 'custom',
    title: row.title ?? '',
    validUntil: row.validUntil,
    state: complianceState(row.validUntil, today),
    createdAt: row.createdAt ?? new Date(0),
    updatedAt: row.updatedAt ?? new Date(0),
    version: row.version ?? 1,
  });

function select(db: Db) {
  return db
    .select(columns)
    .from(complianceItems)
    .innerJoin(clients, eq(clients.id, complianceItems.clientId))
    .leftJoin(vehicles, eq(vehicles.id, complianceItems.vehicleId));
}

/** The obligations a scope reaches: its client's, of vehicles in use (the badge's population). */
export function obligationScope(scope: WorkScope): SQL[] {
  const conditions: SQL[] = [onVehicleInUse(complianceItems.vehicleId)];
  if (scope.clientId) conditions.push(eq(complianceItems.clientId, scope.clientId));
  return conditions;
}

export function obligationConditions(scope: WorkScope, filters: ObligationFilters, today: string): SQL[] {
  const conditions = obligationScope(scope);
  if (filters.state?.length) conditions.push(complianceStatesCondition(filters.state, today));
  if (filters.kind?.length) conditions.push(inArray(complianceItems.kind, filters.kind));
  if (filters.vehicleId) conditions.push(eq(complianceItems.vehicleId, filters.vehicleId));
  return conditions;
}

const SORT_KEY = sql`coalesce(${complianceItems.validUntil}, DATE '0001-01-01')`;

/** Obligations, missing first, then by valid-until date, soonest first; keyset-paged. */
export function listObligations(
  db: Db,
  scope: WorkScope,
  options: ObligationFilters & PageOptions,
  today = copenhagenToday(),
): Promise<ObligationPage> {
  return keysetPage(
    {
      name: 'compliance',
      keys: [{ key: SORT_KEY, cast: 'date' }],
      id: complianceItems.id,
      conditions: obligationConditions(scope, options, today),
      fetch: (where, orderBy, limit) =>
        select(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) =>
        Number((await db.select({ n: count() }).from(complianceItems).where(where))[0]?.n ?? 0),
      toItem: toObligation(today),
      keysOf: (_row, item) => [item.validUntil ?? '0001-01-01'],
      idOf: (item) => item.id,
    },
    options,
  );
}

export async function getObligation(
  db: Db,
  scope: WorkScope,
  id: string,
  today = copenhagenToday(),
): Promise<Obligation> {
  const conditions = [eq(complianceItems.id, id)];
  if (scope.clientId) conditions.push(eq(complianceItems.clientId, scope.clientId));
  const [row] = await select(db)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound('obligation');
  return toObligation(today)(row as Row);
}

export interface ObligationFields {
  vehicleId: string;
  kind: ComplianceKind;
  title?: string;
  validUntil?: string | null;
}

function checkTitle(kind: ComplianceKind, title: string): void {
  if (kind === 'custom' && title.trim() === '') throw new FieldError('title', 'required');
}

/** A unique violation here is a second obligation of one kind on one vehicle. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldError('kind', 'duplicate');
    throw error;
  }
}

export async function createObligation(
  db: Db,
  actor: WorkActor,
  input: ObligationFields,
): Promise<Obligation> {
  const title = input.title ?? '';
  checkTitle(input.kind, title);
  return guarded(() =>
    writing(db, async (tx) => {
      await vehicleOfClient(tx, actor.clientId, input.vehicleId);
      const [row] = await tx
        .insert(complianceItems)
        .values({
          clientId: actor.clientId,
          vehicleId: input.vehicleId,
          kind: input.kind,
          title,
          validUntil: input.validUntil ?? null,
        })
        .returning({ id: complianceItems.id });
      await recordWork(tx, actor, [
        {
          entity: 'compliance',
          entityId: row!.id,
          vehicleId: input.vehicleId,
          action: 'created',
          changes: diff({}, { kind: input.kind, title, validUntil: input.validUntil ?? null }),
        },
      ]);
      await refreshNextDue(tx, [input.vehicleId]);
      return getObligation(tx, actor, row!.id);
    }),
  );
}

export async function updateObligation(
  db: Db,
  actor: WorkActor,
  id: string,
  input: Partial<ObligationFields> & {
    /**
     * The version the edit was made from (`Obligation.version`); another stored version refuses
     * the edit with `StaleVersion` (src/db/versions.ts) and changes nothing.
     */
    expectedVersion?: number;
  },
): Promise<Obligation> {
  return guarded(() =>
    writing(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(complianceItems)
        .where(and(eq(complianceItems.id, id), eq(complianceItems.clientId, actor.clientId)))
        .for('update');
      if (!current) throw notFound('obligation');
      await checkVersion(tx, current, input.expectedVersion);
      if (input.vehicleId !== undefined && input.vehicleId !== current.vehicleId)
        await vehicleOfClient(tx, actor.clientId, input.vehicleId);
      checkTitle(input.kind ?? current.kind, input.title ?? current.title);
      const changes = diff(current, {
        vehicleId: input.vehicleId,
        kind: input.kind,
        title: input.title,
        validUntil: input.validUntil,
      });
      if (Object.keys(changes).length > 0) {
        const set = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.new]));
        const written = await tx
          .update(complianceItems)
          .set({ ...set, ...nextVersion(actor.userId), updatedAt: sql`now()` })
          .where(
            and(
              eq(complianceItems.id, id),
              eq(complianceItems.clientId, actor.clientId),
              eq(complianceItems.version, current.version),
            ),
          )
          .returning({ id: complianceItems.id });
        if (written.length === 0) throw await staleVersion(tx, current);
        await recordWork(tx, actor, [
          {
            entity: 'compliance',
            entityId: id,
            vehicleId: input.vehicleId ?? current.vehicleId,
            action: 'updated',
            changes,
          },
        ]);
        await refreshNextDue(tx, [current.vehicleId, input.vehicleId]);
      }
      return getObligation(tx, actor, id);
    }),
  );
}

export interface RenewInput {
  validUntil: string;
  completedOn?: string | null;
  note?: string;
}

/**
 * Records a renewal (done on `completedOn`, today by default) and the new valid-until date; the
 * previous date stays in the renewal history.
 */
export async function renewObligation(
  db: Db,
  actor: WorkActor,
  id: string,
  input: RenewInput,
  today = copenhagenToday(),
): Promise<Obligation> {
  const completedOn = input.completedOn ?? today;
  if (completedOn > today) throw new FieldError('completedOn', 'in_future');
  if (input.validUntil <= completedOn) throw new FieldError('validUntil', 'not_after_completed');
  return writing(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(complianceItems)
      .where(and(eq(complianceItems.id, id), eq(complianceItems.clientId, actor.clientId)))
      .for('update');
    if (!current) throw notFound('obligation');
    await tx.insert(complianceRenewals).values({
      obligationId: id,
      clientId: actor.clientId,
      completedOn,
      previousValidUntil: current.validUntil,
      validUntil: input.validUntil,
      note: input.note ?? '',
      actorUserId: actor.userId,
    });
    await tx
      .update(complianceItems)
      .set({ validUntil: input.validUntil, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(eq(complianceItems.id, id));
    await recordWork(tx, actor, [
      {
        entity: 'compliance',
        entityId: id,
        vehicleId: current.vehicleId,
        action: 'renewed',
        changes: {
          validUntil: { old: current.validUntil, new: input.validUntil },
          completedOn: { old: null, new: completedOn },
        },
      },
    ]);
    await refreshNextDue(tx, [current.vehicleId]);
    return getObligation(tx, actor, id, today);
  });
}

/** An obligation's renewals, newest first, keyset-paged by the renewal id. */
export async function listRenewals(
  db: Db,
  scope: WorkScope,
  options: { id: string } & PageOptions,
): Promise<RenewalPage> {
  await getObligation(db, scope, options.id);
  const direction = options.direction ?? 'forward';
  const actor = personTable('actor');
  const conditions: SQL[] = [eq(complianceRenewals.obligationId, options.id)];
  if (options.cursor) {
    const position = readCursor(options.cursor, { sort: 'renewals', keys: [], id: 'serial' });
    conditions.push(
      direction === 'forward'
        ? sql`${complianceRenewals.id} < ${position.id}`
        : sql`${complianceRenewals.id} > ${position.id}`,
    );
  }
  const rows = await db
    .select({
      id: complianceRenewals.id,
      completedOn: complianceRenewals.completedOn,
      previousValidUntil: complianceRenewals.previousValidUntil,
      validUntil: complianceRenewals.validUntil,
      note: complianceRenewals.note,
      createdAt: complianceRenewals.createdAt,
      actorId: actor.id,
      actorName: actor.contactName,
      actorSurname: actor.contactSurname,
    })
    .from(complianceRenewals)
    .leftJoin(actor, eq(actor.id, complianceRenewals.actorUserId))
    .where(and(...conditions))
    .orderBy(direction === 'forward' ? desc(complianceRenewals.id) : asc(complianceRenewals.id))
    .limit(options.limit + 1);
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  if (direction === 'backward') page.reverse();
  const items = page.map((row) => ({
    id: Number(row.id),
    completedOn: row.completedOn,
    previousValidUntil: row.previousValidUntil,
    validUntil: row.validUntil,
    note: row.note,
    actor: personRef(row.actorId, row.actorName, row.actorSurname),
    createdAt: row.createdAt,
  }));
  const cursorAt = (entry: { id: number } | undefined) =>
    entry ? encodeCursor({ sort: 'renewals', keys: [], id: entry.id }) : null;
  const hasBefore = direction === 'forward' ? Boolean(options.cursor) : more;
  const hasAfter = direction === 'forward' ? more : Boolean(options.cursor);
  return {
    items,
    nextCursor: hasAfter ? cursorAt(items[items.length - 1]) : null,
    prevCursor: hasBefore ? cursorAt(items[0]) : null,
  };
}
