/**
 * Storage on both engines: the embedded PGlite and a real PostgreSQL (started by global-setup.ts).
 * Migrations, the schema, the demo seed, badge counting, sessions and settings, and the server
 * answering over HTTP and WebSocket on top of each.
 */
import { rm } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { createSession, deleteSession, resolveSession } from '../src/auth/sessions.js';
import { countNavBadges } from '../src/badges.js';
import { queryRows, type Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { clients, schema, sessions, users } from '../src/db/schema.js';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { inspections } from '../src/areas/inspections/schema.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { areaTables } from '../src/areas/schema.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { getUserSettings, updateUserSettings } from '../src/areas/accounts/settings.js';
import {
  connectTrpc,
  makeAppDist,
  openTestPglite,
  openTestPostgres,
  signIn,
  startServer,
} from './helpers.js';

/** Days from today in Copenhagen, the badges' "today" (src/due). */
const day = (offset: number) => addDays(copenhagenToday(), offset);
const HOUR = 60 * 60 * 1000;

describe.each([
  { engine: 'PGlite', open: openTestPglite },
  { engine: 'PostgreSQL', open: openTestPostgres },
])('storage on $engine', ({ engine, open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it('applies every migration once and records it', async () => {
    const versions = (await readMigrations()).map((m) => m.version);
    expect(versions[0]).toBe('0001_init');
    expect(await migrate(database)).toEqual(versions);
    expect(await migrate(database)).toEqual([]);
    const rows = await queryRows<{ version: string }>(
      database.db,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(rows.map((r) => r.version)).toEqual(versions);
    expect(database.kind).toBe(engine === 'PGlite' ? 'pglite' : 'postgres');
  });

  it('rolls back a failing migration entirely', async () => {
    const broken = {
      version: '9999_broken',
      sql: 'CREATE TABLE broken_probe (id integer); SELECT * FROM no_such_table;',
    };
    await expect(migrate(database, [...(await readMigrations()), broken])).rejects.toThrow(/no_such_table/);
    const probe = await queryRows(database.db, sql`SELECT to_regclass('public.broken_probe') AS t`);
    expect(probe).toEqual([{ t: null }]);
    const recorded = await queryRows(
      database.db,
      sql`SELECT 1 FROM schema_migrations WHERE version = '9999_broken'`,
    );
    expect(recorded).toHaveLength(0);
  });

  it('creates exactly the tables and columns the drizzle schema describes', async () => {
    for (const table of [...Object.values(schema), ...Object.values(areaTables)]) {
      const config = getTableConfig(table);
      const result = await queryRows<{ column_name: string; data_type: string; is_nullable: string }>(
        database.db,
        // An array's data_type is ARRAY; its udt_name (`_text`) names the element type.
        sql`SELECT column_name,
              CASE WHEN data_type = 'ARRAY' THEN substr(udt_name, 2) || '[]' ELSE data_type END AS data_type,
              is_nullable FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = ${config.name}`,
      );
      const actual = result
        .map((c) => `${c.column_name} ${c.data_type} ${c.is_nullable === 'NO' ? 'not null' : 'null'}`)
        .sort();
      const expected = config.columns
        .map((c) => `${c.name} ${c.getSQLType()} ${c.notNull ? 'not null' : 'null'}`)
        .sort();
      expect(actual, config.name).toEqual(expected);
    }
  });

  it('seeds the demo data once: three accounts with password demo, an avatar, real badge counts', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);
    // The demo accounts of the shell; the register's demo data adds drivers and a second manager.
    const all = await database.db
      .select()
      .from(users)
      .where(inArray(users.email, Object.values(DEMO_ACCOUNTS)))
      .orderBy(users.email);
    expect(all.map((u) => [u.email, u.role])).toEqual([
      [DEMO_ACCOUNTS.admin, 'admin'],
      [DEMO_ACCOUNTS.manager, 'manager'],
      [DEMO_ACCOUNTS.user, 'user'],
    ]);
    for (const user of all) expect(await verifyPassword('demo', user.passwordHash)).toBe(true);
    const [admin, manager, plain] = all as [
      typeof users.$inferSelect,
      typeof users.$inferSelect,
      typeof users.$inferSelect,
    ];
    expect(admin.clientId).toBeNull();
    expect(manager.clientId).not.toBeNull();
    expect(plain.clientId).toBe(manager.clientId);
    expect([manager.contactName, manager.contactSurname]).toEqual(['Mette', 'Sørensen']);
    const [avatar] = await database.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.id, manager.imageFileId!));
    expect(avatar?.contentType).toBe('image/png');
    expect(avatar?.data.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(avatar?.size).toBe(avatar?.data.length);
    expect(await countNavBadges(database.db, manager.clientId)).toEqual(WORK_DEMO.nordlysBadges);
    // Every area seeds its demo data here (the documents area's files among them): slow on a busy machine.
  }, 90_000);

  it('counts badges by SQL: overdue open tasks, inspections due within 7 days, obligations needing attention', async () => {
    const [client, other] = await database.db
      .insert(clients)
      .values([{ name: `Badge test ${engine}` }, { name: 'Someone else' }])
      .returning({ id: clients.id });
    const c = client!.id;
    const [vehicle] = await database.db
      .insert(vehicles)
      .values({ clientId: c, registration: 'ZZ 00 001', make: 'Citroën', model: 'Berlingo' })
      .returning({ id: vehicles.id });
    const v = vehicle!.id;
    expect(await countNavBadges(database.db, c)).toEqual({ tasks: 0, inspections: 0, compliance: 0 });
    await database.db.insert(tasks).values([
      { clientId: c, title: 'yesterday, open: counts', dueDate: day(-1) },
      { clientId: c, title: 'a month ago, open: counts', dueDate: day(-30) },
      { clientId: c, title: 'today: not overdue yet', dueDate: day(0) },
      { clientId: c, title: 'tomorrow', dueDate: day(1) },
      { clientId: c, title: 'overdue but done', dueDate: day(-3), status: 'done' },
      { clientId: other!.id, title: 'another client', dueDate: day(-3) },
    ]);
    await database.db.insert(inspections).values([
      { clientId: c, vehicleId: v, kind: 'safety', notes: 'overdue: counts', dueDate: day(-2) },
      { clientId: c, vehicleId: v, kind: 'safety', notes: 'today: counts', dueDate: day(0) },
      { clientId: c, vehicleId: v, kind: 'safety', notes: 'in 7 days: counts', dueDate: day(7) },
      { clientId: c, vehicleId: v, kind: 'safety', notes: 'in 8 days', dueDate: day(8) },
      {
        clientId: c,
        vehicleId: v,
        kind: 'safety',
        notes: 'overdue but done',
        dueDate: day(-2),
        completedAt: new Date(),
      },
    ]);
    await database.db.insert(complianceItems).values([
      { clientId: c, title: 'in order: 31 days', validUntil: day(31) },
      { clientId: c, title: 'due soon: 30 days', validUntil: day(30) },
      { clientId: c, title: 'overdue: yesterday', validUntil: day(-1) },
      { clientId: c, title: 'missing: no date' },
      { clientId: other!.id, title: 'another client' },
    ]);
    expect(await countNavBadges(database.db, c)).toEqual({ tasks: 2, inspections: 3, compliance: 3 });
    expect(await countNavBadges(database.db, null)).toEqual({ tasks: 0, inspections: 0, compliance: 0 });
  });

  it('keeps sessions by hash only, expires them and slides them forward', async () => {
    const [manager] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.manager));
    const ttlMs = 24 * HOUR;
    const session = await createSession(database.db, manager!.id, ttlMs);
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, manager!.id));
    expect(stored.map((s) => s.idHash)).toContain(session.idHash);
    expect(stored.some((s) => s.idHash === session.id)).toBe(false);

    const live = await resolveSession(database.db, session.idHash, { ttlMs, renew: true });
    expect(live?.user.email).toBe(DEMO_ACCOUNTS.manager);
    expect(live?.renewedUntil).toBeNull();

    // Used again three hours later: slid forward to a full lifetime from then.
    const later = new Date(Date.now() + 3 * HOUR);
    const renewed = await resolveSession(database.db, session.idHash, { ttlMs, renew: true, now: later });
    expect(renewed?.renewedUntil?.getTime()).toBe(later.getTime() + ttlMs);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash));
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + ttlMs);

    const afterExpiry = new Date(later.getTime() + ttlMs + 1);
    expect(
      await resolveSession(database.db, session.idHash, { ttlMs, renew: true, now: afterExpiry }),
    ).toBeNull();

    await deleteSession(database.db, session.idHash);
    expect(await resolveSession(database.db, session.idHash, { ttlMs, renew: false })).toBeNull();
  });

  it('stores settings and refuses an unknown language in the database itself', async () => {
    const [plain] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.user));
    expect(await updateUserSettings(database.db, plain!.id, { language: 'uk' })).toEqual({ language: 'uk' });
    expect(await getUserSettings(database.db, plain!.id)).toEqual({ language: 'uk' });
    await expect(
      database.db.execute(sql`UPDATE user_settings SET language = 'xx' WHERE user_id = ${plain!.id}`),
    ).rejects.toThrow();
    expect(await getUserSettings(database.db, plain!.id)).toEqual({ language: 'uk' });
    await updateUserSettings(database.db, plain!.id, { language: 'en' });
  });

  it('serves sign-in, settings and badges over HTTP and WebSocket', async () => {
    const appDistDir = await makeAppDist();
    const server = await startServer(database, { appDistDir });
    const cookie = await signIn(server.baseUrl, DEMO_ACCOUNTS.manager);
    const { client, close } = connectTrpc(server.wsUrl, { cookie });
    try {
      expect(await client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
      expect(await client.my.updateUserSettings.mutate({ language: 'fr' })).toEqual({ language: 'fr' });
      expect(await client.my.getUserSettings.query()).toEqual({ language: 'fr' });
    } finally {
      close();
      await server.close();
      await rm(appDistDir, { recursive: true, force: true });
    }
  });
});
