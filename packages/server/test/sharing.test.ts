/**
 * Sharing (docs/sharing.md) on both engines: the demo pool, the database's guarantee that two active
 * bookings of one vehicle never overlap (50 concurrent attempts; on PostgreSQL from two server
 * instances), a back-to-back booking after the buffer, each eligibility and pool rule refused on its
 * field, check-out and check-in joining the odometer chain, no-shows, share links (stored hashed,
 * expired and revoked answering like unknown ones), and tenant separation.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/database.js';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { inspectionDefects, inspections } from '../src/areas/inspections/schema.js';
import { users } from '../src/db/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { odometerReadings } from '../src/areas/service/schema.js';
import { damages } from '../src/areas/damage/schema.js';
import { vehicleLastPositions, vehiclePositions } from '../src/areas/map/schema.js';
import { book, cancelNoShows } from '../src/areas/sharing/bookings.js';
import { sharingBookings, sharingLinks, sharingPools } from '../src/areas/sharing/schema.js';
import { SHARING_DEMO } from '../src/areas/sharing/seed.js';
import { copenhagenInstant } from '../src/areas/timereg/rules.js';
import { formatRegistration } from '../src/areas/vehicles/identifiers.js';
import { connectTrpc } from './helpers.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';

const at = (date: string, time: string) => new Date(copenhagenInstant(date, time));

describe.each(ENGINES)('sharing on $engine', ({ engine, open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  async function demoPool() {
    const pools = await f.as.manager.sharing.pools.query();
    const pool = pools.find((p) => p.name === SHARING_DEMO.poolName)!;
    const bookable = pool.vehicles.filter((v) => v.refusals.length === 0);
    return { pool, bookable };
  }

  it('has the demo pool with a month of bookings, a request and a vehicle that cannot be booked', async () => {
    const { pool, bookable } = await demoPool();
    expect(pool).toMatchObject({ bufferMinutes: 30, approvalOverHours: 24, whoMayBook: 'everyone' });
    expect(bookable).toHaveLength(SHARING_DEMO.cars);
    expect(pool.vehicles.some((v) => v.refusals.includes('in_workshop'))).toBe(true);
    const bookings = await f.as.manager.sharing.bookings.query({
      from: at(addDays(today, -15), '00:00'),
      to: at(addDays(today, 16), '00:00'),
    });
    const statuses = new Set(bookings.map((b) => b.status));
    expect([...statuses]).toEqual(expect.arrayContaining(['returned', 'confirmed', 'requested']));
    expect(bookings.some((b) => b.endsAt < new Date() && b.status === 'returned')).toBe(true);
    expect(bookings.some((b) => b.startsAt > new Date() && b.status === 'confirmed')).toBe(true);
    // The timeline's own list: the same active bookings with only what it draws, times as numbers.
    const timeline = await f.as.manager.sharing.timeline.query({
      from: at(addDays(today, -15), '00:00'),
      to: at(addDays(today, 16), '00:00'),
    });
    const active = bookings.filter((b) => b.status !== 'cancelled' && b.status !== 'rejected');
    expect(bookings.length).toBeGreaterThan(active.length);
    expect(timeline).toEqual(
      active.map((b) => ({
        id: b.id,
        vehicleId: b.vehicle.id,
        status: b.status,
        startsAt: b.startsAt.getTime(),
        endsAt: b.endsAt.getTime(),
        driver: { name: b.driver.name, surname: b.driver.surname },
      })),
    );
    // Drivers see their own bookings, not the timeline.
    expect(
      (
        await failure(
          f.as.user.sharing.timeline.query({ from: at(today, '00:00'), to: at(addDays(today, 1), '00:00') }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const requests = await f.as.manager.sharing.requests.query();
    expect(requests.map((r) => r.purpose)).toContain('Messe i Herning');
  });

  it('lets exactly one of 50 concurrent overlapping bookings of one vehicle through', async ({
    onTestFailed,
  }) => {
    const { bookable } = await demoPool();
    const vehicleId = bookable[1]!.id;
    const day = addDays(today, 20);
    // Fifty different overlapping slots around 10:00–12:00, from the driver and the manager at once.
    // Four sockets, two per person (a socket message carries at most 20 calls).
    const wsUrl = `${f.http.baseUrl.replace('http', 'ws')}/trpc`;
    const sockets = (['user', 'manager', 'user', 'manager'] as const).map((role) =>
      connectTrpc(wsUrl, { cookie: f.http.cookies[role] }),
    );
    const attempt = (i: number) =>
      sockets[i % 4]!.client.sharing.book.mutate({
        vehicleId,
        startsAt: new Date(at(day, '10:00').getTime() + (i % 7) * 5 * 60_000),
        endsAt: new Date(at(day, '12:00').getTime() + (i % 5) * 5 * 60_000),
        purpose: `Forsøg ${i}`,
      });
    // On PostgreSQL a second instance on the same database makes every third, through the repository.
    const second =
      engine === 'PostgreSQL'
        ? await openDatabase({ databaseUrl: (f.database as unknown as { url: string }).url, dataDir: null })
        : null;
    const actor = { userId: f.ids.manager, clientId: f.ids.nordlys, manager: true };
    const calls = Array.from({ length: 50 }, (_, i) =>
      second && i % 3 === 0
        ? book(second.db, actor, {
            vehicleId,
            startsAt: new Date(at(day, '10:00').getTime() + (i % 7) * 5 * 60_000),
            endsAt: at(day, '12:00'),
          })
        : attempt(i),
    );
    // CI once saw this test time out (2026-11-29, once in many runs): should it again, say which
    // calls never answered and whose they were.
    const unanswered = new Set(calls.map((_, i) => i));
    calls.forEach((call, i) => void call.finally(() => unanswered.delete(i)).catch(() => {}));
    onTestFailed(() => {
      const whose = [...unanswered].map((i) =>
        second && i % 3 === 0 ? `${i} (second instance)` : `${i} (socket ${i % 4})`,
      );
      console.error(`Calls without an answer: ${whose.join(', ') || 'none'}`);
    });
    const results = await Promise.allSettled(calls);
    await second?.close();
    for (const socket of sockets) socket.close();
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      // A socket's answer carries `data.fieldErrors`; the repository's own refusal is a FieldError.
      const error = (result as PromiseRejectedResult).reason as {
        data?: { fieldErrors: Record<string, string> };
        fieldErrors?: Record<string, string>;
      };
      const fieldErrors = error.data?.fieldErrors ?? error.fieldErrors;
      expect(fieldErrors).toEqual({ vehicleId: 'already_booked' });
    }
    const stored = await f.database.db
      .select()
      .from(sharingBookings)
      .where(
        and(eq(sharingBookings.vehicleId, vehicleId), sql`${sharingBookings.startsAt}::date >= ${day}::date`),
      );
    expect(stored.filter((b) => b.startsAt < at(day, '13:00'))).toHaveLength(1);
    // 0.4–0.8 s here; CI once timed out at 30 s (a slow machine or a hang: the calls are named above).
  }, 60_000);

  it('takes a booking right after the buffer and refuses one inside it', async () => {
    const { bookable } = await demoPool();
    const vehicleId = bookable[2]!.id;
    const day = addDays(today, 21);
    const first = await f.as.manager.sharing.book.mutate({
      vehicleId,
      startsAt: at(day, '08:00'),
      endsAt: at(day, '10:00'),
    });
    expect(first).toMatchObject({ status: 'confirmed', blockedUntil: at(day, '10:30') });
    const inBuffer = await failure(
      f.as.user.sharing.book.mutate({ vehicleId, startsAt: at(day, '10:15'), endsAt: at(day, '11:00') }),
    );
    expect(inBuffer.fieldErrors).toEqual({ vehicleId: 'already_booked' });
    const next = await f.as.user.sharing.book.mutate({
      vehicleId,
      startsAt: at(day, '10:30'),
      endsAt: at(day, '12:00'),
    });
    expect(next).toMatchObject({ status: 'confirmed', driver: { id: f.ids.jonas } });
    // A cancelled booking frees its slot; any vehicle of the pool finds a free one.
    await f.as.user.sharing.cancel.mutate({ id: next.id });
    const again = await f.as.user.sharing.book.mutate({
      vehicleId,
      startsAt: at(day, '10:30'),
      endsAt: at(day, '12:00'),
    });
    const { pool } = await demoPool();
    const any = await f.as.user.sharing.book.mutate({
      poolId: pool.id,
      startsAt: at(day, '10:30'),
      endsAt: at(day, '12:00'),
    });
    expect(any.vehicle.id).not.toBe(vehicleId);
    // Longer than the pool's 24 hours: a request for a manager to approve.
    const long = await f.as.user.sharing.book.mutate({
      vehicleId,
      startsAt: at(addDays(day, 2), '07:00'),
      endsAt: at(addDays(day, 3), '09:00'),
    });
    expect(long.status).toBe('requested');
    expect((await f.as.manager.sharing.decide.mutate({ id: long.id, approve: true })).status).toBe(
      'confirmed',
    );
    await f.as.user.sharing.cancel.mutate({ id: again.id });
  });

  it('answers which pool vehicles are free for a time, buffers included', async () => {
    const { pool, bookable } = await demoPool();
    const vehicleId = bookable[3]!.id;
    const day = addDays(today, 22);
    const free = (from: string, to: string) =>
      f.as.user.sharing.free.query({ poolId: pool.id, from: at(day, from), to: at(day, to) });
    const before = await free('08:00', '16:00');
    expect(before.map((v) => v.id)).toContain(vehicleId);
    expect(before.find((v) => v.refusals.includes('in_workshop'))).toBeDefined();
    const booking = await f.as.user.sharing.book.mutate({
      vehicleId,
      startsAt: at(day, '12:00'),
      endsAt: at(day, '13:00'),
    });
    expect((await free('08:00', '16:00')).map((v) => v.id)).not.toContain(vehicleId);
    // Ending 11:30 plus the pool's 30 minutes touches 12:00: free; 11:31 is not, nor 13:29.
    expect((await free('08:00', '11:30')).map((v) => v.id)).toContain(vehicleId);
    expect((await free('08:00', '11:31')).map((v) => v.id)).not.toContain(vehicleId);
    expect((await free('13:29', '15:00')).map((v) => v.id)).not.toContain(vehicleId);
    expect((await free('13:30', '15:00')).map((v) => v.id)).toContain(vehicleId);
    await f.as.user.sharing.cancel.mutate({ id: booking.id });
    expect((await free('08:00', '16:00')).map((v) => v.id)).toContain(vehicleId);
    // Another client's pool is not found.
    const other = await failure(
      f.as.manager2.sharing.free.query({ poolId: pool.id, from: at(day, '08:00'), to: at(day, '16:00') }),
    );
    expect(other.code).toBe('NOT_FOUND');
    // A time the database cannot store, an end before the start or past 31 days: on the field, no 500.
    const refused = async (from: Date, to: Date) =>
      failure(f.as.manager.sharing.free.query({ poolId: pool.id, from, to }));
    expect(await refused(at(day, '16:00'), at(day, '08:00'))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { to: 'out_of_range' },
    });
    expect(
      await refused(at(day, '08:00'), new Date(at(day, '08:00').getTime() + 32 * 86_400_000)),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { to: 'out_of_range' },
    });
    expect(await refused(new Date(-8.64e15), at(day, '08:00'))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { from: 'out_of_range' },
    });
  });

  it("answers the same free vehicles as the exclusion constraint's own range test, for any window", async () => {
    // `free` looks at each vehicle's last active booking to start before the window's end only
    // (the constraint keeps a vehicle's active bookings apart); the constraint's expression over
    // every booking must agree, around the demo's running, coming, two-day and past bookings.
    const { pool } = await demoPool();
    const overlapping = async (from: Date, until: Date) =>
      (
        await queryRows<{ id: string }>(
          f.database.db,
          sql`SELECT pv.vehicle_id AS id FROM sharing_pool_vehicles pv
               WHERE pv.pool_id = ${pool.id} AND NOT EXISTS (
                 SELECT 1 FROM sharing_bookings b
                  WHERE b.vehicle_id = pv.vehicle_id
                    AND b.status IN ('requested', 'confirmed', 'checked_out')
                    AND tstzrange(b.starts_at, b.blocked_until, '[)')
                        && tstzrange(${from}::timestamptz, ${until}::timestamptz, '[)'))`,
        )
      )
        .map((row) => row.id)
        .sort();
    let busy = 0;
    for (let offset = -1; offset <= 4; offset += 1)
      for (const start of ['00:00', '07:30', '11:00', '15:45', '22:00'])
        for (const hours of [0.5, 4, 26]) {
          const from = at(addDays(today, offset), start);
          const to = new Date(from.getTime() + hours * 3_600_000);
          const free = await f.as.manager.sharing.free.query({ poolId: pool.id, from, to });
          const expected = await overlapping(from, new Date(to.getTime() + pool.bufferMinutes * 60_000));
          expect(free.map((v) => v.id).sort(), `${offset} ${start} ${hours} h`).toEqual(expected);
          busy += pool.vehicles.length - expected.length;
        }
    // The windows did meet bookings.
    expect(busy).toBeGreaterThan(20);
  });

  it('refuses each rule on its field, with its reason', async () => {
    const { pool, bookable } = await demoPool();
    const vehicleId = bookable[3]!.id;
    const day = addDays(today, 22);
    const slot = { vehicleId, startsAt: at(day, '09:00'), endsAt: at(day, '10:00') };
    const db = f.database.db;
    const refused = async (code: string, change: () => Promise<unknown>, undo: () => Promise<unknown>) => {
      await change();
      try {
        expect((await failure(f.as.user.sharing.book.mutate(slot))).fieldErrors, code).toEqual({
          vehicleId: code,
        });
      } finally {
        await undo();
      }
    };
    const status = (value: 'active' | 'in_workshop' | 'out_of_service') => () =>
      db.update(vehicles).set({ status: value }).where(eq(vehicles.id, vehicleId));
    await refused('in_workshop', status('in_workshop'), status('active'));
    await refused('not_active', status('out_of_service'), status('active'));
    for (const [kind, code] of [
      ['periodic_inspection', 'syn_overdue'],
      ['insurance', 'insurance_overdue'],
    ] as const) {
      // One obligation per vehicle and kind: the demo's is moved into the past and back.
      const [before] = await db
        .select()
        .from(complianceItems)
        .where(and(eq(complianceItems.vehicleId, vehicleId), eq(complianceItems.kind, kind)));
      let added = '';
      await refused(
        code,
        async () => {
          if (before)
            await db
              .update(complianceItems)
              .set({ validUntil: addDays(today, -1) })
              .where(eq(complianceItems.id, before.id));
          else {
            const [row] = await db
              .insert(complianceItems)
              .values({ clientId: f.ids.nordlys, vehicleId, kind, validUntil: addDays(today, -1) })
              .returning();
            added = row!.id;
          }
        },
        () =>
          before
            ? db
                .update(complianceItems)
                .set({ validUntil: before.validUntil })
                .where(eq(complianceItems.id, before.id))
            : db.delete(complianceItems).where(eq(complianceItems.id, added)),
      );
    }
    let inspectionId = '';
    await refused(
      'unsafe_defect',
      async () => {
        const [row] = await db
          .insert(inspections)
          .values({ clientId: f.ids.nordlys, vehicleId, kind: 'safety', dueDate: today })
          .returning();
        inspectionId = row!.id;
        await db.insert(inspectionDefects).values({
          inspectionId,
          clientId: f.ids.nordlys,
          position: 0,
          text: 'Bremser virker ikke',
          severity: 'critical',
        });
      },
      () => db.delete(inspections).where(eq(inspections.id, inspectionId)),
    );
    // A vehicle outside every pool.
    expect(
      (await failure(f.as.user.sharing.book.mutate({ ...slot, vehicleId: f.ids.nordlysVehicle })))
        .fieldErrors,
    ).toEqual({ vehicleId: 'not_in_pool' });
    // The pool's rules: length, the past, lead time and who may book.
    const tooLong = { ...slot, endsAt: at(addDays(day, 4), '09:00') };
    expect((await failure(f.as.user.sharing.book.mutate(tooLong))).fieldErrors).toEqual({
      endsAt: 'too_long',
    });
    const past = {
      ...slot,
      startsAt: at(addDays(today, -1), '09:00'),
      endsAt: at(addDays(today, -1), '10:00'),
    };
    expect((await failure(f.as.user.sharing.book.mutate(past))).fieldErrors).toEqual({ startsAt: 'in_past' });
    await db
      .update(sharingPools)
      .set({ leadMinutes: 60 * 24 * 7, whoMayBook: 'managers' })
      .where(eq(sharingPools.id, pool.id));
    try {
      expect((await failure(f.as.user.sharing.book.mutate(slot))).fieldErrors).toEqual({
        vehicleId: 'managers_only',
      });
      await db.update(sharingPools).set({ whoMayBook: 'everyone' }).where(eq(sharingPools.id, pool.id));
      const soon = {
        ...slot,
        startsAt: at(addDays(today, 2), '09:00'),
        endsAt: at(addDays(today, 2), '10:00'),
      };
      expect((await failure(f.as.user.sharing.book.mutate(soon))).fieldErrors).toEqual({
        startsAt: 'too_soon',
      });
    } finally {
      await db
        .update(sharingPools)
        .set({ leadMinutes: 0, whoMayBook: 'everyone' })
        .where(eq(sharingPools.id, pool.id));
    }
    // With everything put back, the same slot books.
    expect((await f.as.user.sharing.book.mutate(slot)).status).toBe('confirmed');
  });

  it('refuses a driver whose licence does not cover the vehicle’s category on the vehicle field, whoever books', async () => {
    const { pool, bookable } = await demoPool();
    const vehicleId = bookable[4]!.id;
    const day = addDays(today, 24);
    const slot = { vehicleId, startsAt: at(day, '09:00'), endsAt: at(day, '10:00') };
    const db = f.database.db;
    const needs = (category: 'B' | 'C1') =>
      db.update(vehicles).set({ licenceCategory: category }).where(eq(vehicles.id, vehicleId));
    const jonasHolds = (categories: ('B' | 'C')[]) =>
      db.update(users).set({ licenceCategories: categories }).where(eq(users.id, f.ids.jonas));
    const refusalOf = async (call: Promise<unknown>) => (await failure(call)).fieldErrors;
    const freeFor = async (driverId?: string) =>
      (
        await (driverId ? f.as.manager : f.as.user).sharing.free.query({
          poolId: pool.id,
          from: slot.startsAt,
          to: slot.endsAt,
          driverId,
        })
      ).find((v) => v.id === vehicleId)?.refusals;
    // The demo's Jonas holds B; the car is made a small lorry (C1).
    await needs('C1');
    try {
      expect(await refusalOf(f.as.user.sharing.book.mutate(slot))).toEqual({
        vehicleId: 'licence_not_covered',
      });
      // A manager booking for him is held to his licence (and to her own B for herself).
      expect(await refusalOf(f.as.manager.sharing.book.mutate({ ...slot, driverId: f.ids.jonas }))).toEqual({
        vehicleId: 'licence_not_covered',
      });
      expect(await refusalOf(f.as.manager.sharing.book.mutate(slot))).toEqual({
        vehicleId: 'licence_not_covered',
      });
      // Which cars are free says so for him, asked by him or by a manager on his behalf; so do his
      // pools (his booking list leaves the car out), not the manager's, which are about the cars.
      expect(await freeFor()).toEqual(['licence_not_covered']);
      expect(await freeFor(f.ids.jonas)).toEqual(['licence_not_covered']);
      const inPools = async (as: typeof f.as.user) =>
        (await as.sharing.pools.query()).flatMap((p) => p.vehicles).find((v) => v.id === vehicleId)?.refusals;
      expect(await inPools(f.as.user)).toEqual(['licence_not_covered']);
      expect(await inPools(f.as.manager)).toEqual([]);
      // Nothing recorded counts as B: a C1 car asks for his licence to be recorded.
      await jonasHolds([]);
      expect(await refusalOf(f.as.user.sharing.book.mutate(slot))).toEqual({
        vehicleId: 'no_licence_recorded',
      });
      // C covers C1 (Directive 2006/126/EC Article 6(2)(f)): he may book it.
      await jonasHolds(['B', 'C']);
      expect(await freeFor()).toEqual([]);
      expect(await inPools(f.as.user)).toEqual([]);
      const booking = await f.as.manager.sharing.book.mutate({ ...slot, driverId: f.ids.jonas });
      expect(booking).toMatchObject({ status: 'confirmed', driver: { id: f.ids.jonas } });
      await f.as.manager.sharing.cancel.mutate({ id: booking.id });
      // Another client's person is not found as a driver, and a driver asks for nobody else.
      expect(
        (await failure(f.as.manager.sharing.book.mutate({ ...slot, driverId: f.ids.fjordbusPerson }))).code,
      ).toBe('NOT_FOUND');
      expect(
        (
          await failure(
            f.as.manager.sharing.free.query({
              poolId: pool.id,
              from: slot.startsAt,
              to: slot.endsAt,
              driverId: f.ids.fjordbusPerson,
            }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      expect(
        (
          await failure(
            f.as.user.sharing.free.query({
              poolId: pool.id,
              from: slot.startsAt,
              to: slot.endsAt,
              driverId: f.ids.manager,
            }),
          )
        ).code,
      ).toBe('FORBIDDEN');
    } finally {
      await needs('B');
      await jonasHolds(['B']);
    }
    // A car needing B books for him again.
    const again = await f.as.user.sharing.book.mutate(slot);
    expect(again.status).toBe('confirmed');
    await f.as.user.sharing.cancel.mutate({ id: again.id });
  });

  it('checks out and in with the odometer joining the chain, and the manager sees the trip', async () => {
    const { bookable } = await demoPool();
    const vehicle = bookable[0]!;
    const now = Date.now();
    const booking = await f.as.user.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: new Date(now + 60_000),
      endsAt: new Date(now + 2 * 3_600_000),
      purpose: 'Møde i Kolding',
    });
    const lower = await failure(
      f.as.user.sharing.checkOut.mutate({
        id: booking.id,
        odometerKm: vehicle.odometerKm - 100,
        level: 80,
        damagesAcknowledged: true,
      }),
    );
    expect(lower.fieldErrors).toEqual({ odometerKm: 'decreased' });
    const unacknowledged = await failure(
      f.as.user.sharing.checkOut.mutate({
        id: booking.id,
        odometerKm: vehicle.odometerKm,
        level: 80,
        damagesAcknowledged: false,
      }),
    );
    expect(unacknowledged.fieldErrors).toEqual({ damagesAcknowledged: 'required' });
    // A place the phone sent must be on the Earth, with an accuracy of at most 10 km.
    for (const place of [
      { lat: 95, lon: 12.5 },
      { lat: 55.7, lon: 12.5, accuracyM: 20_000 },
      { lat: 0, lon: 0 },
    ])
      expect(
        (
          await failure(
            f.as.user.sharing.checkOut.mutate({
              id: booking.id,
              odometerKm: vehicle.odometerKm + 3,
              level: 80,
              damagesAcknowledged: true,
              place,
            }),
          )
        ).code,
      ).toBe('BAD_REQUEST');
    const out = await f.as.user.sharing.checkOut.mutate({
      id: booking.id,
      odometerKm: vehicle.odometerKm + 3,
      level: 80,
      damagesAcknowledged: true,
      place: { lat: 55.4904, lon: 9.4722, accuracyM: 12 },
    });
    expect(out).toMatchObject({
      status: 'checked_out',
      checkoutOdometerKm: vehicle.odometerKm + 3,
      checkoutLevel: 80,
    });
    const below = await failure(
      f.as.user.sharing.checkIn.mutate({ id: booking.id, odometerKm: vehicle.odometerKm, level: 50 }),
    );
    expect(below.fieldErrors).toEqual({ odometerKm: 'below_checkout' });
    const back = await f.as.user.sharing.checkIn.mutate({
      id: booking.id,
      odometerKm: vehicle.odometerKm + 45,
      level: 35,
      note: 'Ren og pæn',
      place: { lat: 55.4911, lon: 9.4801 },
    });
    expect(back).toMatchObject({ status: 'returned', km: 42, checkinLevel: 35 });
    // The places the driver chose to send are the vehicle's positions, and the last is on the map.
    const positions = await f.database.db
      .select()
      .from(vehiclePositions)
      .where(
        and(
          eq(vehiclePositions.vehicleId, vehicle.id),
          inArray(vehiclePositions.source, ['check_out', 'check_in']),
        ),
      )
      .orderBy(desc(vehiclePositions.id))
      .limit(2);
    expect(positions.map((p) => [p.source, p.lat, p.lon, p.accuracyM])).toEqual([
      ['check_in', 55.4911, 9.4801, null],
      ['check_out', 55.4904, 9.4722, 12],
    ]);
    const map = await f.as.manager.map.overview.query();
    expect(map.vehicles.find((v) => v.id === vehicle.id)?.position).toMatchObject({
      source: 'check_in',
      lat: 55.4911,
    });
    const readings = await f.database.db
      .select()
      .from(odometerReadings)
      .where(eq(odometerReadings.vehicleId, vehicle.id))
      .orderBy(desc(odometerReadings.id))
      .limit(2);
    expect(readings.map((r) => [r.source, r.odometerKm])).toEqual([
      ['checkout', vehicle.odometerKm + 45],
      ['checkout', vehicle.odometerKm + 3],
    ]);
    const [row] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.odometerKm).toBe(vehicle.odometerKm + 45);
    const timeline = await f.as.manager.sharing.bookings.query({
      from: at(today, '00:00'),
      to: at(addDays(today, 1), '00:00'),
    });
    expect(timeline.find((b) => b.id === booking.id)).toMatchObject({ status: 'returned', km: 42 });
    expect((await f.as.user.sharing.myBookings.query()).map((b) => b.id)).toContain(booking.id);
    // Returned, it no longer holds the vehicle: the rest of the slot can be booked.
    expect(
      (
        await f.as.manager.sharing.book.mutate({
          vehicleId: vehicle.id,
          startsAt: new Date(now + 10 * 60_000),
          endsAt: new Date(now + 20 * 60_000),
        })
      ).status,
    ).toBe('confirmed');
  });

  it('records the trip in the kørebog at check-in when asked, its odometer from check-out and check-in', async () => {
    const { bookable } = await demoPool();
    const vehicle = bookable[1]!;
    const now = Date.now();
    const booking = await f.as.user.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: new Date(now + 60_000),
      endsAt: new Date(now + 2 * 3_600_000),
      purpose: 'Kundebesøg i Fredericia',
    });
    await f.as.user.sharing.checkOut.mutate({
      id: booking.id,
      odometerKm: vehicle.odometerKm + 1,
      level: 80,
      damagesAcknowledged: true,
    });
    // A business trip says why: refused on the form's field, and nothing is returned or recorded.
    const noPurpose = await failure(
      f.as.user.sharing.checkIn.mutate({
        id: booking.id,
        odometerKm: vehicle.odometerKm + 61,
        level: 40,
        trip: { from: 'Vejle', to: 'Fredericia', purpose: ' ', kind: 'business' },
      }),
    );
    expect(noPurpose.fieldErrors).toEqual({ tripPurpose: 'required' });
    const month = today.slice(0, 7);
    const tripsOf = async () =>
      (await f.as.user.timereg.trips.query({ month })).trips.filter((t) => t.vehicle.id === vehicle.id);
    expect(await tripsOf()).toEqual([]);
    expect((await f.as.user.sharing.myBookings.query()).find((b) => b.id === booking.id)?.status).toBe(
      'checked_out',
    );
    const back = await f.as.user.sharing.checkIn.mutate({
      id: booking.id,
      odometerKm: vehicle.odometerKm + 61,
      level: 40,
      trip: { from: 'Vejle', to: 'Fredericia', purpose: booking.purpose, kind: 'business' },
    });
    expect(back).toMatchObject({ status: 'returned', km: 60 });
    const trips = await tripsOf();
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      vehicle: { id: vehicle.id },
      date: today,
      kind: 'business',
      from: 'Vejle',
      to: 'Fredericia',
      purpose: 'Kundebesøg i Fredericia',
      odometerStart: vehicle.odometerKm + 1,
      odometerEnd: vehicle.odometerKm + 61,
      km: 60,
      status: 'draft',
    });
    // The chain: check-out, the trip's start and end, check-in, in order.
    const readings = await f.database.db
      .select()
      .from(odometerReadings)
      .where(eq(odometerReadings.vehicleId, vehicle.id))
      .orderBy(desc(odometerReadings.id))
      .limit(4);
    expect(readings.map((r) => [r.source, r.odometerKm])).toEqual([
      ['checkout', vehicle.odometerKm + 61],
      ['trip', vehicle.odometerKm + 61],
      ['trip', vehicle.odometerKm + 1],
      ['checkout', vehicle.odometerKm + 1],
    ]);
  });

  it('cancels confirmed bookings not checked out in time as no-shows', async () => {
    const { pool, bookable } = await demoPool();
    const now = Date.now();
    // The first car is free today (the demo leaves it so): one booking started three hours ago,
    // one half an hour ago; the pool cancels after 60 minutes.
    const insert = (startMinutes: number) =>
      f.database.db
        .insert(sharingBookings)
        .values({
          clientId: f.ids.nordlys,
          poolId: pool.id,
          vehicleId: bookable[0]!.id,
          driverUserId: f.ids.jonas,
          startsAt: new Date(now - startMinutes * 60_000),
          endsAt: new Date(now - (startMinutes - 10) * 60_000),
          blockedUntil: new Date(now - (startMinutes - 10) * 60_000),
          status: 'confirmed',
        })
        .returning()
        .then(([row]) => row!.id);
    const late = await insert(180);
    const recent = await insert(30);
    const status = async (id: string) =>
      (await f.database.db.select().from(sharingBookings).where(eq(sharingBookings.id, id)))[0]!.status;
    expect(await cancelNoShows(f.database.db)).toBeGreaterThanOrEqual(1);
    expect([await status(late), await status(recent)]).toEqual(['no_show', 'confirmed']);
  });

  it('cancels each no-show once when passes run at once (on PostgreSQL from two instances)', async () => {
    const { pool, bookable } = await demoPool();
    const now = Date.now();
    // Nothing else is due first, so every change counted below is one of these twenty.
    await cancelNoShows(f.database.db);
    const rows = await f.database.db
      .insert(sharingBookings)
      .values(
        // The first car is free since yesterday: half-hour bookings an hour apart, 23 to 4 hours ago.
        Array.from({ length: 20 }, (_, i) => {
          const startsAt = new Date(now - (23 - i) * 3_600_000);
          const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
          return {
            clientId: f.ids.nordlys,
            poolId: pool.id,
            vehicleId: bookable[0]!.id,
            driverUserId: f.ids.jonas,
            startsAt,
            endsAt,
            blockedUntil: endsAt,
            status: 'confirmed' as const,
          };
        }),
      )
      .returning({ id: sharingBookings.id });
    const second =
      engine === 'PostgreSQL'
        ? await openDatabase({ databaseUrl: (f.database as unknown as { url: string }).url, dataDir: null })
        : null;
    // Ten passes at once, every other one from the second instance.
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cancelNoShows((i % 2 && second ? second : f.database).db)),
    );
    await second?.close();
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(20);
    const after = await f.database.db
      .select({ status: sharingBookings.status, cancelledAt: sharingBookings.cancelledAt })
      .from(sharingBookings)
      .where(
        inArray(
          sharingBookings.id,
          rows.map((row) => row.id),
        ),
      );
    expect(after.map((row) => row.status)).toEqual(Array(20).fill('no_show'));
    expect(after.every((row) => row.cancelledAt !== null)).toBe(true);
  });

  it('answers a vehicle’s running and coming bookings and its pool for its page', async () => {
    const { pool, bookable } = await demoPool();
    const vehicle = bookable[4]!;
    const day = addDays(today, 28);
    const booked = await f.as.manager.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: at(day, '09:00'),
      endsAt: at(day, '10:00'),
      purpose: 'Fra bilens side',
    });
    const page = await f.as.manager.sharing.vehicleBookings.query({ vehicleId: vehicle.id });
    expect(page.poolId).toBe(pool.id);
    expect(page.bookings.map((b) => b.id)).toContain(booked.id);
    expect(page.bookings.every((b) => b.vehicle.id === vehicle.id && b.endsAt > new Date())).toBe(true);
    expect(page.bookings.every((b) => ['requested', 'confirmed', 'checked_out'].includes(b.status))).toBe(
      true,
    );
    const starts = page.bookings.map((b) => b.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // A vehicle in no pool: no pool, no bookings.
    expect(await f.as.manager.sharing.vehicleBookings.query({ vehicleId: f.ids.nordlysVehicle })).toEqual({
      poolId: null,
      bookings: [],
    });
    expect((await failure(f.as.manager2.sharing.vehicleBookings.query({ vehicleId: vehicle.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await failure(f.as.user.sharing.vehicleBookings.query({ vehicleId: vehicle.id }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('stores share links hashed; expired and revoked ones answer like unknown ones', async () => {
    const { bookable } = await demoPool();
    const vehicleId = bookable[5]!.id;
    const created = await f.as.manager.sharing.createLink.mutate({
      kind: 'vehicle',
      targetId: vehicleId,
      label: 'Forsikringsselskabet',
    });
    const token = created.path.replace('/share/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.link.expiresAt.getTime() - created.link.createdAt.getTime()).toBe(7 * 86_400_000);
    const [stored] = await f.database.db
      .select()
      .from(sharingLinks)
      .where(eq(sharingLinks.id, created.link.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const get = (path: string, language = 'da') =>
      fetch(`${f.http.baseUrl}${path}`, { headers: { 'accept-language': language } });
    const opened = await get(created.path, 'en');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const html = await opened.text();
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(html).toContain(vehicle!.make);
    expect(html).toContain('Forsikringsselskabet');
    expect(html).not.toContain('<script');
    // No way from the shared page into the app: no link, form or frame, no session made, and a
    // policy that would stop script, requests and framing if any crept in.
    expect(html).not.toMatch(/<(a|form|iframe|link|base)\b|href=|src=/i);
    expect(opened.headers.get('set-cookie')).toBeNull();
    expect(opened.headers.get('content-security-policy')).toMatch(
      /default-src 'none'.*frame-ancestors 'none'/,
    );
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const [counted] = await f.database.db
      .select()
      .from(sharingLinks)
      .where(eq(sharingLinks.id, created.link.id));
    expect(counted).toMatchObject({ openCount: 1, lastOpenedAt: expect.any(Date) });

    const unknown = await get(`/share/${'A'.repeat(43)}`);
    const unknownBody = await unknown.text();
    expect(unknown.status).toBe(404);
    // A token of the wrong shape answers the same page, before any lookup.
    const malformed = await get('/share/abc');
    expect([malformed.status, await malformed.text()]).toEqual([404, unknownBody]);
    // Expired.
    await f.database.db
      .update(sharingLinks)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sharingLinks.id, created.link.id));
    const expired = await get(created.path);
    expect([expired.status, await expired.text()]).toEqual([404, unknownBody]);
    // Revoked (and no longer in the active list).
    const second = await f.as.manager.sharing.createLink.mutate({
      kind: 'vehicle',
      targetId: vehicleId,
      label: 'Værksted',
      days: 30,
    });
    expect((await f.as.manager.sharing.links.query()).map((l) => l.id)).toContain(second.link.id);
    await f.as.manager.sharing.revokeLink.mutate({ id: second.link.id });
    const revoked = await get(second.path);
    expect([revoked.status, await revoked.text()]).toEqual([404, unknownBody]);
    expect((await f.as.manager.sharing.links.query()).map((l) => l.id)).not.toContain(second.link.id);
    // Expiry is required and at most 30 days.
    expect(
      (
        await failure(
          f.as.manager.sharing.createLink.mutate({
            kind: 'vehicle',
            targetId: vehicleId,
            label: 'x',
            days: 31,
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    // Drivers make no links.
    expect(
      (
        await failure(
          f.as.user.sharing.createLink.mutate({ kind: 'vehicle', targetId: vehicleId, label: 'x' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('serves calendar feeds of a person’s and a vehicle’s bookings; revoked, renewed and expired ones answer like unknown ones', async () => {
    const { bookable } = await demoPool();
    const vehicle = bookable[3]!;
    const day = addDays(today, 27);
    const mine = await f.as.user.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: at(day, '08:00'),
      endsAt: at(day, '11:30'),
      purpose: 'Kursus i Kolding',
    });
    const dropped = await f.as.user.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: at(day, '13:00'),
      endsAt: at(day, '14:00'),
      purpose: 'Aflyst møde',
    });
    await f.as.user.sharing.cancel.mutate({ id: dropped.id });
    // The manager's booking of the same car is in its feed, not in the driver's.
    const managers = await f.as.manager.sharing.book.mutate({
      vehicleId: vehicle.id,
      startsAt: at(day, '15:00'),
      endsAt: at(day, '16:00'),
      purpose: 'Bankmøde',
    });

    expect(await f.as.user.sharing.feed.query({ kind: 'person' })).toBeNull();
    const created = await f.as.user.sharing.renewFeed.mutate({ kind: 'person' });
    expect(created.path).toMatch(/^\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = created.path.slice('/feed/'.length, -'.ics'.length);
    const [stored] = await f.database.db
      .select()
      .from(sharingLinks)
      .where(eq(sharingLinks.id, created.feed.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(created.feed.expiresAt.getTime() - created.feed.createdAt.getTime()).toBe(365 * 86_400_000);
    // Feeds are not share links: not in the Links list, and the share page does not open them.
    expect((await f.as.manager.sharing.links.query()).map((l) => l.id)).not.toContain(created.feed.id);

    const get = (path: string) => fetch(`${f.http.baseUrl}${path}`);
    const events = async (path: string) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      return calendar.getAllSubcomponents('vevent').map((event) => ({
        uid: event.getFirstPropertyValue('uid'),
        summary: event.getFirstPropertyValue('summary'),
        status: event.getFirstPropertyValue('status'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
        end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
        startIsUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
        stamp: event.getFirstPropertyValue('dtstamp'),
      }));
    };
    const plate = formatRegistration(vehicle.registration);
    const personal = await events(created.path);
    expect(personal.find((e) => e.uid === `${mine.id}@vognpark`)).toEqual({
      uid: `${mine.id}@vognpark`,
      summary: `${plate} · Kursus i Kolding`,
      status: 'CONFIRMED',
      start: at(day, '08:00'),
      end: at(day, '11:30'),
      startIsUtc: true,
      stamp: expect.anything(),
    });
    expect(personal.find((e) => e.uid === `${dropped.id}@vognpark`)?.status).toBe('CANCELLED');
    expect(personal.map((e) => e.uid)).not.toContain(`${managers.id}@vognpark`);
    expect((await f.as.user.sharing.feed.query({ kind: 'person' }))?.openCount).toBe(1);
    // A person who is deactivated takes their feed with them (and gets it back when reactivated).
    await f.database.db.update(users).set({ active: false }).where(eq(users.id, f.ids.jonas));
    const inactive = await get(created.path);
    await f.database.db.update(users).set({ active: true }).where(eq(users.id, f.ids.jonas));
    expect([inactive.status, await inactive.text()]).toEqual([404, 'Not found\n']);
    expect((await get(created.path)).status).toBe(200);

    // The vehicle's feed (managers): every booking of that car, of no other.
    expect(
      (await failure(f.as.user.sharing.renewFeed.mutate({ kind: 'vehicle', vehicleId: vehicle.id }))).code,
    ).toBe('FORBIDDEN');
    expect(
      (await failure(f.as.manager2.sharing.renewFeed.mutate({ kind: 'vehicle', vehicleId: vehicle.id })))
        .code,
    ).toBe('NOT_FOUND');
    const carFeed = await f.as.manager.sharing.renewFeed.mutate({ kind: 'vehicle', vehicleId: vehicle.id });
    const carEvents = await events(carFeed.path);
    expect(carEvents.map((e) => e.uid)).toEqual(
      expect.arrayContaining([mine.id, dropped.id, managers.id].map((id) => `${id}@vognpark`)),
    );
    expect(carEvents.every((e) => String(e.summary).startsWith(plate))).toBe(true);

    // Tenant separation: another client's person feed holds none of Nordlys's bookings.
    const otherFeed = await f.as.manager2.sharing.renewFeed.mutate({ kind: 'person' });
    const otherUids = (await events(otherFeed.path)).map((e) => e.uid);
    expect(otherUids).not.toContain(`${managers.id}@vognpark`);
    expect(otherUids).not.toContain(`${mine.id}@vognpark`);

    const unknown = await get(`/feed/${'A'.repeat(43)}.ics`);
    const unknownBody = await unknown.text();
    expect(unknown.status).toBe(404);
    expect([(await get(`/share/${token}`)).status, (await get('/feed/abc.ics')).status]).toEqual([404, 404]);
    // Renewed: the old address answers like an unknown one, the new one works.
    const renewed = await f.as.user.sharing.renewFeed.mutate({ kind: 'person' });
    const old = await get(created.path);
    expect([old.status, await old.text()]).toEqual([404, unknownBody]);
    expect((await events(renewed.path)).map((e) => e.uid)).toContain(`${mine.id}@vognpark`);
    // Revoked.
    await f.as.user.sharing.revokeFeed.mutate({ kind: 'person' });
    expect(await f.as.user.sharing.feed.query({ kind: 'person' })).toBeNull();
    const revoked = await get(renewed.path);
    expect([revoked.status, await revoked.text()]).toEqual([404, unknownBody]);
    // Expired.
    await f.database.db
      .update(sharingLinks)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sharingLinks.id, carFeed.feed.id));
    const expired = await get(carFeed.path);
    expect([expired.status, await expired.text()]).toEqual([404, unknownBody]);
  });

  it("shares a vehicle's last position: where and when, nothing of who drove it, none before there is one", async () => {
    // Any of the client's vehicles, pooled or not.
    const [vehicle] = await f.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, f.ids.nordlysVehicle));
    await f.database.db.delete(vehicleLastPositions).where(eq(vehicleLastPositions.vehicleId, vehicle!.id));
    const created = await f.as.manager.sharing.createLink.mutate({
      kind: 'position',
      targetId: vehicle!.id,
      label: 'Autohjælp',
      days: 1,
    });
    expect(created.link).toMatchObject({ kind: 'position', vehicle: { id: vehicle!.id } });
    const get = (language: string) =>
      fetch(`${f.http.baseUrl}${created.path}`, { headers: { 'accept-language': language } });

    const before = await get('en');
    expect(before.status).toBe(200);
    const empty = await before.text();
    expect(empty).toContain(`Position of ${formatRegistration(vehicle!.registration)}`);
    expect(empty).toContain('No position of this vehicle has been recorded yet.');

    await f.database.db.insert(vehicleLastPositions).values({
      vehicleId: vehicle!.id,
      clientId: f.ids.nordlys,
      recordedAt: new Date('2026-03-02T08:15:00Z'),
      lat: 55.676_098,
      lon: 12.568_337,
      accuracyM: 12.4,
      source: 'tracker',
    });
    const opened = await get('da');
    const html = await opened.text();
    expect(html).toContain('Position for');
    expect(html).toContain('55,67610, 12,56834 (inden for 12 m)');
    // 08:15 UTC is 09:15 in Copenhagen in March.
    expect(html).toMatch(/9[.:]15/);
    // A phone's map app opens it without the internet; the only link on the page, none into the app.
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="geo:55.676098,12.568337"']);
    expect(html).not.toMatch(/<(script|form|iframe|link|base)\b|src=/i);
    const [driver] = await f.database.db
      .select({ surname: users.contactSurname })
      .from(users)
      .innerJoin(vehicles, eq(vehicles.driverUserId, users.id))
      .where(eq(vehicles.id, vehicle!.id));
    if (driver?.surname) expect(html).not.toContain(driver.surname);
    expect((await f.as.manager.sharing.links.query()).find((l) => l.id === created.link.id)).toMatchObject({
      openCount: 2,
    });

    // Revoked: the same page as an unknown token.
    await f.as.manager.sharing.revokeLink.mutate({ id: created.link.id });
    const revoked = await get('da');
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).not.toContain('55,6');
  });

  it('shares a damage with its claim report in the reader’s language; revoked, both answer like unknown ones', async () => {
    const [damage] = await f.database.db
      .insert(damages)
      .values({
        clientId: f.ids.nordlys,
        vehicleId: f.ids.nordlysVehicle,
        zone: 'rear',
        damageClass: 'dent',
        severity: 'minor',
        source: 'manual',
        description: 'Bule i bagkofangeren efter bakning',
        foundOn: '2026-11-20',
      })
      .returning();
    const created = await f.as.manager.sharing.createLink.mutate({
      kind: 'damage',
      targetId: damage!.id,
      label: 'Topdanmark',
    });
    expect(created.link).toMatchObject({
      kind: 'damage',
      damageId: damage!.id,
      vehicle: { id: f.ids.nordlysVehicle },
    });
    const get = (path: string, language: string) =>
      fetch(`${f.http.baseUrl}${path}`, { headers: { 'accept-language': language } });
    const html = await (await get(created.path, 'da')).text();
    expect(html).toContain('Skadeanmeldelse');
    expect(html).toContain('Bule i bagkofangeren efter bakning');
    expect(html).toContain('Topdanmark');
    const claimPath = `${created.path}/claim.pdf`;
    expect(html).toContain(`href="${claimPath}"`);
    const claim = await get(claimPath, 'uk');
    expect(claim.status).toBe(200);
    expect(claim.headers.get('content-type')).toBe('application/pdf');
    expect(claim.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await claim.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // A damage link's token opens no other kind's page, and a vehicle link's no claim.
    const vehicleLink = await f.as.manager.sharing.createLink.mutate({
      kind: 'vehicle',
      targetId: f.ids.nordlysVehicle,
      label: 'x',
    });
    expect((await get(`${vehicleLink.path}/claim.pdf`, 'da')).status).toBe(404);

    await f.as.manager.sharing.revokeLink.mutate({ id: created.link.id });
    const unknown = await (await get(`/share/${'A'.repeat(43)}`, 'da')).text();
    for (const path of [created.path, claimPath]) {
      const revoked = await get(path, 'da');
      expect([revoked.status, await revoked.text()]).toEqual([404, unknown]);
    }
    expect(
      (
        await failure(
          f.as.manager2.sharing.createLink.mutate({ kind: 'damage', targetId: damage!.id, label: 'x' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for another client’s ids and changes nothing', async () => {
    const { bookable } = await demoPool();
    const vehicleId = bookable[5]!.id;
    const booking = await f.as.manager.sharing.book.mutate({
      vehicleId,
      startsAt: at(addDays(today, 25), '08:00'),
      endsAt: at(addDays(today, 25), '09:00'),
    });
    const link = await f.as.manager.sharing.createLink.mutate({
      kind: 'booking',
      targetId: booking.id,
      label: 'Kunde',
    });
    const other = f.as.manager2.sharing;
    const calls: [string, () => Promise<unknown>][] = [
      [
        'book',
        () =>
          other.book.mutate({
            vehicleId,
            startsAt: at(addDays(today, 26), '08:00'),
            endsAt: at(addDays(today, 26), '09:00'),
          }),
      ],
      ['decide', () => other.decide.mutate({ id: booking.id, approve: false })],
      ['cancel', () => other.cancel.mutate({ id: booking.id })],
      [
        'checkOut',
        () => other.checkOut.mutate({ id: booking.id, odometerKm: 1, level: 1, damagesAcknowledged: true }),
      ],
      ['checkIn', () => other.checkIn.mutate({ id: booking.id, odometerKm: 1, level: 1 })],
      ['createLink', () => other.createLink.mutate({ kind: 'vehicle', targetId: vehicleId, label: 'x' })],
      [
        'createLink position',
        () => other.createLink.mutate({ kind: 'position', targetId: vehicleId, label: 'x' }),
      ],
      ['revokeLink', () => other.revokeLink.mutate({ id: link.link.id })],
      [
        'savePool',
        () =>
          other.savePool.mutate({
            name: 'Lånte biler',
            whoMayBook: 'everyone',
            maxHours: 8,
            leadMinutes: 0,
            bufferMinutes: 0,
            approvalOverHours: null,
            noShowMinutes: null,
            vehicleIds: [vehicleId],
          }),
      ],
    ];
    for (const [name, call] of calls) expect((await failure(call())).code, name).toBe('NOT_FOUND');
    const [stillBooked] = await f.database.db
      .select()
      .from(sharingBookings)
      .where(eq(sharingBookings.id, booking.id));
    expect(stillBooked!.status).toBe('confirmed');
    expect((await f.as.manager.sharing.links.query()).map((l) => l.id)).toContain(link.link.id);
    // Their lists do not show Nordlys's.
    expect((await other.pools.query()).flatMap((p) => p.vehicles.map((v) => v.id))).not.toContain(vehicleId);
    expect(
      (
        await other.bookings.query({
          from: at(addDays(today, 25), '00:00'),
          to: at(addDays(today, 26), '00:00'),
        })
      ).map((b) => b.id),
    ).not.toContain(booking.id);
  });
});
