/**
 * Ending sessions, on every instance: the rows are deleted (so no instance can resolve them again)
 * and a `sessions.ended` event (src/events) makes every instance drop them from its session cache
 * and close their WebSockets with code 4001 within a second. The one way to end sessions: sign-out,
 * a new sign-in, a password change, a user's or a client's deactivation all come here.
 *
 * Inside a transaction (pass `tx` as `db`) the event is sent when it commits, so a deactivation
 * that rolls back closes nothing.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { publishEvent, type SessionEndReason } from '../events/index.js';

/** The query layer or one of its transactions. */
type Writer = Pick<Db, 'delete' | 'execute' | 'select'>;

/** Ends one session (sign-out; a sign-in replacing the browser's previous session). */
export async function endSession(
  db: Writer,
  sessionHash: string,
  reason: SessionEndReason = 'signed-out',
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sessionHash));
  await publishEvent(db, { type: 'sessions.ended', scope: { sessionHash }, reason });
}

/**
 * Ends every session of a user, or every one but `except` (a password change keeps the session
 * that made it).
 */
export async function endSessionsOfUser(
  db: Writer,
  userId: string,
  options: { except?: string | null; reason?: SessionEndReason } = {},
): Promise<void> {
  const except = options.except ?? undefined;
  await db
    .delete(sessions)
    .where(
      except ? and(eq(sessions.userId, userId), ne(sessions.idHash, except)) : eq(sessions.userId, userId),
    );
  await publishEvent(db, {
    type: 'sessions.ended',
    scope: except ? { userId, exceptSessionHash: except } : { userId },
    reason: options.reason ?? 'password-changed',
  });
}

/** Ends every session of every user of a client (the client was deactivated). */
export async function endSessionsOfClient(
  db: Writer,
  clientId: string,
  reason: SessionEndReason = 'deactivated',
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId))),
    );
  await publishEvent(db, { type: 'sessions.ended', scope: { clientId }, reason });
}
