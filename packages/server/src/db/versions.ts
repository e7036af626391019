/**
 * Versions of editable records (migrations/0021_versions.sql, docs/threat-model.md): an edit names
 * the version it was made from, and one made from an older version than the stored one is refused
 * with a `StaleVersion` saying who changed the record and when, so that nobody's change is
 * overwritten without them knowing. The repositories throw it; it is a `ConflictError` (src/errors.ts),
 * which trpc/trpc.ts answers as CONFLICT with `data.conflict`.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { ConflictError, type VersionConflict } from '../errors.js';
import type { Db } from './database.js';
import { users } from './schema.js';

/** Who changed a record last (null: nobody known, e.g. a record not edited since versions began). */
export type VersionAuthor = NonNullable<VersionConflict['changedBy']>;

/** The record was changed by someone else since the version an edit was made from. */
export class StaleVersion extends ConflictError {
  constructor(
    /** The version stored now. */
    version: number,
    changedBy: VersionAuthor | null,
    changedAt: Date,
  ) {
    super('Changed by someone else', { version, changedBy, changedAt: changedAt.toISOString() });
  }
}

/** What a write that changes a record's editable fields sets besides them: the next version, by whom. */
export function nextVersion(actorUserId: string | null): {
  version: SQL<number>;
  updatedByUserId: string | null;
} {
  return { version: sql<number>`version + 1`, updatedByUserId: actorUserId };
}

/** The stored state of a versioned record, as the repositories read it before writing. */
interface Versioned {
  version: number;
  updatedByUserId: string | null;
  updatedAt: Date;
}

/**
 * Refuses an edit made from `expected` when the record is at another version (no `expected`: a
 * single-field action such as a status change, which overwrites nothing typed). Call it on the row
 * read `FOR UPDATE`, before anything is written.
 */
export async function checkVersion(db: Db, current: Versioned, expected: number | undefined): Promise<void> {
  if (expected === undefined || current.version === expected) return;
  throw await staleVersion(db, current);
}

/** The refusal for a record whose stored state is `current`, naming who changed it. */
export async function staleVersion(db: Db, current: Versioned): Promise<StaleVersion> {
  let author: VersionAuthor | null = null;
  if (current.updatedByUserId) {
    const [row] = await db
      .select({ id: users.id, name: users.contactName, surname: users.contactSurname })
      .from(users)
      .where(eq(users.id, current.updatedByUserId));
    author = row ?? null;
  }
  return new StaleVersion(current.version, author, current.updatedAt);
}
