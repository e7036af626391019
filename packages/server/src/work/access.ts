/**
 * Who may read and write fleet work (docs/fleet-work.md, "Roles"): managers read and write their
 * own client's; admins read every client's; drivers report problems and read their own vehicles'
 * due items. Another client's id answers NOT_FOUND, never FORBIDDEN.
 */
import { ForbiddenError, NotFoundError } from '../errors.js';
import type { Db } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/transaction.js';
import { workHistory } from './schema.js';
import { publishEvent } from '../events/index.js';
import type { SessionUser } from '../areas/accounts/settings.js';
import type { WorkEntity } from './model.js';

/** A client id nobody has: a manager without a client reaches nothing. */
export const NO_CLIENT = '00000000-0000-0000-0000-000000000000';

/** The clients a read reaches: one, or every (null, admin). */
export interface WorkScope {
  clientId: string | null;
}

/** Who writes: a manager (or, for a problem report, a driver) of `clientId`. */
export interface WorkActor {
  userId: string;
  clientId: string;
}

/** Admin: every client or the one asked for; manager: their own (another id -> NOT_FOUND). */
export function workScope(user: SessionUser, clientId?: string | null): WorkScope {
  if (user.role === 'admin') return { clientId: clientId ?? null };
  if (user.role !== 'manager') throw new ForbiddenError('Managers and admins only');
  const own = user.clientId ?? NO_CLIENT;
  if (clientId && clientId !== own) throw new NotFoundError('No such client');
  return { clientId: own };
}

export function workActor(user: SessionUser): WorkActor {
  if (!user.clientId) throw new ForbiddenError('No client');
  return { userId: user.id, clientId: user.clientId };
}

export const notFound = (what: string) => new NotFoundError(`No such ${what}`);

export type Changes = Record<string, { old: unknown; new: unknown }>;

/** Records who did what to an obligation, inspection or task. */
export async function recordWork(
  db: Db,
  actor: WorkActor,
  entries: {
    entity: WorkEntity;
    entityId: string;
    vehicleId: string | null;
    action: string;
    changes: Changes;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(workHistory)
    .values(entries.map((entry) => ({ ...entry, clientId: actor.clientId, actorUserId: actor.userId })));
  // Every recorded work change may move a badge count: cached counts are dropped when this commits.
  await publishEvent(db, { type: 'badges.changed', clientId: actor.clientId });
}

/** Runs a write in one transaction. */
export function writing<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, fn);
}

export { isUniqueViolation };
