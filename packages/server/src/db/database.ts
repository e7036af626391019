import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Listen } from '../events/index.js';
import { pgliteListen, postgresListen } from '../events/listeners.js';
import { lockDataDir } from './dataDirLock.js';
import { schema } from './schema.js';

/** The query layer, the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One connection inside a transaction, for raw SQL scripts (migrations). */
export interface RawTransaction {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` inside one transaction on one connection; rolls back when it throws. */
  rawTransaction<T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (src/events): in process for PGlite, on a connection of its own for PostgreSQL. */
  listen: Listen;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a real PostgreSQL; null for the embedded one. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null;
}

/** Opens the embedded PGlite (DATA_DIR) or, with a DATABASE_URL, a pool to a real PostgreSQL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** PostgreSQL's bytea type. */
const BYTEA = 17;
/**
 * bytea as hex text both ways in one call each. PGlite's own goes byte by byte through an array of
 * strings: a 256 KiB file chunk (docs/documents.md) took about 170 ms there and back, 12 ms so.
 */
const parsers = { [BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') };
const serializers = {
  [BYTEA]: (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
};

/**
 * The embedded database. Its folder is locked for this process (db/dataDirLock.ts): PGlite is
 * single-process, and a second server on the same folder would silently lose writes.
 */
async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    // btree_gist: the sharing area's exclusion constraint (a vehicle and a time range) needs it on
    // every open, like PostgreSQL's contrib package (migrations/0013_sharing.sql); pg_trgm the
    // vehicle detection's fuzzy plate match (migrations/0031_vehicle_detection.sql).
    const extensions = { btree_gist, pg_trgm };
    client = await PGlite.create({ ...(dataDir && { dataDir }), extensions, parsers, serializers });
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    listen: pgliteListen(client),
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        }),
      ),
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail early with a clear error when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    listen: postgresListen(connectionString),
    rawTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a statement whose text never changes (only its parameters do), as a named prepared
 * statement on PostgreSQL: each connection parses and plans it once, not at every call (a quarter
 * of PostgreSQL's time for a tracker batch of 20; 0.7 ms of the free pool vehicles' 7.6 ms). PGlite
 * (one process) and a transaction (`db` is then not the pool) run it as it is. `name` must be
 * unique to the text.
 */
export async function queryPrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name, text, values: params })).rows as Row[];
}
