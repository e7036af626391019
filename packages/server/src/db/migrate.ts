import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** packages/server/migrations: the same path from src/db and from dist/db. */
export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Any number; it only has to be the same for every server sharing one database. */
const MIGRATION_LOCK_ID = 7_146_301;

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_init`; sorted order is applied order. */
  version: string;
  sql: string;
}

/** Reads `NNNN_name.sql` files in version order. */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction under an
 * advisory lock (so two servers starting on one PostgreSQL do not race). Returns the versions applied.
 * Our own few lines instead of drizzle-kit's migrator: it needs drizzle-kit's journal files and a
 * second toolchain, while plain numbered SQL files are reviewable as they are.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return database.rawTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = all.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}
