/**
 * Vitest globalSetup of the server project, two things side by side:
 * - starts a throwaway PostgreSQL cluster (initdb in a temp folder, loopback only, a free port, no
 *   fsync) and provides its URL as `postgresUrl`; stops and deletes it afterwards. With
 *   TEST_DATABASE_URL set, that server is used instead. As root, the cluster runs as user
 *   `postgres` (initdb refuses root).
 * - creates one empty PGlite data folder (`pgliteTemplateDir`: just PGlite's initdb, no schema)
 *   that each test file copies for its own fresh embedded database: booting a copy takes under a
 *   second where a first boot takes 3 s or more.
 * - migrates and seeds the demo once per engine (`pgliteSeededDir`, a PGlite folder to copy, and
 *   `postgresSeededDatabase`, a database to use as `CREATE DATABASE … TEMPLATE`): the test files
 *   that start from the demo copy it instead of seeding it again (helpers.ts, openSeeded*).
 */
import { execFile } from 'node:child_process';
import { chown, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/lib/net.mjs';
import { findPostgresBin } from '../../../scripts/lib/postgres.mjs';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of a PostgreSQL the tests may create databases in. */
    postgresUrl: string;
    /** An empty, freshly initialised PGlite data folder to copy (never open it in place). */
    pgliteTemplateDir: string;
    /** A PGlite data folder migrated and seeded with the demo, to copy (never open it in place). */
    pgliteSeededDir: string;
    /** A database on `postgresUrl`'s server, migrated and seeded with the demo, to copy as a template. */
    postgresSeededDatabase: string;
  }
}

const run = promisify(execFile);

/** Initialises an empty PGlite data folder in a child process (PGlite holds ~700 MB while open). */
async function makePgliteTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-pglite-template-'));
  const script =
    "import { PGlite } from '@electric-sql/pglite';" +
    'const db = await PGlite.create({ dataDir: process.env.PGLITE_TEMPLATE_DIR });' +
    'await db.close();';
  await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: { ...process.env, PGLITE_TEMPLATE_DIR: dir },
  });
  return dir;
}

export default async function setup(project: TestProject) {
  const [template, postgres] = await Promise.allSettled([makePgliteTemplate(), startPostgres(project)]);
  const teardown = async () => {
    if (postgres.status === 'fulfilled') await postgres.value?.();
    if (template.status === 'fulfilled') await rm(template.value, { recursive: true, force: true });
  };
  if (template.status === 'rejected' || postgres.status === 'rejected') {
    await teardown();
    throw template.status === 'rejected' ? template.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('pgliteTemplateDir', template.value);
  let seededDir: string | undefined;
  try {
    seededDir = await seedPglite(template.value);
    project.provide('pgliteSeededDir', seededDir);
    project.provide('postgresSeededDatabase', await seedPostgres(project.getProvidedContext().postgresUrl));
  } catch (error) {
    if (seededDir) await rm(seededDir, { recursive: true, force: true });
    await teardown();
    throw error;
  }
  return async () => {
    if (seededDir) await rm(seededDir, { recursive: true, force: true });
    await teardown();
  };
}

/** The empty PGlite folder copied, migrated and seeded with the demo. */
async function seedPglite(emptyDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-pglite-seeded-'));
  await cp(emptyDir, dir, { recursive: true });
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  try {
    await migrate(database);
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  return dir;
}

/** A database migrated and seeded with the demo, closed so that it can be a template; its name. */
async function seedPostgres(adminUrl: string): Promise<string> {
  const name = `vognpark_seeded_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await migrate(database);
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  return name;
}

async function startPostgres(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'The server tests need PostgreSQL (initdb, pg_ctl): run `node scripts/ensure-postgres.mjs` ' +
        '(as root it installs Debian\'s "postgresql"), or set PG_BIN or TEST_DATABASE_URL.',
    );

  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);

  const port = await freePort();
  try {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `Could not start a test PostgreSQL (as ${asRoot ? 'postgres' : userInfo().username}): ${String(error)}`,
    );
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
}
