/**
 * Agreements with partners: validity, the vehicles covered and the compliance obligations (a
 * vehicle's leasing end, its insurance) whose "valid until" follows the agreement's, so that an
 * agreement running out shows in the compliance list and its badge. Another client's ids answer
 * NOT_FOUND; every change is recorded (partner_history; the obligations' in work_history).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { complianceItems } from '../compliance/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { COMPLIANCE_DUE_SOON_DAYS } from '../compliance/due.js';
import { FieldError } from '../../errors.js';
import { notFound, recordWork, writing, type WorkActor } from '../../work/access.js';
import { refreshNextDue } from '../../work/nextDue.js';
import { keysetPage, type PageOptions } from '../../work/keyset.js';
import type { VehicleRef } from '../../work/model.js';
import { diff, recordPartner } from './history.js';
import type { Agreement, AgreementKind, AgreementPage, AgreementState } from './model.js';
import { organisationOfClient } from './organisations.js';
import { agreementState } from './rules.js';
import { agreementObligations, agreements, agreementVehicles, organisations } from './schema.js';

/** The obligation kinds an agreement can stand behind. */
export const AGREEMENT_OBLIGATION_KINDS = ['leasing_end', 'insurance'] as const;

export interface AgreementFields {
  organisationId: string;
  kind: AgreementKind;
  number: string;
  validFrom: string;
  validUntil: string | null;
  notes: string;
  vehicleIds: string[];
  obligationIds: string[];
}

const END_OF_TIME = sql`DATE '9999-12-31'`;
const untilKey = sql`coalesce(${agreements.validUntil}, ${END_OF_TIME})`;

/** SQL for the agreement states (the same rule as rules.ts, agreementState). */
function stateCondition(states: readonly AgreementState[], today: string): SQL {
  const soon = addDays(today, COMPLIANCE_DUE_SOON_DAYS);
  const parts = states.map((state) => {
    switch (state) {
      case 'expired':
        return sql`${agreements.validUntil} < ${today}::date`;
      case 'upcoming':
        return sql`(${agreements.validFrom} > ${today}::date AND ${untilKey} >= ${today}::date)`;
      case 'expiring':
        return sql`(${agreements.validFrom} <= ${today}::date AND ${agreements.validUntil} BETWEEN ${today}::date AND ${soon}::date)`;
      case 'active':
        return sql`(${agreements.validFrom} <= ${today}::date AND ${untilKey} > ${soon}::date)`;
    }
  });
  return sql`(${sql.join(parts, sql` OR `)})`;
}

type AgreementRow = { agreement: typeof agreements.$inferSelect; organisation: { id: string; name: string } };

async function toAgreements(db: Db, rows: AgreementRow[], today: string): Promise<Agreement[]> {
  const ids = rows.map((row) => row.agreement.id);
  if (ids.length === 0) return [];
  const covered = await db
    .select({
      agreementId: agreementVehicles.agreementId,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
    })
    .from(agreementVehicles)
    .innerJoin(vehicles, eq(vehicles.id, agreementVehicles.vehicleId))
    .where(inArray(agreementVehicles.agreementId, ids))
    .orderBy(asc(vehicles.registration));
  const linked = await db
    .select()
    .from(agreementObligations)
    .where(inArray(agreementObligations.agreementId, ids))
    .orderBy(asc(agreementObligations.obligationId));
  return rows.map(({ agreement, organisation }) => ({
    id: agreement.id,
    organisation,
    kind: agreement.kind,
    number: agreement.number,
    validFrom: agreement.validFrom,
    validUntil: agreement.validUntil,
    state: agreementState(agreement.validFrom, agreement.validUntil, today),
    notes: agreement.notes,
    vehicles: covered.filter((c) => c.agreementId === agreement.id).map((c) => c.vehicle as VehicleRef),
    obligationIds: linked.filter((l) => l.agreementId === agreement.id).map((l) => l.obligationId),
    createdAt: agreement.createdAt,
    updatedAt: agreement.updatedAt,
    version: agreement.version,
  }));
}

const selectAgreements = (db: Db) =>
  db
    .select({ agreement: agreements, organisation: { id: organisations.id, name: organisations.name } })
    .from(agreements)
    .innerJoin(organisations, eq(organisations.id, agreements.organisationId));

export interface AgreementFilters {
  organisationId?: string | null;
  kind?: AgreementKind[] | null;
  state?: AgreementState[] | null;
  vehicleId?: string | null;
}

/** By "valid until" (open-ended last), keyset-paged; `total` on the first page. */
export async function listAgreements(
  db: Db,
  clientId: string,
  filters: AgreementFilters & PageOptions,
): Promise<AgreementPage> {
  const today = copenhagenToday();
  const conditions: SQL[] = [eq(agreements.clientId, clientId)];
  if (filters.organisationId) conditions.push(eq(agreements.organisationId, filters.organisationId));
  if (filters.kind?.length) conditions.push(inArray(agreements.kind, filters.kind));
  if (filters.state?.length) conditions.push(stateCondition(filters.state, today));
  if (filters.vehicleId)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM agreement_vehicles av WHERE av.agreement_id = ${agreements.id}
        AND av.vehicle_id = ${filters.vehicleId})`,
    );
  const page = await keysetPage(
    {
      name: 'agreements:until',
      keys: [{ key: untilKey, cast: 'date' }],
      id: agreements.id,
      conditions,
      fetch: (where, orderBy, limit) =>
        selectAgreements(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit),
      count: async (where) =>
        Number((await db.select({ n: count() }).from(agreements).where(where))[0]?.n ?? 0),
      toItem: (row: AgreementRow) => row,
      keysOf: (row) => [row.agreement.validUntil ?? '9999-12-31'],
      idOf: (row) => row.agreement.id,
    },
    filters,
  );
  return { ...page, items: await toAgreements(db, page.items, today) };
}

export async function getAgreement(db: Db, clientId: string, id: string): Promise<Agreement> {
  const rows = await selectAgreements(db).where(
    and(eq(agreements.id, id), eq(agreements.clientId, clientId)),
  );
  if (rows.length === 0) throw notFound('agreement');
  return (await toAgreements(db, rows, copenhagenToday()))[0]!;
}

/** Checks the vehicles and obligations are the client's (NOT_FOUND) and fit (field errors). */
async function checkLinks(tx: Db, clientId: string, vehicleIds: string[], obligationIds: string[]) {
  const unique = [...new Set(vehicleIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(inArray(vehicles.id, unique), eq(vehicles.clientId, clientId)));
    if (found.length !== unique.length) throw notFound('vehicle');
  }
  const obligations = obligationIds.length
    ? await tx
        .select()
        .from(complianceItems)
        .where(
          and(
            inArray(complianceItems.id, [...new Set(obligationIds)]),
            eq(complianceItems.clientId, clientId),
          ),
        )
        .for('update')
    : [];
  if (obligations.length !== new Set(obligationIds).size) throw notFound('obligation');
  for (const obligation of obligations)
    if (!(AGREEMENT_OBLIGATION_KINDS as readonly string[]).includes(obligation.kind))
      throw new FieldError('obligationIds', 'kind');
  return { vehicleIds: unique, obligations };
}

/**
 * Points the obligations to the agreement and moves their "valid until" to the agreement's (when
 * it has one), recorded in the work history as a change of the obligation.
 */
async function syncObligations(
  tx: Db,
  actor: WorkActor,
  agreementId: string,
  validUntil: string | null,
  obligationIds: string[] | undefined,
) {
  if (obligationIds !== undefined) {
    await tx.delete(agreementObligations).where(eq(agreementObligations.agreementId, agreementId));
    if (obligationIds.length)
      await tx
        .insert(agreementObligations)
        .values(
          obligationIds.map((obligationId) => ({ obligationId, agreementId, clientId: actor.clientId })),
        )
        .onConflictDoUpdate({ target: agreementObligations.obligationId, set: { agreementId } });
  }
  if (validUntil === null) return;
  const linked = await tx
    .select({ obligation: complianceItems })
    .from(agreementObligations)
    .innerJoin(complianceItems, eq(complianceItems.id, agreementObligations.obligationId))
    .where(eq(agreementObligations.agreementId, agreementId));
  const moved = linked.filter(({ obligation }) => obligation.validUntil !== validUntil);
  for (const { obligation } of moved)
    await tx
      .update(complianceItems)
      .set({ validUntil, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(eq(complianceItems.id, obligation.id));
  await recordWork(
    tx,
    actor,
    moved.map(({ obligation }) => ({
      entity: 'compliance' as const,
      entityId: obligation.id,
      vehicleId: obligation.vehicleId,
      action: 'updated',
      changes: {
        validUntil: { old: obligation.validUntil, new: validUntil },
        agreementId: { old: null, new: agreementId },
      },
    })),
  );
  if (moved.length)
    await refreshNextDue(
      tx,
      moved.map(({ obligation }) => obligation.vehicleId),
    );
}

function checkValidity(validFrom: string, validUntil: string | null) {
  if (validUntil !== null && validUntil < validFrom) throw new FieldError('validUntil', 'before_start');
}

export async function createAgreement(db: Db, actor: WorkActor, fields: AgreementFields): Promise<Agreement> {
  checkValidity(fields.validFrom, fields.validUntil);
  const id = await writing(db, async (tx) => {
    await organisationOfClient(tx, actor.clientId, fields.organisationId);
    const links = await checkLinks(tx, actor.clientId, fields.vehicleIds, fields.obligationIds);
    const { vehicleIds, obligationIds, ...columns } = fields;
    const [row] = await tx
      .insert(agreements)
      .values({ ...columns, clientId: actor.clientId })
      .returning({ id: agreements.id });
    const agreementId = row!.id;
    if (links.vehicleIds.length)
      await tx
        .insert(agreementVehicles)
        .values(links.vehicleIds.map((vehicleId) => ({ agreementId, vehicleId, clientId: actor.clientId })));
    await syncObligations(tx, actor, agreementId, fields.validUntil, obligationIds);
    await recordPartner(tx, actor, [
      {
        entity: 'agreement',
        entityId: agreementId,
        action: 'created',
        changes: diff({}, { ...columns, vehicles: vehicleIds.length, obligations: obligationIds.length }),
      },
    ]);
    return agreementId;
  });
  return getAgreement(db, actor.clientId, id);
}

export async function updateAgreement(
  db: Db,
  actor: WorkActor,
  id: string,
  changes: Partial<AgreementFields>,
  /** The version the edit was made from; another stored one refuses it (`StaleVersion`). */
  expectedVersion?: number,
): Promise<Agreement> {
  await writing(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(agreements)
      .where(and(eq(agreements.id, id), eq(agreements.clientId, actor.clientId)))
      .for('update');
    if (!before) throw notFound('agreement');
    await checkVersion(tx, before, expectedVersion);
    const { vehicleIds, obligationIds, ...columns } = changes;
    const validFrom = columns.validFrom ?? before.validFrom;
    const validUntil = columns.validUntil === undefined ? before.validUntil : columns.validUntil;
    checkValidity(validFrom, validUntil);
    if (columns.organisationId && columns.organisationId !== before.organisationId)
      await organisationOfClient(tx, actor.clientId, columns.organisationId);
    const links = await checkLinks(tx, actor.clientId, vehicleIds ?? [], obligationIds ?? []);
    const changed = diff(before as unknown as Record<string, unknown>, columns);
    if (Object.keys(changed).length)
      await tx
        .update(agreements)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(agreements.id, id));
    if (vehicleIds !== undefined) {
      const old = await tx
        .select({ vehicleId: agreementVehicles.vehicleId })
        .from(agreementVehicles)
        .where(eq(agreementVehicles.agreementId, id));
      const oldIds = old.map((o) => o.vehicleId).sort();
      const newIds = [...links.vehicleIds].sort();
      if (JSON.stringify(oldIds) !== JSON.stringify(newIds)) {
        await tx.delete(agreementVehicles).where(eq(agreementVehicles.agreementId, id));
        if (newIds.length)
          await tx
            .insert(agreementVehicles)
            .values(newIds.map((vehicleId) => ({ agreementId: id, vehicleId, clientId: actor.clientId })));
        changed.vehicles = { old: oldIds.length, new: newIds.length };
      }
    }
    if (obligationIds !== undefined) changed.obligations = { old: null, new: obligationIds.length };
    await syncObligations(tx, actor, id, validUntil, obligationIds);
    if (Object.keys(changed).length) {
      // Its fields, vehicles or obligations changed: a form opened before is refused.
      await tx
        .update(agreements)
        .set({ ...nextVersion(actor.userId), updatedAt: sql`now()` })
        .where(eq(agreements.id, id));
      await recordPartner(tx, actor, [
        { entity: 'agreement', entityId: id, action: 'updated', changes: changed },
      ]);
    }
  });
  return getAgreement(db, actor.clientId, id);
}

/** The obligations an agreement could stand behind: leasing end and insurance of the client's vehicles. */
export async function obligationOptions(db: Db, clientId: string, vehicleIds: string[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({
      id: complianceItems.id,
      kind: complianceItems.kind,
      vehicleId: complianceItems.vehicleId,
      validUntil: complianceItems.validUntil,
      agreementId: agreementObligations.agreementId,
    })
    .from(complianceItems)
    .leftJoin(agreementObligations, eq(agreementObligations.obligationId, complianceItems.id))
    .where(
      and(
        eq(complianceItems.clientId, clientId),
        inArray(complianceItems.vehicleId, vehicleIds),
        inArray(complianceItems.kind, [...AGREEMENT_OBLIGATION_KINDS]),
      ),
    )
    .orderBy(asc(complianceItems.vehicleId), asc(complianceItems.kind))
    .limit(1000);
}
