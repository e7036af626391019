import { and, eq, gt } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { sessions, users, userSettings } from './db/schema.js';

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
}

export interface UserSettings {
  language: Language;
}

/** A user as the server sees it: the public shape plus the client it belongs to. */
export interface SessionUser extends User {
  clientId: string | null;
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
};

type UserRow = {
  id: string;
  role: Role;
  email: string;
  imageFileId: string | null;
  contactName: string;
  contactSurname: string;
  clientId: string | null;
  language: Language | null;
};

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    imageFileId: row.imageFileId,
    contact: { name: row.contactName, surname: row.contactSurname },
    language: row.language ?? 'en',
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
  };
}

export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(SessionUser & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ? { ...toSessionUser(row), passwordHash: row.passwordHash } : null;
}

/** The user of an unexpired session with the given hash, and when the session expires. */
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
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
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
