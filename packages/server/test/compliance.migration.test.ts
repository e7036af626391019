/**
 * Migration 0003 carries 0001-era rows forward on both engines: stored compliance statuses become
 * dates (a stored "missing" loses its date), free-text inspection kinds map to the kinds with the
 * words kept in the notes, tasks keep their status and due date.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { openTestPglite, openTestPostgres } from './helpers.js';

describe.each([
  { engine: 'PGlite', open: openTestPglite },
  { engine: 'PostgreSQL', open: openTestPostgres },
])('migration 0003 on $engine', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    const all = await readMigrations();
    await migrate(
      database,
      all.filter((m) => m.version < '0003'),
    );
    await database.rawTransaction(async (tx) => {
      await tx.exec(`
        INSERT INTO clients (id, name) VALUES ('00000000-0000-0000-0000-0000000000c1', 'Gammel ApS');
        INSERT INTO vehicles (id, client_id, registration, make, model)
          VALUES ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000c1', 'AB12345', 'Ford', 'Transit');
        INSERT INTO compliance_items (client_id, vehicle_id, title, status, valid_until) VALUES
          ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000e1', 'Forsikringsbevis', 'in_order', '2030-01-01'),
          ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000e1', 'Vognmandstilladelse', 'missing', '2020-01-01');
        INSERT INTO inspections (client_id, vehicle_id, kind, due_date) VALUES
          ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000e1', 'Periodisk syn', '2030-01-01'),
          ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000e1', 'Sikkerhedstjek', '2030-01-02'),
          ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-0000000000e1', 'Dæktjek', '2030-01-03');
        INSERT INTO tasks (client_id, title, status, due_date) VALUES
          ('00000000-0000-0000-0000-0000000000c1', 'Skift vinterdæk', 'done', '2020-01-01');
      `);
    });
    expect(await migrate(database)).toEqual(all.filter((m) => m.version >= '0003').map((m) => m.version));
  }, 60_000);
  afterAll(() => database?.close());

  it('keeps every row, with states now derived from the dates', async () => {
    const obligations = await queryRows<{ title: string; kind: string; valid_until: string | null }>(
      database.db,
      sql`SELECT title, kind, valid_until::text AS valid_until FROM compliance_items ORDER BY title`,
    );
    expect(obligations).toEqual([
      { title: 'Forsikringsbevis', kind: 'custom', valid_until: '2030-01-01' },
      { title: 'Vognmandstilladelse', kind: 'custom', valid_until: null },
    ]);
    const inspections = await queryRows<{ kind: string; notes: string }>(
      database.db,
      sql`SELECT kind, notes FROM inspections ORDER BY due_date`,
    );
    expect(inspections).toEqual([
      { kind: 'syn_preparation', notes: 'Periodisk syn' },
      { kind: 'safety', notes: 'Sikkerhedstjek' },
      { kind: 'walk_around', notes: 'Dæktjek' },
    ]);
    const tasks = await queryRows<{ title: string; status: string; source: string; priority: string }>(
      database.db,
      sql`SELECT title, status, source, priority FROM tasks`,
    );
    expect(tasks).toEqual([
      { title: 'Skift vinterdæk', status: 'done', source: 'manual', priority: 'normal' },
    ]);
    await expect(database.db.execute(sql`UPDATE inspections SET kind = 'Periodisk syn'`)).rejects.toThrow();
  });
});
