/**
 * The fixture of the fleet-work tests (compliance, inspections, tasks, dashboard): per engine, one
 * migrated and seeded database, the real server and a tRPC WebSocket client per role.
 */
import { rm } from 'node:fs/promises';
import { TRPCClientError } from '@trpc/client';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { clients, users } from '../src/db/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed.js';
import { FLEET_DEMO } from '../src/areas/vehicles/seed.js';
import { SHARING_DEMO } from '../src/areas/sharing/seed.js';
import type { AppRouter } from '../src/index.js';
import {
  APP_ORIGIN,
  connectTrpc,
  makeAppDist,
  openSeededPglite,
  openSeededPostgres,
  signIn,
  startServer,
  type TestServer,
  type TrpcConnection,
} from './helpers.js';

export type Client = TrpcConnection['client'];
export type Role = 'manager' | 'manager2' | 'user' | 'admin';

export const ENGINES = [
  // Copies of the demo seeded once per run (global-setup.ts); useWorkFixture's seed finds it there.
  { engine: 'PGlite', open: openSeededPglite },
  { engine: 'PostgreSQL', open: openSeededPostgres },
];

/** The error a call failed with (fails the test when it succeeded). */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; fieldErrors: Record<string, string> | null }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = (error as TRPCClientError<AppRouter>).data as {
      code: string;
      fieldErrors: Record<string, string> | null;
    };
    return { code: data.code, fieldErrors: data.fieldErrors };
  }
  throw new Error('expected the call to fail');
}

export interface WorkFixture {
  database: Database;
  as: Record<Role, Client>;
  /** The server's address and each role's session cookie, for the HTTP routes. */
  http: { baseUrl: string; cookies: Record<Role, string> };
  ids: {
    nordlys: string;
    fjordbus: string;
    manager: string;
    jonas: string;
    /** Jonas's two vehicles (AB12345, CD23456). */
    jonasVehicles: string[];
    /** A Nordlys vehicle in use Jonas does not drive. */
    nordlysVehicle: string;
    fjordbusVehicle: string;
    /** A Fjordbus driver (for cross-client assignee checks). */
    fjordbusPerson: string;
  };
}

/** Registers beforeAll/afterAll for one engine and answers the fixture (filled by beforeAll). */
export function useWorkFixture(open: () => Promise<Database>, env: Record<string, string> = {}): WorkFixture {
  const fixture = { as: {}, ids: {}, http: { baseUrl: '', cookies: {} } } as WorkFixture;
  let server: TestServer;
  let appDistDir: string;
  const connections: TrpcConnection[] = [];

  beforeAll(async () => {
    fixture.database = await open();
    const db = fixture.database.db;
    await migrate(fixture.database);
    await seedDemoData(db);
    appDistDir = await makeAppDist();
    const relaxed = readConfig({
      PORT: '0',
      APP_URL: APP_ORIGIN,
      WS_URL: 'ws://vognpark.test/trpc',
      WS_CALLS_PER_SECOND: '100000',
      WS_CALLS_PER_SECOND_PER_ADDRESS: '100000',
      ...env,
    });
    server = await startServer(fixture.database, { ...relaxed, appDistDir });
    fixture.http.baseUrl = server.baseUrl;
    const accounts: Record<Role, string> = {
      manager: DEMO_ACCOUNTS.manager,
      manager2: FLEET_DEMO.manager2.email,
      user: DEMO_ACCOUNTS.user,
      admin: DEMO_ACCOUNTS.admin,
    };
    for (const [role, email] of Object.entries(accounts) as [Role, string][]) {
      const cookie = await signIn(server.baseUrl, email);
      fixture.http.cookies[role] = cookie;
      const connection = connectTrpc(server.wsUrl, { cookie });
      connections.push(connection);
      fixture.as[role] = connection.client;
    }
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.email, [DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.user]));
    const manager = people.find((p) => p.email === DEMO_ACCOUNTS.manager)!;
    const jonas = people.find((p) => p.email === DEMO_ACCOUNTS.user)!;
    const [fjordbus] = await db.select().from(clients).where(eq(clients.name, 'Fjordbus A/S'));
    const jonasVehicles = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.driverUserId, jonas.id))
      .orderBy(asc(vehicles.registration));
    const [nordlysVehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(eq(vehicles.clientId, manager.clientId!), ne(vehicles.status, 'sold'), eq(vehicles.type, 'van')),
      )
      .orderBy(asc(vehicles.registration))
      .offset(10)
      .limit(1);
    const [fjordbusVehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, fjordbus!.id), ne(vehicles.status, 'sold')))
      .limit(1);
    const [fjordbusPerson] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, fjordbus!.id), eq(users.role, 'user')))
      .limit(1);
    fixture.ids = {
      nordlys: manager.clientId!,
      fjordbus: fjordbus!.id,
      manager: manager.id,
      jonas: jonas.id,
      jonasVehicles: jonasVehicles.map((v) => v.id),
      nordlysVehicle: nordlysVehicle!.id,
      fjordbusVehicle: fjordbusVehicle!.id,
      fjordbusPerson: fjordbusPerson!.id,
    };
  }, 180_000);

  afterAll(async () => {
    for (const connection of connections) connection.close();
    await server?.close();
    await fixture.database?.close();
    if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
  });

  return fixture;
}

/** Every item of a list, following `nextCursor` to the end. */
export async function allPages<T>(
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * The demo pool's cars Jonas (the demo driver, `f.as.user`) may book from `startsAt` to `endsAt`,
 * in the pool's order: the demo's bookings take some of them at some hours of the day, so a test's
 * trip picks its car from these.
 */
export async function freeDemoPoolCars(f: WorkFixture, startsAt: Date, endsAt: Date) {
  const pool = (await f.as.manager.sharing.pools.query()).find((p) => p.name === SHARING_DEMO.poolName)!;
  const free = await f.as.user.sharing.free.query({ poolId: pool.id, from: startsAt, to: endsAt });
  const freeIds = new Set(free.filter((v) => v.refusals.length === 0).map((v) => v.id));
  return pool.vehicles.filter((v) => freeIds.has(v.id));
}
