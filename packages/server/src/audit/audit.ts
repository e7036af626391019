/**
 * The audit history of clients, users and accounts (migrations/0005_accounts.sql): who did what,
 * to whom, and when. Every admin and account action writes one entry in the transaction of the
 * change, so a change that rolls back leaves no entry. Passwords, one-time or not, never appear in
 * it: a password action records only that it happened.
 */
import { historyKeyset } from '../work/historyPage.js';
import { aliasedTable, and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { auditLog, users } from '../db/schema.js';

export const AUDIT_ENTITIES = ['client', 'user', 'account'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'role_changed',
  'password_reset',
  'password_changed',
  'deactivated',
  'activated',
  'avatar_changed',
  'avatar_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** field -> { old, new }; only the fields that changed. */
export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

export interface AuditEntryInput {
  actorUserId: string | null;
  /** The client concerned (the user's client, or the client itself); null for admins' accounts. */
  clientId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  changes?: AuditChanges;
}

export interface AuditEntry {
  id: number;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  changes: AuditChanges;
  createdAt: Date;
  actor: { id: string; email: string; name: string; surname: string } | null;
}

export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
  prevCursor: string | null;
}

type Writer = Pick<Db, 'insert'>;

export async function recordAudit(db: Writer, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({ ...entry, changes: entry.changes ?? {} });
}

/** The fields of `after` that differ from `before`, as audit changes. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(after))
    if (value !== undefined && value !== before[key]) changes[key] = { old: before[key], new: value };
  return changes;
}

/** The history of one client, user or account, newest first, by keyset on the entry id. */
export async function listAudit(
  db: Db,
  options: { entityId: string; cursor?: string | null; direction?: 'forward' | 'backward'; limit: number },
): Promise<AuditPage> {
  const keyset = historyKeyset(auditLog.id, 'audit', options);
  const actor = aliasedTable(users, 'actor');
  const rows = await db
    .select({
      id: auditLog.id,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.contactName,
      actorSurname: actor.contactSurname,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityId, options.entityId), keyset.where))
    .orderBy(keyset.orderBy)
    .limit(keyset.limit);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: Number(row.id),
    entity: row.entity,
    entityId: row.entityId,
    action: row.action as AuditAction,
    changes: row.changes,
    createdAt: row.createdAt,
    actor: row.actorId
      ? { id: row.actorId, email: row.actorEmail!, name: row.actorName!, surname: row.actorSurname! }
      : null,
  }));
  return keyset.page(entries);
}
