/**
 * The vehicle register end to end on both engines: the demo fleet, every `vehicles` procedure over
 * a real tRPC WebSocket, per role (manager, the other client's manager, driver, admin), tenant
 * separation, field errors that write nothing, keyset paging under concurrent inserts, history and
 * the streamed CSV export. One database, server and set of sign-ins per engine.
 */
import { rm } from 'node:fs/promises';
import { TRPCClientError } from '@trpc/client';
import { and, count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countNavBadges } from '../src/badges.js';
import { readConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { clients, users } from '../src/db/schema.js';
import { vehicleHistory, vehicles } from '../src/areas/vehicles/schema.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { FLEET_DEMO } from '../src/areas/vehicles/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import type { AppRouter } from '../src/index.js';
import { VEHICLE_EXPORT_COLUMNS } from '../src/areas/vehicles/csv.js';
import { formatRegistration } from '../src/areas/vehicles/identifiers.js';
import type { Vehicle, VehicleExportChunk, VehicleSortBy } from '../src/areas/vehicles/model.js';
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

type Client = TrpcConnection['client'];
type Role = 'manager' | 'manager2' | 'user' | 'admin';

/** The error a call failed with (fails the test when it succeeded). */
async function failure(
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

type ExportEvent = { id: string; data: VehicleExportChunk };

/** Runs the export subscription to its end and answers every message. */
function collectExport(
  client: Client,
  input: Parameters<Client['vehicles']['exportCsv']['subscribe']>[0],
  stopAfter = Infinity,
): Promise<ExportEvent[]> {
  return new Promise((resolve, reject) => {
    const events: ExportEvent[] = [];
    const subscription = client.vehicles.exportCsv.subscribe(input, {
      onData: (event) => {
        events.push(event as ExportEvent);
        if ((event as ExportEvent).data.done || events.length >= stopAfter) {
          subscription.unsubscribe();
          resolve(events);
        }
      },
      onError: reject,
      onComplete: () => resolve(events),
    });
  });
}

/** Whether `part` appears in `whole` in the same order (not necessarily contiguous). */
function isSubsequence(part: string[], whole: string[]): boolean {
  let i = 0;
  for (const item of whole) if (item === part[i]) i += 1;
  return i === part.length;
}

const SORTS: VehicleSortBy[] = ['registration', 'makeModel', 'year', 'status', 'odometer', 'nextDue'];

/** The demo fleet of the first engine, to compare with the second: the same on every fresh start. */
let firstFleet: string[] | null = null;

describe.each([
  { engine: 'PGlite', open: openSeededPglite },
  { engine: 'PostgreSQL', open: openSeededPostgres },
])('vehicle register on $engine', ({ open }) => {
  let database: Database;
  let appDistDir: string;
  let server: TestServer;
  const as = {} as Record<Role, Client>;
  const connections: TrpcConnection[] = [];
  const ids = { nordlys: '', fjordbus: '', jonas: '', manager: '' };

  beforeAll(async () => {
    database = await open();
    appDistDir = await makeAppDist();
    // The paging tests call faster than a person; the per-socket call rate is not under test here.
    const relaxed = readConfig({
      PORT: '0',
      APP_URL: APP_ORIGIN,
      WS_URL: 'ws://vognpark.test/trpc',
      WS_CALLS_PER_SECOND: '100000',
      WS_CALLS_PER_SECOND_PER_ADDRESS: '100000',
    });
    server = await startServer(database, { ...relaxed, appDistDir });
    const accounts: Record<Role, string> = {
      manager: DEMO_ACCOUNTS.manager,
      manager2: FLEET_DEMO.manager2.email,
      user: DEMO_ACCOUNTS.user,
      admin: DEMO_ACCOUNTS.admin,
    };
    for (const [role, email] of Object.entries(accounts) as [Role, string][]) {
      const connection = connectTrpc(server.wsUrl, { cookie: await signIn(server.baseUrl, email) });
      connections.push(connection);
      as[role] = connection.client;
    }
    const people = await database.db
      .select()
      .from(users)
      .where(inArray(users.email, [DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.user]));
    const manager = people.find((p) => p.email === DEMO_ACCOUNTS.manager)!;
    ids.manager = manager.id;
    ids.nordlys = manager.clientId!;
    ids.jonas = people.find((p) => p.email === DEMO_ACCOUNTS.user)!.id;
    const [fjordbus] = await database.db.select().from(clients).where(eq(clients.name, 'Fjordbus A/S'));
    ids.fjordbus = fjordbus!.id;
  }, 120_000);

  afterAll(async () => {
    for (const connection of connections) connection.close();
    await server?.close();
    await database?.close();
    if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
  });

  const countOf = async (clientId: string, unsoldOnly = true) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.clientId, clientId), unsoldOnly ? ne(vehicles.status, 'sold') : undefined));
    return Number(row!.n);
  };
  const historyCount = async () =>
    Number((await database.db.select({ n: count() }).from(vehicleHistory))[0]!.n);
  const vehicleOf = async (clientId: string, where = sql`true`) => {
    const [row] = await database.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold'), where))
      .limit(1);
    return row!;
  };
  let plateCounter = 0;
  const newPlate = () =>
    `TT ${String(10_000 + (plateCounter += 1)).slice(0, 2)} ${String(plateCounter).padStart(3, '0')}`;

  it('seeds the demo fleet deterministically, fast, and leaves the badges as they were', async () => {
    expect(await countOf(ids.nordlys, false)).toBe(FLEET_DEMO.nordlysVehicles);
    expect(await countOf(ids.fjordbus, false)).toBe(FLEET_DEMO.fjordbusVehicles);
    const statuses = await database.db
      .select({ status: vehicles.status, n: count() })
      .from(vehicles)
      .where(eq(vehicles.clientId, ids.nordlys))
      .groupBy(vehicles.status);
    expect(statuses.map((s) => s.status).sort()).toEqual(['active', 'in_workshop', 'out_of_service', 'sold']);
    const jonas = await database.db.select().from(vehicles).where(eq(vehicles.driverUserId, ids.jonas));
    expect(jonas.map((v) => v.registration).sort()).toEqual([...FLEET_DEMO.driverPlates]);
    const spaced = await database.db
      .select({ n: count() })
      .from(vehicles)
      .where(like(vehicles.registration, '% %'));
    expect(spaced[0]!.n).toBe(0);
    expect(await countNavBadges(database.db, ids.nordlys)).toEqual(WORK_DEMO.nordlysBadges);
    expect(await as.manager.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);

    const fleet = (
      await database.db
        .select({ r: vehicles.registration, make: vehicles.make, model: vehicles.model, s: vehicles.status })
        .from(vehicles)
        .where(inArray(vehicles.clientId, [ids.nordlys, ids.fjordbus]))
    )
      .map((v) => `${v.r} ${v.make} ${v.model} ${v.s}`)
      .sort();
    if (firstFleet) expect(fleet).toEqual(firstFleet);
    else firstFleet = fleet;
  });

  describe('list', () => {
    it("shows a manager the first page of their client's unsold vehicles by plate, with the total", async () => {
      const page = await as.manager.vehicles.list.query({});
      expect(page.items).toHaveLength(50);
      expect((await as.manager.vehicles.count.query({})).total).toBe(await countOf(ids.nordlys));
      expect(page.prevCursor).toBeNull();
      expect(page.nextCursor).not.toBeNull();
      expect(page.items.every((v) => v.clientId === ids.nordlys && v.status !== 'sold')).toBe(true);
      expect(page.items.every((v) => v.clientName === 'Nordlys Logistik ApS')).toBe(true);
      const plates = page.items.map((v) => v.registration);
      const [first] = await database.db
        .select({ r: vehicles.registration })
        .from(vehicles)
        .where(and(eq(vehicles.clientId, ids.nordlys), ne(vehicles.status, 'sold')))
        .orderBy(vehicles.registration, vehicles.id)
        .limit(1);
      expect(plates[0]).toBe(first!.r);
      const second = await as.manager.vehicles.list.query({ cursor: page.nextCursor });
      expect(second.prevCursor).not.toBeNull();
      expect(second.items.some((v) => plates.includes(v.registration))).toBe(false);
    });

    it('scrolls the whole register once: every unsold vehicle exactly once', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      const { total } = await as.manager.vehicles.count.query({});
      do {
        const page: Awaited<ReturnType<Client['vehicles']['list']['query']>> =
          await as.manager.vehicles.list.query({
            cursor,
            limit: 100,
          });
        seen.push(...page.items.map((v) => v.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(total);
      expect(total).toBe(await countOf(ids.nordlys));
    });

    it.each(SORTS.flatMap((by) => (['asc', 'desc'] as const).map((dir) => ({ by, dir }))))(
      'pages by $by $dir forward and backward without repeating or skipping a row while rows are added',
      async (sort) => {
        const fjordbus = await countOf(ids.fjordbus);
        const before = (await as.manager2.vehicles.list.query({ sort, limit: 100 })).items.map((v) => v.id);
        expect(before).toHaveLength(fjordbus);
        const added: string[] = [];
        const addOne = async (i: number) => {
          const vehicle = await as.manager2.vehicles.create.mutate({
            registration: newPlate(),
            make: i % 2 ? 'Aaa' : 'Zzz',
            model: 'Paging',
            year: i % 2 ? 1990 : 2025,
            type: 'bus',
            fuel: 'diesel',
            status: i % 3 ? 'active' : 'in_workshop',
            odometerKm: i % 2 ? 1 : 9_000_000,
          });
          added.push(vehicle.id);
        };
        try {
          for (const direction of ['forward', 'backward'] as const) {
            const pages: Vehicle[][] = [];
            let cursor: string | null = null;
            let i = 0;
            do {
              const page: Awaited<ReturnType<Client['vehicles']['list']['query']>> =
                await as.manager2.vehicles.list.query({ sort, limit: 7, cursor, direction });
              pages.push(page.items);
              cursor = direction === 'forward' ? page.nextCursor : page.prevCursor;
              await addOne((i += 1));
            } while (cursor);
            const seen = (direction === 'forward' ? pages : pages.reverse()).flat().map((v) => v.id);
            expect(new Set(seen).size, 'no row twice').toBe(seen.length);
            for (const id of before) expect(seen, 'no row skipped').toContain(id);
            const after = (await as.manager2.vehicles.list.query({ sort, limit: 100 })).items.map(
              (v) => v.id,
            );
            expect(isSubsequence(seen, after), 'in the sort order').toBe(true);
          }
        } finally {
          await database.db.delete(vehicles).where(inArray(vehicles.id, added));
        }
      },
    );

    it('answers the last page first when asked backward without a cursor', async () => {
      const all = (await as.manager2.vehicles.list.query({ limit: 100 })).items.map((v) => v.id);
      const last = await as.manager2.vehicles.list.query({ limit: 10, direction: 'backward' });
      expect(last.items.map((v) => v.id)).toEqual(all.slice(-10));
      expect(last.nextCursor).toBeNull();
      expect((await as.manager2.vehicles.count.query({})).total).toBe(all.length);
      const before = await as.manager2.vehicles.list.query({
        limit: 10,
        direction: 'backward',
        cursor: last.prevCursor,
      });
      expect(before.items.map((v) => v.id)).toEqual(all.slice(-20, -10));
      const again = await as.manager2.vehicles.list.query({ limit: 10, cursor: before.nextCursor });
      expect(again.items.map((v) => v.id)).toEqual(all.slice(-10));
    });

    it('refuses a cursor of another sort or a made-up one on the cursor field', async () => {
      const page = await as.manager.vehicles.list.query({ limit: 5 });
      const wrongSort = await failure(
        as.manager.vehicles.list.query({ cursor: page.nextCursor, sort: { by: 'year', dir: 'asc' } }),
      );
      expect(wrongSort).toEqual({ code: 'BAD_REQUEST', fieldErrors: { cursor: 'invalid' } });
      expect((await failure(as.manager.vehicles.list.query({ cursor: 'abc' }))).fieldErrors).toEqual({
        cursor: 'invalid',
      });
      expect((await failure(as.manager.vehicles.list.query({ limit: 101 }))).fieldErrors).toEqual({
        limit: 'too_big',
      });
      expect((await failure(as.manager.vehicles.list.query({ offset: 1000 } as never))).code).toBe(
        'BAD_REQUEST',
      );
    });

    it('searches plates with or without spaces, VIN, make, "make model" and the driver', async () => {
      const byPlate = await as.manager.vehicles.list.query({ search: 'ab 12 345' });
      expect(byPlate.items.map((v) => v.registration)).toContain('AB12345');
      expect((await as.manager.vehicles.count.query({ search: 'ab 12 345' })).total).toBe(
        byPlate.items.length,
      );
      const withVin = await vehicleOf(ids.nordlys, sql`vin IS NOT NULL`);
      const byVin = await as.manager.vehicles.list.query({ search: withVin.vin!.slice(3, 14).toLowerCase() });
      expect(byVin.items.map((v) => v.id)).toContain(withVin.id);
      const byMakeModel = await as.manager.vehicles.list.query({
        search: 'mercedes-benz sprinter',
        limit: 100,
      });
      expect(byMakeModel.items.length).toBeGreaterThan(0);
      expect(byMakeModel.items.every((v) => v.make === 'Mercedes-Benz' && v.model === 'Sprinter')).toBe(true);
      const byDriver = await as.manager.vehicles.list.query({ search: 'Jonas Kristensen' });
      expect(byDriver.items.map((v) => v.registration).sort()).toEqual([...FLEET_DEMO.driverPlates]);
      expect((await as.manager.vehicles.count.query({ search: '%' })).total).toBe(0);
      expect((await as.manager2.vehicles.count.query({ search: 'AB 12 345' })).total).toBe(0);
    });

    it('filters by status, type, fuel and compliance state, and shows sold vehicles only when asked', async () => {
      const workshop = await as.manager.vehicles.list.query({ status: ['in_workshop'], limit: 100 });
      expect(workshop.items.every((v) => v.status === 'in_workshop')).toBe(true);
      const [n] = await database.db
        .select({ n: count() })
        .from(vehicles)
        .where(and(eq(vehicles.clientId, ids.nordlys), eq(vehicles.status, 'in_workshop')));
      expect((await as.manager.vehicles.count.query({ status: ['in_workshop'] })).total).toBe(Number(n!.n));
      const electricVans = await as.manager.vehicles.list.query({
        type: ['van'],
        fuel: ['electric'],
        limit: 100,
      });
      expect(
        (await as.manager.vehicles.count.query({ type: ['van'], fuel: ['electric'] })).total,
      ).toBeGreaterThan(0);
      expect(electricVans.items.every((v) => v.type === 'van' && v.fuel === 'electric')).toBe(true);
      const everything = await as.manager.vehicles.count.query({ includeSold: true });
      expect(everything.total).toBe(await countOf(ids.nordlys, false));
      const sold = await as.manager.vehicles.count.query({ status: ['sold'] });
      expect(sold.total).toBe((await countOf(ids.nordlys, false)) - (await countOf(ids.nordlys)));
      // A vehicle matches when one of its obligations is in the state (derived from its date).
      const platesOf = (items: { vehicle: { registration: string } | null }[]) =>
        [...new Set(items.map((o) => o.vehicle!.registration))].sort();
      const overdueObligations = await as.manager.compliance.list.query({ state: ['overdue'], limit: 100 });
      const overdue = await as.manager.vehicles.list.query({ complianceState: ['overdue'], limit: 100 });
      expect(overdue.items.map((v) => v.registration).sort()).toEqual(platesOf(overdueObligations.items));
      expect(overdue.items.map((v) => v.registration)).toContain('CD23456');
      const attentionObligations = await as.manager.compliance.list.query({
        state: ['overdue', 'missing', 'due_soon'],
        limit: 100,
      });
      const attention = await as.manager.vehicles.count.query({
        complianceState: ['overdue', 'missing', 'due_soon'],
      });
      expect(attention.total).toBe(platesOf(attentionObligations.items).length);
    });

    it('shows a driver only the vehicles they drive', async () => {
      const mine = await as.user.vehicles.list.query({});
      expect(mine.items.map((v) => v.registration).sort()).toEqual([...FLEET_DEMO.driverPlates]);
      expect(mine.items.every((v) => v.driver?.id === ids.jonas)).toBe(true);
      expect((await as.user.vehicles.count.query({})).total).toBe(2);
    });

    it('shows the admin every client with the client name, filtered by client on request', async () => {
      const all = await as.admin.vehicles.list.query({ limit: 10 });
      const [n] = await database.db.select({ n: count() }).from(vehicles).where(ne(vehicles.status, 'sold'));
      expect(all.items).toHaveLength(10);
      expect((await as.admin.vehicles.count.query({})).total).toBe(Number(n!.n));
      const fjordbus = await as.admin.vehicles.list.query({ clientId: ids.fjordbus, limit: 100 });
      expect((await as.admin.vehicles.count.query({ clientId: ids.fjordbus })).total).toBe(
        await countOf(ids.fjordbus),
      );
      expect(fjordbus.items.every((v) => v.clientName === 'Fjordbus A/S')).toBe(true);
    });

    it("answers NOT_FOUND when a manager asks for another client's register", async () => {
      expect((await failure(as.manager.vehicles.list.query({ clientId: ids.fjordbus }))).code).toBe(
        'NOT_FOUND',
      );
      expect((await failure(as.manager.vehicles.count.query({ clientId: ids.fjordbus }))).code).toBe(
        'NOT_FOUND',
      );
      expect((await as.manager.vehicles.list.query({ clientId: ids.nordlys, limit: 1 })).items).toHaveLength(
        1,
      );
      const signedOut = connectTrpc(server.wsUrl);
      connections.push(signedOut);
      expect((await failure(signedOut.client.vehicles.list.query({}))).code).toBe('UNAUTHORIZED');
    });
  });

  describe('get', () => {
    it("answers a vehicle with its driver's and client's names to those who may see it", async () => {
      const driven = await vehicleOf(ids.nordlys, sql`registration = 'AB12345'`);
      const vehicle = await as.manager.vehicles.get.query({ id: driven.id });
      expect(vehicle).toMatchObject({
        registration: 'AB12345',
        clientName: 'Nordlys Logistik ApS',
        driver: { id: ids.jonas, name: 'Jonas', surname: 'Kristensen' },
        make: 'Volkswagen',
      });
      expect((await as.user.vehicles.get.query({ id: driven.id })).id).toBe(driven.id);
      expect((await as.admin.vehicles.get.query({ id: driven.id })).id).toBe(driven.id);
    });

    it("answers NOT_FOUND for another client's vehicle, a vehicle the driver does not drive and no vehicle", async () => {
      const theirs = await vehicleOf(ids.fjordbus);
      const undriven = await vehicleOf(ids.nordlys, sql`driver_user_id IS NULL`);
      expect((await failure(as.manager.vehicles.get.query({ id: theirs.id }))).code).toBe('NOT_FOUND');
      expect((await failure(as.manager2.vehicles.get.query({ id: undriven.id }))).code).toBe('NOT_FOUND');
      expect((await failure(as.user.vehicles.get.query({ id: undriven.id }))).code).toBe('NOT_FOUND');
      expect(
        (await failure(as.manager.vehicles.get.query({ id: '5b0e3a4c-8f2d-4c47-9a51-2f8f1f4f0c11' }))).code,
      ).toBe('NOT_FOUND');
      expect((await failure(as.manager.vehicles.get.query({ id: 'nope' }))).fieldErrors).toEqual({
        id: 'invalid_format',
      });
    });
  });

  describe('writes', () => {
    const base = { make: 'Citroën', model: 'ë-Berlingo', type: 'van', fuel: 'electric' } as const;

    it('creates a vehicle with a normalised plate and records who created it', async () => {
      const vehicle = await as.manager.vehicles.create.mutate({
        ...base,
        registration: 'zx 98 765',
        vin: 'vf7 zzz 12345678901',
        year: 2024,
        odometerKm: 1_200,
        driverUserId: ids.jonas,
        firstRegistrationDate: '2024-02-29',
        notes: 'Ladekabel i bagagerummet; "type 2".',
      });
      expect(vehicle).toMatchObject({
        registration: 'ZX98765',
        vin: 'VF7ZZZ12345678901',
        status: 'active',
        clientId: ids.nordlys,
        driver: { id: ids.jonas },
      });
      const history = await as.manager.vehicles.history.query({ id: vehicle.id });
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({
        action: 'created',
        actor: { id: ids.manager, name: 'Mette', surname: 'Sørensen' },
        changes: { registration: { old: null, new: 'ZX98765' }, odometerKm: { old: null, new: 1_200 } },
      });
      expect((await as.manager.vehicles.count.query({ search: 'ZX 98 765' })).total).toBe(1);
    });

    it('refuses each invalid field on that field and writes nothing', async () => {
      const taken = await vehicleOf(ids.nordlys);
      const otherDriver = (
        await database.db.select().from(users).where(eq(users.clientId, ids.fjordbus))
      )[0]!;
      const vehiclesBefore = await countOf(ids.nordlys, false);
      const historyBefore = await historyCount();
      const nextYear = new Date().getFullYear() + 1;
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ registration: formatRegistration(taken.registration) }, { registration: 'duplicate' }],
        [{ registration: '#' }, { registration: 'invalid' }],
        [{ registration: '' }, { registration: 'too_small' }],
        [{ vin: 'WVWZZZ1JZ3W38675O' }, { vin: 'invalid' }],
        [{ vin: 'SHORT' }, { vin: 'invalid' }],
        [{ year: 1899 }, { year: 'out_of_range' }],
        [{ year: nextYear + 1 }, { year: 'out_of_range' }],
        [{ year: 2020.5 }, { year: 'invalid_type' }],
        [{ odometerKm: -1 }, { odometerKm: 'too_small' }],
        [{ driverUserId: otherDriver.id }, { driverUserId: 'not_found' }],
        [{ type: 'rocket' }, { type: 'invalid_value' }],
        [{ make: '   ' }, { make: 'too_small' }],
        [{ firstRegistrationDate: '2024-02-30' }, { firstRegistrationDate: 'invalid_format' }],
        [{ status: 'sold' }, { status: 'invalid_value' }],
      ];
      for (const [change, expected] of cases) {
        const error = await failure(
          as.manager.vehicles.create.mutate({ ...base, registration: newPlate(), ...change } as never),
        );
        expect(error, JSON.stringify(change)).toEqual({ code: 'BAD_REQUEST', fieldErrors: expected });
      }
      expect(
        (
          await failure(
            as.manager.vehicles.create.mutate({ ...base, registration: newPlate(), colour: 'red' } as never),
          )
        ).code,
      ).toBe('BAD_REQUEST');
      expect(await countOf(ids.nordlys, false)).toBe(vehiclesBefore);
      expect(await historyCount()).toBe(historyBefore);
      // Another client may have the same plate, and so may a sold vehicle.
      const same = await as.manager2.vehicles.create.mutate({ ...base, registration: taken.registration });
      expect(same.clientId).toBe(ids.fjordbus);
      expect(await as.manager2.vehicles.archive.mutate({ id: same.id })).toMatchObject({ status: 'sold' });
      const again = await as.manager2.vehicles.create.mutate({ ...base, registration: taken.registration });
      expect(again.registration).toBe(taken.registration);
    });

    it('updates only the fields given, refuses a lower odometer unless it is a correction, and logs old and new', async () => {
      const created = await as.manager.vehicles.create.mutate({
        ...base,
        registration: newPlate(),
        odometerKm: 50_000,
      });
      const updated = await as.manager.vehicles.update.mutate({
        id: created.id,
        expectedVersion: created.version,
        odometerKm: 51_000,
        notes: 'Nye dæk på.',
      });
      expect(updated).toMatchObject({
        odometerKm: 51_000,
        notes: 'Nye dæk på.',
        make: base.make,
        model: base.model,
      });

      const historyBefore = await historyCount();
      expect(
        await failure(
          as.manager.vehicles.update.mutate({
            id: created.id,
            expectedVersion: updated.version,
            odometerKm: 40_000,
            notes: 'x',
          }),
        ),
      ).toEqual({
        code: 'BAD_REQUEST',
        fieldErrors: { odometerKm: 'decreased' },
      });
      expect(await as.manager.vehicles.get.query({ id: created.id })).toMatchObject({
        odometerKm: 51_000,
        notes: 'Nye dæk på.',
      });
      expect(await historyCount()).toBe(historyBefore);

      const corrected = await as.manager.vehicles.update.mutate({
        id: created.id,
        expectedVersion: updated.version,
        odometerKm: 41_000,
        odometerCorrection: true,
      });
      expect(corrected.odometerKm).toBe(41_000);
      const history = await as.manager.vehicles.history.query({ id: created.id });
      expect(history.items.map((h) => h.action)).toEqual(['updated', 'updated', 'created']);
      expect(history.items[0]!.changes).toEqual({
        odometerKm: { old: 51_000, new: 41_000 },
        odometerCorrection: { old: false, new: true },
      });
      expect(history.items[1]!.changes).toEqual({
        odometerKm: { old: 50_000, new: 51_000 },
        notes: { old: '', new: 'Nye dæk på.' },
      });

      const withDriver = await as.manager.vehicles.update.mutate({
        id: created.id,
        expectedVersion: corrected.version,
        driverUserId: ids.jonas,
      });
      expect(withDriver.driver).toEqual({ id: ids.jonas, name: 'Jonas', surname: 'Kristensen' });
      const entry = (await as.manager.vehicles.history.query({ id: created.id, limit: 1 })).items[0]!;
      expect(entry.changes).toEqual({
        driver: { old: null, new: { id: ids.jonas, name: 'Jonas', surname: 'Kristensen' } },
      });

      const other = await vehicleOf(ids.nordlys, sql`id <> ${created.id}`);
      expect(
        (
          await failure(
            as.manager.vehicles.update.mutate({
              id: created.id,
              expectedVersion: withDriver.version,
              registration: other.registration,
            }),
          )
        ).fieldErrors,
      ).toEqual({
        registration: 'duplicate',
      });
      expect(
        (
          await failure(
            as.manager.vehicles.update.mutate({
              id: created.id,
              expectedVersion: withDriver.version,
              year: 1800,
            }),
          )
        ).fieldErrors,
      ).toEqual({ year: 'out_of_range' });
      expect(
        (
          await failure(
            as.manager.vehicles.update.mutate({
              id: created.id,
              expectedVersion: withDriver.version,
              vin: 'I'.repeat(17),
            }),
          )
        ).fieldErrors,
      ).toEqual({ vin: 'invalid' });
    });

    it('puts a new van on yellow plates unless told otherwise, sets and clears them with history', async () => {
      const van = await as.manager.vehicles.create.mutate({ ...base, registration: newPlate() });
      expect(van.yellowPlates).toBe(true);
      const car = await as.manager.vehicles.create.mutate({ ...base, type: 'car', registration: newPlate() });
      expect(car.yellowPlates).toBe(false);
      const whiteVan = await as.manager.vehicles.create.mutate({
        ...base,
        registration: newPlate(),
        yellowPlates: false,
      });
      expect(whiteVan.yellowPlates).toBe(false);
      expect((await as.manager.vehicles.history.query({ id: van.id })).items[0]!.changes).toMatchObject({
        yellowPlates: { old: null, new: true },
      });

      const yellowCar = await as.manager.vehicles.update.mutate({
        id: car.id,
        expectedVersion: car.version,
        yellowPlates: true,
      });
      expect(yellowCar).toMatchObject({ yellowPlates: true, version: car.version + 1 });
      expect(await as.manager.vehicles.get.query({ id: car.id })).toMatchObject({ yellowPlates: true });
      const cleared = await as.manager.vehicles.update.mutate({
        id: car.id,
        expectedVersion: yellowCar.version,
        yellowPlates: false,
      });
      expect(cleared).toMatchObject({ yellowPlates: false, version: yellowCar.version + 1 });
      const history = await as.manager.vehicles.history.query({ id: car.id });
      expect(history.items.map((h) => [h.action, h.changes])).toEqual([
        ['updated', { yellowPlates: { old: true, new: false } }],
        ['updated', { yellowPlates: { old: false, new: true } }],
        ['created', expect.objectContaining({ yellowPlates: { old: null, new: false } })],
      ]);
      // The same value again changes nothing: no history, the same version.
      const same = await as.manager.vehicles.update.mutate({
        id: car.id,
        expectedVersion: cleared.version,
        yellowPlates: false,
      });
      expect(same.version).toBe(cleared.version);
      expect((await as.manager.vehicles.history.query({ id: car.id })).items).toHaveLength(3);
      // A type change leaves the plates as they are: they are their own field.
      const asVan = await as.manager.vehicles.update.mutate({
        id: car.id,
        expectedVersion: same.version,
        type: 'van',
      });
      expect(asVan.yellowPlates).toBe(false);
      expect(
        (await failure(as.manager.vehicles.update.mutate({ id: car.id, yellowPlates: 'yes' } as never)))
          .fieldErrors,
      ).toMatchObject({ yellowPlates: expect.any(String) });
    });

    it('sets a new vehicle’s driving licence category from its type unless told, and changes it with history', async () => {
      const van = await as.manager.vehicles.create.mutate({ ...base, registration: newPlate() });
      expect(van.licenceCategory).toBe('B');
      const lorry = await as.manager.vehicles.create.mutate({
        ...base,
        type: 'truck',
        fuel: 'diesel',
        registration: newPlate(),
      });
      expect(lorry.licenceCategory).toBe('C');
      const bus = await as.manager.vehicles.create.mutate({ ...base, type: 'bus', registration: newPlate() });
      expect(bus.licenceCategory).toBe('D');
      const small = await as.manager.vehicles.create.mutate({
        ...base,
        type: 'truck',
        registration: newPlate(),
        licenceCategory: 'C1',
      });
      expect(small.licenceCategory).toBe('C1');
      const withTrailer = await as.manager.vehicles.update.mutate({
        id: lorry.id,
        expectedVersion: lorry.version,
        licenceCategory: 'CE',
      });
      expect(withTrailer).toMatchObject({ licenceCategory: 'CE', version: lorry.version + 1 });
      expect((await as.manager.vehicles.history.query({ id: lorry.id })).items[0]).toMatchObject({
        action: 'updated',
        changes: { licenceCategory: { old: 'C', new: 'CE' } },
      });
      // Not a category of the directive: refused on the field, nothing changed.
      expect(
        await failure(
          as.manager.vehicles.update.mutate({
            id: lorry.id,
            expectedVersion: withTrailer.version,
            licenceCategory: 'T' as 'B',
          }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { licenceCategory: 'invalid_value' } });
      // Another client's manager does not find it.
      expect(
        (
          await failure(
            as.manager2.vehicles.update.mutate({
              id: lorry.id,
              expectedVersion: withTrailer.version,
              licenceCategory: 'B',
            }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      expect(await as.manager.vehicles.get.query({ id: lorry.id })).toMatchObject({ licenceCategory: 'CE' });
    });

    it('will not restore a sold vehicle whose plate is in use again', async () => {
      const plate = newPlate();
      const first = await as.manager.vehicles.create.mutate({ ...base, registration: plate });
      const sold = await as.manager.vehicles.archive.mutate({ id: first.id });
      await as.manager.vehicles.create.mutate({ ...base, registration: plate });
      expect(
        (
          await failure(
            as.manager.vehicles.update.mutate({
              id: first.id,
              expectedVersion: sold.version,
              status: 'active',
            }),
          )
        ).fieldErrors,
      ).toEqual({
        registration: 'duplicate',
      });
      expect(
        (await failure(as.manager.vehicles.bulkSetStatus.mutate({ ids: [first.id], status: 'active' })))
          .fieldErrors,
      ).toEqual({
        status: 'duplicate_registration',
      });
      expect((await as.manager.vehicles.get.query({ id: first.id })).status).toBe('sold');
    });

    it('sets a status on several vehicles at once, all or nothing', async () => {
      const page = await as.manager.vehicles.list.query({ status: ['active'], limit: 3 });
      const chosen = page.items.map((v) => v.id);
      expect(await as.manager.vehicles.bulkSetStatus.mutate({ ids: chosen, status: 'in_workshop' })).toEqual({
        updated: 3,
      });
      for (const id of chosen) {
        expect((await as.manager.vehicles.get.query({ id })).status).toBe('in_workshop');
        expect((await as.manager.vehicles.history.query({ id, limit: 1 })).items[0]).toMatchObject({
          action: 'status_changed',
          changes: { status: { old: 'active', new: 'in_workshop' } },
          actor: { id: ids.manager },
        });
      }
      const theirs = await vehicleOf(ids.fjordbus);
      const historyBefore = await historyCount();
      expect(
        (
          await failure(
            as.manager.vehicles.bulkSetStatus.mutate({ ids: [...chosen, theirs.id], status: 'active' }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      for (const id of chosen)
        expect((await as.manager.vehicles.get.query({ id })).status).toBe('in_workshop');
      expect((await as.manager2.vehicles.get.query({ id: theirs.id })).status).toBe(theirs.status);
      expect(await historyCount()).toBe(historyBefore);
      expect(
        (await failure(as.manager.vehicles.bulkSetStatus.mutate({ ids: [], status: 'active' }))).fieldErrors,
      ).toEqual({
        ids: 'too_small',
      });
      expect(await as.manager.vehicles.bulkSetStatus.mutate({ ids: chosen, status: 'active' })).toEqual({
        updated: 3,
      });
    });

    it('archives a vehicle as sold: gone from the register, there with includeSold, in the history', async () => {
      const vehicle = await as.manager.vehicles.create.mutate({ ...base, registration: newPlate() });
      const archived = await as.manager.vehicles.archive.mutate({ id: vehicle.id });
      expect(archived.status).toBe('sold');
      const plate = formatRegistration(vehicle.registration);
      expect((await as.manager.vehicles.count.query({ search: plate })).total).toBe(0);
      expect((await as.manager.vehicles.count.query({ search: plate, includeSold: true })).total).toBe(1);
      expect((await as.manager.vehicles.history.query({ id: vehicle.id, limit: 1 })).items[0]).toMatchObject({
        action: 'archived',
        changes: { status: { old: 'active', new: 'sold' } },
      });
    });

    it("answers NOT_FOUND for another client's vehicle on every write and changes nothing", async () => {
      const theirs = await vehicleOf(ids.fjordbus);
      const historyBefore = await historyCount();
      for (const call of [
        () =>
          as.manager.vehicles.update.mutate({
            id: theirs.id,
            expectedVersion: theirs.version,
            notes: 'probe',
          }),
        () =>
          as.manager.vehicles.update.mutate({
            id: theirs.id,
            expectedVersion: theirs.version,
            yellowPlates: !theirs.yellowPlates,
          }),
        () => as.manager.vehicles.archive.mutate({ id: theirs.id }),
        () => as.manager.vehicles.bulkSetStatus.mutate({ ids: [theirs.id], status: 'out_of_service' }),
        () => as.manager.vehicles.history.query({ id: theirs.id }),
      ])
        expect((await failure(call())).code).toBe('NOT_FOUND');
      expect(await as.manager2.vehicles.get.query({ id: theirs.id })).toMatchObject({
        status: theirs.status,
        notes: theirs.notes,
        yellowPlates: theirs.yellowPlates,
        version: theirs.version,
      });
      expect(await historyCount()).toBe(historyBefore);
    });

    it('keeps the admin and drivers read-only (FORBIDDEN) and writes nothing', async () => {
      const driven = await vehicleOf(ids.nordlys, sql`registration = 'AB12345'`);
      const historyBefore = await historyCount();
      for (const client of [as.admin, as.user]) {
        for (const call of [
          () => client.vehicles.create.mutate({ ...base, registration: newPlate() }),
          () => client.vehicles.update.mutate({ id: driven.id, expectedVersion: driven.version, notes: 'x' }),
          () => client.vehicles.bulkSetStatus.mutate({ ids: [driven.id], status: 'in_workshop' }),
          () => client.vehicles.archive.mutate({ id: driven.id }),
          () => client.vehicles.drivers.query(),
        ])
          expect((await failure(call())).code).toBe('FORBIDDEN');
      }
      expect(await historyCount()).toBe(historyBefore);
      expect((await as.user.vehicles.history.query({ id: driven.id })).items.length).toBeGreaterThan(0);
    });
  });

  describe('history and drivers', () => {
    it('pages a history newest first, forward and backward, without repeats', async () => {
      const vehicle = await as.manager.vehicles.create.mutate({
        make: 'Ford',
        model: 'Transit',
        type: 'van',
        fuel: 'diesel',
        registration: newPlate(),
      });
      for (let km = 1, version = vehicle.version; km <= 6; km += 1)
        ({ version } = await as.manager.vehicles.update.mutate({
          id: vehicle.id,
          expectedVersion: version,
          odometerKm: km * 100,
        }));
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<Client['vehicles']['history']['query']>> =
          await as.manager.vehicles.history.query({
            id: vehicle.id,
            limit: 2,
            cursor,
          });
        ids.push(...page.items.map((h) => h.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids).toHaveLength(7);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const lastPage = await as.manager.vehicles.history.query({
        id: vehicle.id,
        limit: 3,
        direction: 'backward',
      });
      expect(lastPage.items.map((h) => h.id)).toEqual(ids.slice(-3));
      const previous = await as.manager.vehicles.history.query({
        id: vehicle.id,
        limit: 3,
        direction: 'backward',
        cursor: lastPage.prevCursor,
      });
      expect(previous.items.map((h) => h.id)).toEqual(ids.slice(1, 4));
    });

    it("lists the client's users as drivers, not the admin's nor another client's", async () => {
      const drivers = await as.manager.vehicles.drivers.query();
      expect(drivers.map((d) => d.id)).toContain(ids.jonas);
      expect(drivers.map((d) => d.email)).not.toContain(DEMO_ACCOUNTS.admin);
      expect(drivers.map((d) => d.email)).not.toContain(FLEET_DEMO.manager2.email);
      const theirs = await as.manager2.vehicles.drivers.query();
      expect(theirs.map((d) => d.id)).not.toContain(ids.jonas);
      expect(theirs.map((d) => d.email)).toContain(FLEET_DEMO.manager2.email);
    });
  });

  describe('CSV export', () => {
    it('streams the register in chunks: header first, every row once, the right count', async () => {
      const input = { sort: { by: 'registration', dir: 'asc' } } as const;
      const events = await collectExport(as.manager, input);
      const { total } = await as.manager.vehicles.count.query({});
      expect(events[0]!.data.header).toEqual([...VEHICLE_EXPORT_COLUMNS]);
      expect(events.slice(1).every((e) => e.data.header === null)).toBe(true);
      const rows = events.flatMap((e) => e.data.rows);
      expect(rows).toHaveLength(total);
      expect(events.at(-1)!.data).toMatchObject({ sent: total, total, done: true });
      expect(events.every((e) => e.data.rows.length <= 200)).toBe(true);
      expect(events.map((e) => e.data.sent)).toEqual(
        events.map((_, i) => events.slice(0, i + 1).reduce((n, e) => n + e.data.rows.length, 0)),
      );
      const plates = rows.map((row) => row[0]!);
      expect(new Set(plates).size).toBe(plates.length);
      expect(plates).toContain('AB 12 345');
      // (The app writes the file with the kit's toCsv: packages/ui/src/csv.)
      expect(rows.every((row) => row.length === VEHICLE_EXPORT_COLUMNS.length)).toBe(true);
    });

    it('filters and searches like the list, for each role', async () => {
      const events = await collectExport(as.manager2, { type: ['bus'], search: 'volvo' });
      const list = await as.manager2.vehicles.list.query({ type: ['bus'], search: 'volvo', limit: 100 });
      expect(events.flatMap((e) => e.data.rows).map((r) => r[0])).toEqual(
        list.items.map((v) => formatRegistration(v.registration)),
      );
      const driver = await collectExport(as.user, {});
      const driven = await as.user.vehicles.list.query({ limit: 100 });
      expect(driven.items.length).toBeGreaterThanOrEqual(2);
      expect(driver.flatMap((e) => e.data.rows).map((r) => r[0])).toEqual(
        driven.items.map((v) => formatRegistration(v.registration)),
      );
      await expect(collectExport(as.manager, { clientId: ids.fjordbus })).rejects.toMatchObject({
        data: { code: 'NOT_FOUND' },
      });
    });

    it('resumes after the last chunk received when given its id (a reconnect)', async () => {
      const [first] = await collectExport(as.manager, {}, 1);
      const rest = await collectExport(as.manager, { lastEventId: first!.id });
      const whole = await collectExport(as.manager, {});
      expect(rest[0]!.data.header).toBeNull();
      expect([...first!.data.rows, ...rest.flatMap((e) => e.data.rows)]).toEqual(
        whole.flatMap((e) => e.data.rows),
      );
    });
  });
});
