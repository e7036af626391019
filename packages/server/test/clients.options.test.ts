/**
 * `clients.options` on both engines: every customer's id, name and active flag for the admin's
 * filters (the admin vehicle register's customer filter, the add-user form), customers without
 * vehicles and deactivated ones included; admins only.
 */
import { rm } from 'node:fs/promises';
import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { clients } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import type { AppRouter } from '../src/index.js';
import {
  connectTrpc,
  makeAppDist,
  openSeededPglite,
  openSeededPostgres,
  signIn,
  startServer,
  type TestServer,
  type TrpcConnection,
} from './helpers.js';

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    return ((error as TRPCClientError<AppRouter>).data as { code: string }).code;
  }
}

describe.each([
  { engine: 'PGlite', open: openSeededPglite },
  { engine: 'PostgreSQL', open: openSeededPostgres },
])('clients.options on $engine', ({ open }) => {
  let database: Database;
  let appDistDir: string;
  let server: TestServer;
  const connections: TrpcConnection[] = [];
  const as = {} as Record<'admin' | 'manager' | 'user', TrpcConnection['client']>;

  const connect = (cookie: string | null) => {
    const connection = connectTrpc(server.wsUrl, { cookie });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    database = await open();
    appDistDir = await makeAppDist();
    server = await startServer(database, { appDistDir });
    for (const role of ['admin', 'manager', 'user'] as const)
      as[role] = connect(await signIn(server.baseUrl, DEMO_ACCOUNTS[role])).client;
  }, 120_000);

  afterAll(async () => {
    for (const connection of connections) connection.close();
    await server?.close();
    await database?.close();
    if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
  });

  it('lists every customer by name, one without vehicles and a deactivated one included', async () => {
    const empty = await as.admin.clients.create.mutate({ name: 'aarhus Vognmand ApS', cvr: '12121212' });
    const closed = await as.admin.clients.create.mutate({ name: 'Østjysk Kørsel ApS', cvr: '34343434' });
    await as.admin.clients.setActive.mutate({ id: closed.id, active: false });

    const options = await as.admin.clients.options.query();
    const rows = await database.db.select({ id: clients.id }).from(clients);
    expect(options).toHaveLength(rows.length);
    expect(options.map((option) => Object.keys(option).sort())).toEqual(
      options.map(() => ['active', 'id', 'name']),
    );
    // By name without regard to case: "aarhus" before "Fjordbus" before "Nordlys".
    const names = options.map((option) => option.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('aarhus Vognmand ApS')).toBeGreaterThanOrEqual(0);
    expect(at('aarhus Vognmand ApS')).toBeLessThan(at('Fjordbus A/S'));
    expect(at('Fjordbus A/S')).toBeLessThan(at('Nordlys Logistik ApS'));
    expect(options).toContainEqual({ id: empty.id, name: 'aarhus Vognmand ApS', active: true });
    expect(options).toContainEqual({ id: closed.id, name: 'Østjysk Kørsel ApS', active: false });
    const [fjordbus] = await database.db.select().from(clients).where(eq(clients.name, 'Fjordbus A/S'));
    expect(options).toContainEqual({ id: fjordbus!.id, name: 'Fjordbus A/S', active: true });
  });

  it('answers managers and drivers FORBIDDEN and a signed-out socket UNAUTHORIZED', async () => {
    expect(await codeOf(as.manager.clients.options.query())).toBe('FORBIDDEN');
    expect(await codeOf(as.user.clients.options.query())).toBe('FORBIDDEN');
    expect(await codeOf(connect(null).client.clients.options.query())).toBe('UNAUTHORIZED');
  });
});
