/** The history of the area's records (partner_history): who changed what, newest first. */
import { and, eq } from 'drizzle-orm';
import { historyKeyset, type HistoryPaging } from '../../work/historyPage.js';
import type { Db } from '../../db/database.js';
import { personRef } from '../vehicles/model.js';
import { notFound, type Changes, type WorkActor } from '../../work/access.js';
import { personTable } from '../../work/common.js';
import type { PartnerEntity, PartnerHistoryPage } from './model.js';
import { agreements, expenses, organisationContacts, organisations, partnerHistory } from './schema.js';

const ENTITY_TABLES = {
  organisation: organisations,
  contact: organisationContacts,
  agreement: agreements,
  expense: expenses,
};

export interface HistoryInput {
  entity: PartnerEntity;
  entityId: string;
  action: string;
  changes: Changes;
}

export async function recordPartner(db: Db, actor: WorkActor, entries: HistoryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(partnerHistory)
    .values(entries.map((entry) => ({ ...entry, clientId: actor.clientId, actorUserId: actor.userId })));
}

/** The fields whose value changed, old and new. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { old, new: value };
  }
  return changes;
}

const actorPerson = personTable('partner_history_actor');

/** A record's history, newest first; the cursor is the last entry's id. */
export async function listHistory(
  db: Db,
  clientId: string,
  entity: PartnerEntity,
  entityId: string,
  options: HistoryPaging,
): Promise<PartnerHistoryPage> {
  const table = ENTITY_TABLES[entity];
  const [record] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, entityId), eq(table.clientId, clientId)));
  if (!record) throw notFound(entity);
  const keyset = historyKeyset(partnerHistory.id, 'partner_history', options);
  const rows = await db
    .select({
      entry: partnerHistory,
      actor: { id: actorPerson.id, name: actorPerson.contactName, surname: actorPerson.contactSurname },
    })
    .from(partnerHistory)
    .leftJoin(actorPerson, eq(actorPerson.id, partnerHistory.actorUserId))
    .where(
      and(
        eq(partnerHistory.clientId, clientId),
        eq(partnerHistory.entity, entity),
        eq(partnerHistory.entityId, entityId),
        keyset.where,
      ),
    )
    .orderBy(keyset.orderBy)
    .limit(keyset.limit);
  const { items, nextCursor } = keyset.page(
    rows.map(({ entry, actor }) => ({
      id: entry.id,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      changes: entry.changes,
      actor: personRef(actor?.id ?? null, actor?.name ?? null, actor?.surname ?? null),
      createdAt: entry.createdAt,
    })),
  );
  return { items, nextCursor };
}
