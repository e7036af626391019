import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { findSessionUser, type SessionUser } from '../areas/accounts/settings.js';

/** SHA-256 (hex) of a session id: what the database stores and looks up. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Creates a session; returns the random id for the cookie (never stored) and its hash. */
export async function createSession(
  db: Db,
  userId: string,
  ttlMs: number,
  now = new Date(),
): Promise<{ id: string; idHash: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(id);
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(sessions).values({ idHash, userId, expiresAt, createdAt: now, lastSeenAt: now });
  return { id, idHash, expiresAt };
}

/**
 * When to slide a session forward: once a tenth of its lifetime has passed since it was last
 * extended (at most once an hour), so an active user never sees it expire but not every
 * request writes to the database.
 */
export function shouldRenew(expiresAt: Date, ttlMs: number, now: Date): boolean {
  const renewEvery = Math.min(ttlMs / 10, 60 * 60 * 1000);
  return expiresAt.getTime() - now.getTime() < ttlMs - renewEvery;
}

/**
 * The user of a live session, renewed (sliding expiry) when due. Returns null for unknown,
 * deleted or expired sessions. `renewedUntil` is set when the cookie needs a new Max-Age.
 */
export async function resolveSession(
  db: Db,
  idHash: string,
  options: { ttlMs: number; renew: boolean; now?: Date },
): Promise<{ user: SessionUser; expiresAt: Date; renewedUntil: Date | null } | null> {
  const now = options.now ?? new Date();
  const found = await findSessionUser(db, idHash, now);
  if (!found) return null;
  if (!options.renew || !shouldRenew(found.expiresAt, options.ttlMs, now))
    return { ...found, renewedUntil: null };
  const renewedUntil = new Date(now.getTime() + options.ttlMs);
  await db
    .update(sessions)
    .set({ expiresAt: renewedUntil, lastSeenAt: now })
    .where(eq(sessions.idHash, idHash));
  return { ...found, expiresAt: renewedUntil, renewedUntil };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Removes expired sessions of one user (called at sign-in so old rows do not pile up). */
export async function deleteExpiredSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

export type { SessionUser };
