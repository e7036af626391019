import type { Db } from './database.js';

/** Whether a database error is a unique violation (PGlite and node-postgres, maybe wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Runs a write in one transaction. A unique violation that slipped past the write's own checks (two
 * people saving the same value at once) becomes `onDuplicate()`'s error when it is given.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  onDuplicate?: () => Error,
): Promise<T> {
  try {
    return await db.transaction((tx) => fn(tx as unknown as Db));
  } catch (error) {
    if (onDuplicate && isUniqueViolation(error)) throw onDuplicate();
    throw error;
  }
}
