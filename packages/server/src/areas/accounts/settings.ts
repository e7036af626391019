import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, sessions, users, userSettings } from '../../db/schema.js';

export const ROLES = ['admin', 'manager', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'da', 'uk', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The current user as every call returns it. */
export interface User {
  id: string;
  role: Role;
  email: string;
  /** Id for GET /api/files/{id}, or null when the user has no picture. */
  imageFileId: string | null;
  contact: { name: string; surname: string };
  language: Language;
  /**
   * Signed in with a one-time password (docs/accounts.md): until it is changed, every procedure
   * but the password change answers FORBIDDEN and the app shows only the "set a new password" screen.
   * The server always sends it; absent (older fixtures) means false.
   */
  mustChangePassword?: boolean;
}

export interface UserSettings {
  language: Language;
}

/** A user as the server sees it: the public shape plus the client it belongs to. */
export interface SessionUser extends User {
  clientId: string | null;
  mustChangePassword: boolean;
}

const userColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  imageFileId: users.imageFileId,
  contactName: users.contactName,
  contactSurname: users.contactSurname,
  clientId: users.clientId,
  language: userSettings.language,
  mustChangePassword: users.mustChangePassword,
};

/** Only active users of active clients (or of none: admins) may sign in or keep a session. */
const mayBeSignedIn = and(eq(users.active, true), or(isNull(users.clientId), eq(clients.active, true)));

type UserRow = {
  id: string;
  role: Role;
  email: string;
  imageFileId: string | null;
  contactName: string;
  contactSurname: string;
  clientId: string | null;
  language: Language | null;
  mustChangePassword: boolean;
};

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    imageFileId: row.imageFileId,
    contact: { name: row.contactName, surname: row.contactSurname },
    language: row.language ?? 'en',
    mustChangePassword: row.mustChangePassword,
    clientId: row.clientId,
  };
}

/** Strips server-only fields. */
export function toPublicUser(user: SessionUser): User {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    imageFileId: user.imageFileId,
    contact: { ...user.contact },
    language: user.language,
    mustChangePassword: user.mustChangePassword === true,
  };
}

/**
 * The user who may sign in with this e-mail: null for an unknown e-mail and for a deactivated user
 * or a user of a deactivated client alike, so sign-in answers them all the same way.
 */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(SessionUser & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.email, email.trim().toLowerCase()), mayBeSignedIn))
    .limit(1);
  return row ? { ...toSessionUser(row), passwordHash: row.passwordHash } : null;
}

/**
 * The user of an unexpired session with the given hash, and when the session expires; null as well
 * when the user or their client was deactivated (their sessions are also deleted then).
 */
export async function findSessionUser(
  db: Db,
  idHash: string,
  now = new Date(),
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await db
    .select({ ...userColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), mayBeSignedIn))
    .limit(1);
  return row ? { user: toSessionUser(row), expiresAt: row.expiresAt } : null;
}

export async function getUserSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return { language: row?.language ?? 'en' };
}

export async function updateUserSettings(
  db: Db,
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, language: settings.language })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { language: settings.language, updatedAt: new Date() },
    })
    .returning({ language: userSettings.language });
  return { language: row!.language };
}
