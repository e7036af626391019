/**
 * The signed-in person's own account (docs/accounts.md): profile, password change. A password
 * change needs the current password, checked under the sign-in throttle itself (auth/throttle.ts,
 * shared by every instance; the account is `password:<user id>`, the address the socket's), so
 * guessing it through an open session is as slow as guessing at the login page. It ends every
 * other session of the user.
 */
import { FieldError, TooManyRequestsError, UnauthorizedError } from '../../../errors.js';
import { eq } from 'drizzle-orm';
import { diff, recordAudit } from '../../../audit/audit.js';
import { endSessionsOfUser } from '../../../auth/endSessions.js';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { LoginThrottle } from '../../../auth/throttle.js';
import type { LoginThrottleConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { clients, users } from '../../../db/schema.js';
import { nextVersion } from '../../../db/versions.js';
import { publishEvent } from '../../../events/index.js';
import type { SessionUser } from '../settings.js';
import type { Account } from './model.js';

/** The sign-in throttle's settings (config.ts), for callers without the server's throttle (tests). */
const PASSWORD_CHECK_LIMITS: LoginThrottleConfig = {
  pairFree: 5,
  pairBaseDelayMs: 1_000,
  pairMaxDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 60 * 60 * 1000,
  perAccount: 100,
  perAddress: 100,
  windowMs: 15 * 60 * 1000,
};

export async function getAccount(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      clientName: clients.name,
      name: users.contactName,
      surname: users.contactSurname,
      imageFileId: users.imageFileId,
      keepPhotoPlaces: users.keepPhotoPlaces,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  if (!row) throw new UnauthorizedError();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    clientName: row.clientName,
    contact: { name: row.name, surname: row.surname },
    imageFileId: row.imageFileId,
    keepPhotoPlaces: row.keepPhotoPlaces,
  };
}

/**
 * The person's consent to their photos keeping where they were taken. Only they give or take it
 * back; it changes nothing a manager's user form shows, so the user's version stays. Photos
 * uploaded before keep what they had.
 */
export async function setKeepPhotoPlaces(
  db: Db,
  user: Pick<SessionUser, 'id' | 'clientId'>,
  keep: boolean,
): Promise<Account> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ keepPhotoPlaces: users.keepPhotoPlaces })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!before) throw new UnauthorizedError();
    if (before.keepPhotoPlaces === keep) return;
    await tx.update(users).set({ keepPhotoPlaces: keep }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      clientId: user.clientId,
      entity: 'account',
      entityId: user.id,
      action: 'updated',
      changes: diff(before, { keepPhotoPlaces: keep }),
    });
  });
  return getAccount(db, user.id);
}

/** Whether a person's photos keep where they were taken (false for an unknown id). */
export async function keepsPhotoPlaces(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ keep: users.keepPhotoPlaces }).from(users).where(eq(users.id, userId));
  return row?.keep ?? false;
}

export async function updateProfile(
  db: Db,
  user: Pick<SessionUser, 'id' | 'clientId'>,
  input: { name: string; surname: string },
): Promise<Account> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.contactName, surname: users.contactSurname })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!before) throw new UnauthorizedError();
    const changes = diff(before, input);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(users)
      // Raises the version: a manager's user form opened before this is refused (db/versions.ts).
      .set({
        contactName: input.name,
        contactSurname: input.surname,
        ...nextVersion(user.id),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      clientId: user.clientId,
      entity: 'account',
      entityId: user.id,
      action: 'updated',
      changes,
    });
    await publishEvent(tx, { type: 'user.changed', userId: user.id });
  });
  return getAccount(db, user.id);
}

/**
 * Changes the caller's password: the current one must be right (field `currentPassword`, code
 * `incorrect`; too many wrong ones in a row: TOO_MANY_REQUESTS, as at sign-in), the new one at
 * least 12 characters and not the current one (`newPassword`, `same`). Clears the one-time-password
 * flag and ends every other session of the user (sessions and sockets, on every instance).
 */
export async function changePassword(
  db: Db,
  user: Pick<SessionUser, 'id' | 'clientId'>,
  sessionHash: string | null,
  input: { currentPassword: string; newPassword: string },
  check: { throttle?: LoginThrottle; address?: string } = {},
): Promise<void> {
  const throttle = check.throttle ?? new LoginThrottle(db, PASSWORD_CHECK_LIMITS);
  const reservation = await throttle.reserve(`password:${user.id}`, check.address ?? 'unknown');
  if (!reservation.ok) throw new TooManyRequestsError('Too many attempts; try again later');
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new UnauthorizedError();
  if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
    throw new FieldError('currentPassword', 'incorrect');
  await reservation.attempt.succeeded();
  if (await verifyPassword(input.newPassword, row.passwordHash)) throw new FieldError('newPassword', 'same');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      clientId: user.clientId,
      entity: 'account',
      entityId: user.id,
      action: 'password_changed',
    });
    await endSessionsOfUser(tx, user.id, { except: sessionHash, reason: 'password-changed' });
    await publishEvent(tx, { type: 'user.changed', userId: user.id });
  });
}
