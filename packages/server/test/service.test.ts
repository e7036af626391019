/**
 * The service area (docs/service.md) on both engines: the due rules as tables (months and month
 * ends, tyre seasons, "whichever comes first" and "later", km and hours, paused, DST), the
 * forecast with 0, 1 and many readings, the SQL conditions selecting exactly the rows the pure
 * rules name, the demo data, keyset lists and filters, plans, the service book, the odometer chain
 * (a lower reading refused on its field), one open task per due schedule under concurrency, its
 * completion resetting the schedule, roles and tenant separation for every procedure taking an id.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { clients } from '../src/db/schema.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { workHistory } from '../src/work/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import {
  SERVICE_STATES,
  type ServiceEntryExportChunk,
  type ServiceEntryPage,
  type ServiceState,
} from '../src/areas/service/model.js';
import { ENTRY_EXPORT_CHUNK } from '../src/areas/service/router.js';
import {
  addMonths,
  ALWAYS,
  attentionDays,
  duePoint,
  forecastOn,
  lineAmounts,
  nextSeasonWindow,
  serviceState,
  stateOnDay,
  type StateInput,
} from '../src/areas/service/rules.js';
import {
  odometerReadings,
  organisations,
  serviceEntries,
  serviceSchedules,
  serviceTasks,
} from '../src/areas/service/schema.js';
import { serviceAttentionCondition, serviceStateCondition } from '../src/areas/service/sql.js';
import { createDueServiceTasks } from '../src/areas/service/tasks.js';
import { SERVICE_DEMO } from '../src/areas/service/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';

const TODAY = '2026-11-23';

describe('calendar months', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'], // a month end the next month lacks
    ['2028-01-31', 1, '2028-02-29'], // a leap year's February
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'], // into a new year
    ['2026-05-10', 12, '2027-05-10'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-11-30', 24, '2028-11-30'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});

describe('Danish tyre seasons', () => {
  it.each([
    // [season, last change, window start, window end]
    ['winter', '2026-10-15', '2027-10-01', '2027-11-30'], // changed in season: next winter
    ['winter', '2026-09-20', '2027-10-01', '2027-11-30'], // early change counts for that winter
    ['winter', '2026-12-10', '2027-10-01', '2027-11-30'], // late change
    ['winter', '2026-07-31', '2026-10-01', '2026-11-30'], // long before: this autumn
    ['summer', '2026-04-10', '2027-03-01', '2027-04-30'],
    ['summer', '2026-10-20', '2027-03-01', '2027-04-30'],
    ['summer', '2025-12-20', '2026-03-01', '2026-04-30'],
  ] as const)('%s tyres changed %s: due %s – %s', (season, lastDoneOn, start, end) => {
    expect(nextSeasonWindow(season, lastDoneOn)).toEqual({ start, end });
    const point = duePoint({
      intervalKm: 30_000,
      intervalHours: null,
      intervalMonths: 12,
      soonDays: 30,
      lastDoneOn,
      lastDoneKm: 0,
      lastDoneHours: null,
      season,
    });
    // The season decides; intervals play no part.
    expect(point).toEqual({ dueOn: end, soonOn: start, dueKm: null, dueHours: null });
  });

  it('is due soon from the window’s first day and overdue after its last', () => {
    const point = duePoint({ ...interval(), season: 'winter', lastDoneOn: '2025-10-20' });
    const state = (today: string) => serviceState({ ...base(), ...point }, reading(0), today);
    expect(state('2026-09-30')).toBe('in_order');
    expect(state('2026-10-01')).toBe('due_soon');
    expect(state('2026-11-30')).toBe('due_soon');
    expect(state('2026-12-01')).toBe('overdue');
  });
});

function interval() {
  return {
    intervalKm: null as number | null,
    intervalHours: null as number | null,
    intervalMonths: null as number | null,
    soonDays: 30,
    lastDoneOn: '2026-01-01',
    lastDoneKm: 0,
    lastDoneHours: null as number | null,
    season: null,
  };
}
function base(): StateInput {
  return {
    mode: 'first',
    soonKm: 1000,
    soonHours: 25,
    paused: false,
    dueOn: null,
    soonOn: null,
    dueKm: null,
    dueHours: null,
  };
}
const reading = (odometerKm: number, engineHours: number | null = null) => ({ odometerKm, engineHours });

describe('due point', () => {
  it.each([
    // months from the last service, minus the soon days; km and hours added to the last ones
    [
      { intervalMonths: 12, lastDoneOn: '2026-01-31' },
      { dueOn: '2027-01-31', soonOn: '2027-01-01' },
    ],
    [
      { intervalMonths: 1, lastDoneOn: '2026-01-31' },
      { dueOn: '2026-02-28', soonOn: '2026-01-29' },
    ],
    [
      { intervalKm: 30_000, lastDoneKm: 12_345 },
      { dueOn: null, soonOn: null, dueKm: 42_345 },
    ],
    [{ intervalHours: 500, lastDoneHours: 1_200 }, { dueHours: 1_700 }],
    [{ intervalHours: 500, lastDoneHours: null }, { dueHours: null }], // no hours read: no hours due
  ])('%o gives %o', (fields, expected) => {
    expect(duePoint({ ...interval(), ...fields })).toMatchObject(expected);
  });
});

describe('service state', () => {
  const km = { dueKm: 30_000 };
  const date = { dueOn: '2026-12-10', soonOn: '2026-11-10' };
  const hours = { dueHours: 1_000 };
  it.each([
    // [schedule, km, hours, today, state]
    [{ ...date }, 0, null, '2026-11-09', 'in_order'],
    [{ ...date }, 0, null, '2026-11-10', 'due_soon'], // the soon threshold's first day
    [{ ...date }, 0, null, '2026-12-10', 'due_soon'], // the due day itself is not overdue yet
    [{ ...date }, 0, null, '2026-12-11', 'overdue'],
    [{ ...km }, 28_999, null, TODAY, 'in_order'],
    [{ ...km }, 29_000, null, TODAY, 'due_soon'], // 1,000 km before
    [{ ...km }, 30_000, null, TODAY, 'due_soon'], // the due km itself
    [{ ...km }, 30_001, null, TODAY, 'overdue'],
    [{ ...hours }, 0, 974, TODAY, 'in_order'],
    [{ ...hours }, 0, 975, TODAY, 'due_soon'], // 25 h before
    [{ ...hours }, 0, 1_001, TODAY, 'overdue'],
    [{ ...hours }, 0, null, TODAY, 'in_order'], // hours never read: no measure
    [{}, 50_000, 50_000, TODAY, 'in_order'], // nothing to go by
    // whichever comes first: any measure decides
    [{ ...km, ...date }, 30_001, null, '2026-10-01', 'overdue'],
    [{ ...km, ...date }, 10_000, null, '2026-12-11', 'overdue'],
    [{ ...km, ...date }, 29_500, null, '2026-10-01', 'due_soon'],
    [{ ...km, ...date, ...hours }, 0, 990, '2026-10-01', 'due_soon'],
    // whichever comes later: every measure must
    [{ ...km, ...date, mode: 'later' }, 30_001, null, '2026-10-01', 'in_order'],
    [{ ...km, ...date, mode: 'later' }, 30_001, null, '2026-11-15', 'due_soon'],
    [{ ...km, ...date, mode: 'later' }, 30_001, null, '2026-12-11', 'overdue'],
    [{ ...km, ...date, mode: 'later' }, 10_000, null, '2026-12-11', 'in_order'],
    [{ ...km, ...hours, mode: 'later' }, 30_001, null, TODAY, 'overdue'], // hours unread: km alone
    [{ ...km, paused: true }, 90_000, null, TODAY, 'paused'],
  ] as [Partial<StateInput>, number, number | null, string, ServiceState][])(
    '%o at %i km, %s h on %s: %s',
    (schedule, odometerKm, engineHours, today, state) => {
      const input = { ...base(), ...schedule };
      expect(serviceState(input, reading(odometerKm, engineHours), today)).toBe(state);
      // The two days the database keeps give the same state (what the Due list and the pass read).
      expect(stateOnDay(attentionDays(input, reading(odometerKm, engineHours)), input.paused, today)).toBe(
        state,
      );
    },
  );

  it('turns overdue at the Copenhagen midnight, across both DST changes', () => {
    const dueOn = (day: string) => ({ ...base(), dueOn: day, soonOn: addDays(day, -30) });
    const at = (instant: string) => copenhagenToday(new Date(instant));
    // Clocks go forward on 2026-03-29: that night's midnight is 23:00 UTC, the next one 22:00 UTC.
    expect(serviceState(dueOn('2026-03-29'), reading(0), at('2026-03-29T21:59:59Z'))).toBe('due_soon');
    expect(serviceState(dueOn('2026-03-29'), reading(0), at('2026-03-29T22:00:00Z'))).toBe('overdue');
    // Clocks go back on 2026-10-25: that night's midnight is 23:00 UTC again.
    expect(serviceState(dueOn('2026-10-25'), reading(0), at('2026-10-25T22:59:59Z'))).toBe('due_soon');
    expect(serviceState(dueOn('2026-10-25'), reading(0), at('2026-10-25T23:00:00Z'))).toBe('overdue');
    // A 12-month interval from a month end lands on the shorter month's end.
    const point = duePoint({ ...interval(), intervalMonths: 13, lastDoneOn: '2027-01-31' });
    expect(point.dueOn).toBe('2028-02-29');
  });
});

describe('attention days (the state folded for an index)', () => {
  const km = { dueKm: 30_000 };
  const date = { dueOn: '2026-12-10', soonOn: '2026-11-10' };
  const hours = { dueHours: 1_000 };
  it.each([
    // [schedule, km, hours, attention on, overdue on]
    [{ ...date }, 0, null, '2026-11-10', '2026-12-11'], // soon on; the day after the due day
    [{ ...km }, 28_999, null, null, null], // no day makes it due until the odometer moves
    [{ ...km }, 29_000, null, ALWAYS, null],
    [{ ...km }, 30_001, null, ALWAYS, ALWAYS],
    [{ ...hours }, 0, 975, ALWAYS, null],
    [{ ...hours }, 0, null, null, null], // hours never read: no measure
    [{}, 50_000, 50_000, null, null], // nothing to go by
    // whichever comes first: the earliest day
    [{ ...km, ...date }, 29_500, null, ALWAYS, '2026-12-11'],
    [{ ...km, ...date }, 10_000, null, '2026-11-10', '2026-12-11'],
    // whichever comes later: the latest, none while a measure has none
    [{ ...km, ...date, mode: 'later' }, 30_001, null, '2026-11-10', '2026-12-11'],
    [{ ...km, ...date, mode: 'later' }, 29_500, null, '2026-11-10', null],
    [{ ...km, ...date, mode: 'later' }, 10_000, null, null, null],
    [{ ...km, ...hours, mode: 'later' }, 30_001, 990, ALWAYS, null],
    [{ ...km, ...date, paused: true }, 90_000, null, null, null],
    // month end and leap day: the day after 28 February 2028 is the 29th
    [{ dueOn: '2028-02-28', soonOn: '2028-01-29' }, 0, null, '2028-01-29', '2028-02-29'],
  ] as [Partial<StateInput>, number, number | null, string | null, string | null][])(
    '%o at %i km, %s h: attention %s, overdue %s',
    (schedule, odometerKm, engineHours, attentionOn, overdueOn) => {
      expect(attentionDays({ ...base(), ...schedule }, reading(odometerKm, engineHours))).toEqual({
        attentionOn,
        overdueOn,
      });
    },
  );

  it('give the state of the rules on every day around the thresholds', () => {
    const days = Array.from({ length: 50 }, (_, i) => addDays('2026-10-25', i));
    for (const mode of ['first', 'later'] as const)
      for (const measures of [
        { ...date },
        { ...date, ...km },
        { ...date, ...km, ...hours },
        { ...km, ...hours },
      ])
        for (const [odometerKm, engineHours] of [
          [28_000, null],
          [29_500, 980],
          [30_500, 1_010],
        ] as [number, number | null][])
          for (const today of days) {
            const input = { ...base(), ...measures, mode };
            const at = reading(odometerKm, engineHours);
            expect(stateOnDay(attentionDays(input, at), false, today)).toBe(serviceState(input, at, today));
          }
  });
});

describe('forecast', () => {
  const r = (readOn: string, odometerKm: number, correction = false) => ({ readOn, odometerKm, correction });
  it.each([
    ['no readings', [], 30_000, null],
    ['one reading', [r('2026-11-01', 10_000)], 30_000, null],
    ['two readings on one day', [r('2026-11-01', 10_000), r('2026-11-01', 10_100)], 30_000, null],
    ['no due km', [r('2026-10-01', 10_000), r('2026-11-20', 15_000)], null, null],
    // 100 km a day from 2026-09-24 (60 days back) to 2026-11-23: at 16,000 today, 14,000 to go: 140 days
    [
      'many readings',
      [r('2026-09-24', 10_000), r('2026-10-24', 13_000), r('2026-11-23', 16_000)],
      30_000,
      '2027-04-12',
    ],
    // projected from the last reading at the same rate: 17,200 today (12 days at 100 km since
    // 2026-11-11), 12,800 to go: 128 days
    [
      'projection since the last reading',
      [r('2026-09-12', 10_000), r('2026-11-11', 16_000)],
      30_000,
      '2027-03-31',
    ],
    ['past due already', [r('2026-10-24', 10_000), r('2026-11-23', 31_000)], 30_000, TODAY],
    // readings older than 90 days do not count: one left
    ['older than 90 days', [r('2026-08-01', 1_000), r('2026-11-20', 15_000)], 30_000, null],
    ['not driven', [r('2026-10-01', 10_000), r('2026-11-20', 10_000)], 30_000, null],
    // a correction restarts the chain: 50 km a day after it, 18,500 to go: 370 days
    [
      'after a correction',
      [r('2026-09-24', 90_000), r('2026-10-24', 10_000, true), r('2026-11-23', 11_500)],
      30_000,
      '2027-11-28',
    ],
  ] as const)('%s', (_name, readings, dueKm, expected) => {
    expect(forecastOn(readings, dueKm, TODAY)).toBe(expected);
  });
});

describe('line amounts', () => {
  it.each([
    [1.5, 650, 25, { net: 975, vat: 243.75, gross: 1218.75 }],
    [3, 0.1, 25, { net: 0.3, vat: 0.08, gross: 0.38 }], // VAT rounded to øre
    [2, 199.99, 0, { net: 399.98, vat: 0, gross: 399.98 }],
  ])('%d × %d at %i %%', (quantity, unitPrice, rate, expected) => {
    expect(lineAmounts(quantity, unitPrice, rate)).toEqual(expected);
  });
});

describe.each(ENGINES)('the service SQL conditions on $engine', ({ open }) => {
  let database: Database;
  let clientId: string;
  beforeAll(async () => {
    database = await open();
    await migrate(database);
    const db = database.db;
    // A new client gets the catalogue in five languages (the migration's trigger).
    const [client] = await db.insert(clients).values({ name: 'Service rules' }).returning({ id: clients.id });
    clientId = client!.id;
    const [task] = await db
      .select()
      .from(serviceTasks)
      .where(and(eq(serviceTasks.clientId, clientId), eq(serviceTasks.kind, 'oil_service')));
    const catalogue = await db.select().from(serviceTasks).where(eq(serviceTasks.clientId, clientId));
    expect(catalogue).toHaveLength(9);
    expect(
      catalogue.every((t) => ['en', 'da', 'uk', 'de', 'fr'].every((l) => t.names[l as 'en'].length > 0)),
    ).toBe(true);
    // Vehicles at odometers and hours around the due points below.
    const readings: [number, number | null][] = [
      [28_999, null],
      [29_000, 974],
      [30_000, 975],
      [30_001, 1_000],
      [31_000, 1_001],
    ];
    const fleet = await db
      .insert(vehicles)
      .values(
        readings.map(([odometerKm, engineHours], i) => ({
          clientId,
          registration: `SR1234${i}`,
          make: 'Ford',
          model: 'Transit',
          odometerKm,
          engineHours,
        })),
      )
      .returning({ id: vehicles.id });
    // Schedules: every combination of measures and modes, dates around 2028-02-29 (a leap day).
    const dates = Array.from({ length: 15 }, (_, i) => addDays('2028-02-22', i));
    const rows: (typeof serviceSchedules.$inferInsert)[] = [];
    const measureSets = [
      { date: true, km: false, hours: false },
      { date: false, km: true, hours: false },
      { date: false, km: false, hours: true },
      { date: true, km: true, hours: false },
      { date: true, km: true, hours: true },
      { date: false, km: false, hours: false },
    ];
    // One vehicle x task is unique: give each combination its own task row (custom tasks).
    let n = 0;
    for (const vehicle of fleet)
      for (const measures of measureSets)
        for (const mode of ['first', 'later'] as const)
          for (const [d, dueOn] of dates.entries()) {
            if (d % 3 !== n % 3) continue;
            const [custom] = await db
              .insert(serviceTasks)
              .values({ clientId, kind: 'custom', names: { en: `c${n}`, da: '', uk: '', de: '', fr: '' } })
              .returning({ id: serviceTasks.id });
            n += 1;
            rows.push({
              clientId,
              vehicleId: vehicle.id,
              serviceTaskId: custom!.id,
              mode,
              lastDoneOn: '2027-01-01',
              lastDoneKm: 0,
              paused: n % 17 === 0,
              dueOn: measures.date ? dueOn : null,
              soonOn: measures.date ? addDays(dueOn, -7) : null,
              dueKm: measures.km ? 30_000 : null,
              dueHours: measures.hours ? 1_000 : null,
            });
          }
    await db.insert(serviceSchedules).values(rows);
    expect(task).toBeDefined();
  }, 120_000);
  afterAll(() => database?.close());

  it.each(['2028-02-20', '2028-02-23', '2028-02-29', '2028-03-01', '2028-03-08', '2028-03-20'])(
    'select exactly the rows the pure rules give, with today = %s',
    async (today) => {
      const db = database.db;
      const all = await db
        .select({ schedule: serviceSchedules, km: vehicles.odometerKm, hours: vehicles.engineHours })
        .from(serviceSchedules)
        .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
        .where(eq(serviceSchedules.clientId, clientId));
      const ids = async (condition: SQL) =>
        (
          await db
            .select({ id: serviceSchedules.id })
            .from(serviceSchedules)
            .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
            .where(and(eq(serviceSchedules.clientId, clientId), condition))
        )
          .map((row) => row.id)
          .sort();
      const stateOf = (row: (typeof all)[number]) =>
        serviceState(row.schedule, { odometerKm: row.km, engineHours: row.hours }, today);
      const seen = new Set<string>();
      for (const state of SERVICE_STATES) {
        const expected = all
          .filter((row) => stateOf(row) === state)
          .map((row) => row.schedule.id)
          .sort();
        if (expected.length > 0) seen.add(state);
        expect(await ids(serviceStateCondition(state, today)), state).toEqual(expected);
      }
      expect(await ids(serviceAttentionCondition(today))).toEqual(
        all
          .filter((row) => ['overdue', 'due_soon'].includes(stateOf(row)))
          .map((row) => row.schedule.id)
          .sort(),
      );
      expect([...seen].sort()).toEqual([...SERVICE_STATES].sort());
      // The days the database keeps are the pure rule's.
      for (const row of all)
        expect({ attentionOn: row.schedule.attentionOn, overdueOn: row.schedule.overdueOn }).toEqual(
          attentionDays(row.schedule, { odometerKm: row.km, engineHours: row.hours }),
        );
    },
  );

  it("keeps each schedule's days right when its vehicle's odometer or hours change", async () => {
    const db = database.db;
    const fleet = await db
      .select({ id: vehicles.id, km: vehicles.odometerKm, hours: vehicles.engineHours })
      .from(vehicles)
      .where(eq(vehicles.clientId, clientId));
    const moved = fleet.map((v, i) => ({
      id: v.id,
      km: [31_000, 28_000, 29_500][i % 3]!,
      hours: i % 2 ? 999 : null,
    }));
    for (const v of moved)
      await db.update(vehicles).set({ odometerKm: v.km, engineHours: v.hours }).where(eq(vehicles.id, v.id));
    const all = await db
      .select({ schedule: serviceSchedules, km: vehicles.odometerKm, hours: vehicles.engineHours })
      .from(serviceSchedules)
      .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
      .where(eq(serviceSchedules.clientId, clientId));
    expect(all.length).toBeGreaterThan(0);
    for (const row of all)
      expect({ attentionOn: row.schedule.attentionOn, overdueOn: row.schedule.overdueOn }).toEqual(
        attentionDays(row.schedule, { odometerKm: row.km, engineHours: row.hours }),
      );
    const today = '2028-02-29';
    const due = (
      await db
        .select({ id: serviceSchedules.id })
        .from(serviceSchedules)
        .where(and(eq(serviceSchedules.clientId, clientId), serviceAttentionCondition(today)))
    )
      .map((r) => r.id)
      .sort();
    expect(due).toEqual(
      all
        .filter((row) =>
          ['overdue', 'due_soon'].includes(
            serviceState(row.schedule, { odometerKm: row.km, engineHours: row.hours }, today),
          ),
        )
        .map((row) => row.schedule.id)
        .sort(),
    );
  });
});

describe.each(ENGINES)('service on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  async function catalogue(kind: string) {
    return (await f.as.manager.service.tasks.query()).find((t) => t.kind === kind)!;
  }

  it('shows every state, a forecast and history on the demo fleet, with the badges unchanged', async () => {
    const all = await allPages((cursor) => f.as.manager.service.listSchedules.query({ cursor, limit: 100 }));
    const states = new Set(all.map((s) => s.state));
    expect([...states].sort()).toEqual([...SERVICE_STATES].sort());
    expect(all.filter((s) => s.state === 'paused')).toHaveLength(SERVICE_DEMO.paused);
    expect(all.some((s) => s.forecastOn !== null && s.forecastOn > today)).toBe(true);
    expect(all.filter((s) => s.task.season !== null)).toHaveLength(SERVICE_DEMO.tyreVehicles * 2);
    // Due schedules have their task; nothing is overdue by date, so the tasks badge is the fleet work's.
    for (const schedule of all.filter((s) => s.state === 'overdue' || s.state === 'due_soon'))
      expect(schedule.openTaskId, schedule.id).not.toBeNull();
    expect(await f.as.manager.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
    const entries = await f.as.manager.service.listEntries.query({ limit: 5 });
    expect(entries.total).toBeGreaterThan(100);
    expect(entries.items[0]!.lines).toHaveLength(2);
    expect(entries.items[0]!.totals.gross).toBeGreaterThan(0);
    const readings = await f.as.manager.service.readings.query({
      vehicleId: f.ids.jonasVehicles[0]!,
      limit: 100,
    });
    expect(readings.items.length).toBeGreaterThanOrEqual(13);
  });

  it('pages schedules by due date with filters (state, vehicle, task, due before)', async () => {
    const paged = await allPages((cursor) => f.as.manager.service.listSchedules.query({ cursor, limit: 7 }));
    const whole = await allPages((cursor) =>
      f.as.manager.service.listSchedules.query({ cursor, limit: 100 }),
    );
    expect(paged.map((s) => s.id)).toEqual(whole.map((s) => s.id));
    const keys = paged.map((s) => s.dueOn ?? '9999-12-31');
    expect(keys).toEqual([...keys].sort());
    const first = await f.as.manager.service.listSchedules.query({ limit: 7 });
    const second = await f.as.manager.service.listSchedules.query({ cursor: first.nextCursor, limit: 7 });
    const back = await f.as.manager.service.listSchedules.query({
      cursor: second.prevCursor,
      direction: 'backward',
      limit: 7,
    });
    expect(back.items.map((s) => s.id)).toEqual(first.items.map((s) => s.id));
    for (const state of SERVICE_STATES) {
      const page = await f.as.manager.service.listSchedules.query({ state: [state], limit: 100 });
      expect(page.total).toBe(whole.filter((s) => s.state === state).length);
      expect(page.items.every((s) => s.state === state)).toBe(true);
    }
    const vehicleId = f.ids.jonasVehicles[0]!;
    const mine = await f.as.manager.service.listSchedules.query({ vehicleId });
    expect(mine.total).toBe(whole.filter((s) => s.vehicle.id === vehicleId).length);
    const oil = await catalogue('oil_service');
    const oils = await f.as.manager.service.listSchedules.query({ serviceTaskId: oil.id, limit: 100 });
    expect(oils.items.every((s) => s.task.id === oil.id)).toBe(true);
    const before = addDays(today, 60);
    const soon = await f.as.manager.service.listSchedules.query({ dueBefore: before, limit: 100 });
    expect(soon.total).toBe(whole.filter((s) => s.dueOn !== null && s.dueOn <= before).length);
    expect(
      (await failure(f.as.manager.service.listSchedules.query({ cursor: 'nonsense' }))).fieldErrors,
    ).toEqual({
      cursor: 'invalid',
    });
  });

  it("names each row's task in the reader's language alone when asked, the rows otherwise the same", async () => {
    const input = { state: ['overdue', 'due_soon'] as ServiceState[], limit: 50, total: false };
    const whole = await f.as.manager.service.listSchedules.query(input);
    for (const language of ['de', 'uk'] as const) {
      const one = await f.as.manager.service.listSchedules.query({ ...input, language });
      expect(one.items.map((s) => s.id)).toEqual(whole.items.map((s) => s.id));
      for (const [index, schedule] of one.items.entries()) {
        const full = whole.items[index]!;
        expect(schedule.task.names).toEqual({ [language]: full.task.names[language] });
        expect({ ...schedule, task: { ...schedule.task, names: full.task.names } }).toEqual(full);
      }
    }
    expect(
      (await failure(f.as.manager.service.listSchedules.query({ ...input, language: 'sv' as 'da' }))).code,
    ).toBe('BAD_REQUEST');
  });

  it('lists rows with what the table shows, as the whole schedule has it, days as ISO strings', async () => {
    const page = await f.as.manager.service.listSchedules.query({
      state: ['overdue', 'due_soon'],
      limit: 20,
      total: false,
      language: 'da',
    });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      const whole = await f.as.manager.service.getSchedule.query({ id: row.id });
      expect(row).toEqual({
        id: whole.id,
        vehicle: { id: whole.vehicle.id, registration: whole.vehicle.registration },
        task: { id: whole.task.id, names: { da: whole.task.names.da }, season: whole.task.season },
        intervalKm: whole.intervalKm,
        intervalHours: whole.intervalHours,
        intervalMonths: whole.intervalMonths,
        mode: whole.mode,
        dueOn: whole.dueOn,
        dueKm: whole.dueKm,
        state: whole.state,
        odometerKm: whole.odometerKm,
        forecastOn: whole.forecastOn,
        openTaskId: whole.openTaskId,
      });
      for (const day of [row.dueOn, row.forecastOn])
        if (day !== null) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('makes exactly one open task for a due schedule, even with concurrent passes', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const ac = await catalogue('air_conditioning');
    // Last done 23 months ago with a 24-month interval: due soon.
    const schedule = await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: ac.id,
      intervalMonths: 24,
      lastDoneOn: addMonths(addDays(today, 10), -24),
    });
    expect(schedule.state).toBe('due_soon');
    expect(schedule.openTaskId).not.toBeNull();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        createDueServiceTasks(f.database.db, { clientId: f.ids.nordlys }, today),
      ),
    );
    const open = await f.database.db
      .select({ id: tasks.id, source: tasks.source, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(eq(tasks.sourceId, schedule.id), eq(tasks.status, 'open')));
    expect(open).toEqual([{ id: schedule.openTaskId, source: 'service', dueDate: schedule.dueOn }]);
    // A second schedule of the same task on the same vehicle is refused on the field.
    expect(
      (await failure(f.as.manager.service.createSchedule.mutate({ vehicleId, serviceTaskId: ac.id })))
        .fieldErrors,
    ).toEqual({ serviceTaskId: 'duplicate' });
  });

  it('completes a due schedule’s task with a workshop and two lines: the schedule resets', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    const brakes = await catalogue('brakes');
    const row = (await f.as.manager.service.listSchedules.query({ vehicleId, serviceTaskId: brakes.id }))
      .items[0];
    // A list row has no version: the Edit drawer reads the whole schedule.
    const current = row && (await f.as.manager.service.getSchedule.query({ id: row.id }));
    const schedule = current
      ? await f.as.manager.service.updateSchedule.mutate({
          id: current.id,
          expectedVersion: current.version,
          intervalMonths: 24,
          lastDoneOn: addMonths(addDays(today, 5), -24),
        })
      : await f.as.manager.service.createSchedule.mutate({
          vehicleId,
          serviceTaskId: brakes.id,
          intervalMonths: 24,
          lastDoneOn: addMonths(addDays(today, 5), -24),
        });
    expect(schedule.state).toBe('due_soon');
    const [workshop] = await f.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.clientId, f.ids.nordlys))
      .limit(1);
    const odometerKm = schedule.odometerKm + 120;
    const entry = await f.as.manager.service.recordEntry.mutate({
      vehicleId,
      performedOn: today,
      odometerKm,
      workshopOrganisationId: workshop!.id,
      taskId: schedule.openTaskId!,
      lines: [
        { kind: 'labour', description: 'Skift bremseklodser', quantity: 1.5, unitPrice: 650 },
        { kind: 'part', description: 'Bremseklodser', quantity: 1, unitPrice: 899.95, coveredBy: 'leasing' },
      ],
    });
    expect(entry).toMatchObject({
      workshop: { organisationId: workshop!.id, name: workshop!.name },
      taskId: schedule.openTaskId,
      tasks: [{ id: brakes.id }],
      totals: { net: 1874.95, vat: 468.74, gross: 2343.69 },
      createdBy: { id: f.ids.manager },
    });
    const after = await f.as.manager.service.getSchedule.query({ id: schedule.id });
    expect(after).toMatchObject({
      state: 'in_order',
      lastDoneOn: today,
      lastDoneKm: odometerKm,
      odometerKm,
      openTaskId: null,
      dueOn: addMonths(today, 24),
    });
    const task = await f.as.manager.tasks.get.query({ id: schedule.openTaskId! });
    expect(task.status).toBe('done');
    const history = await f.database.db
      .select()
      .from(workHistory)
      .where(eq(workHistory.entityId, schedule.id));
    expect(history.some((h) => h.action === 'reset' && h.actorUserId === f.ids.manager)).toBe(true);
    const [latest] = (await f.as.manager.service.readings.query({ vehicleId, limit: 1 })).items;
    expect(latest).toMatchObject({ odometerKm, source: 'service', serviceEntryId: entry.id });
    // The task can only be completed once.
    expect(
      (
        await failure(
          f.as.manager.service.recordEntry.mutate({
            vehicleId,
            performedOn: today,
            odometerKm,
            taskId: schedule.openTaskId!,
          }),
        )
      ).fieldErrors,
    ).toEqual({ taskId: 'completed' });
  });

  it('records the entry when a service task is set done on the tasks page, and opens no new one', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const ev = await catalogue('timing_belt');
    const schedule = await f.as.manager.service.createSchedule.mutate({
      vehicleId,
      serviceTaskId: ev.id,
      intervalMonths: 12,
      lastDoneOn: addMonths(addDays(today, -3), -12),
    });
    expect(schedule.state).toBe('overdue');
    const badges = await f.as.manager.my.myNavBadges.query();
    await f.as.manager.tasks.setStatus.mutate({ id: schedule.openTaskId!, status: 'done' });
    const after = await f.as.manager.service.getSchedule.query({ id: schedule.id });
    expect(after).toMatchObject({ state: 'in_order', lastDoneOn: today, openTaskId: null });
    const entries = await f.as.manager.service.listEntries.query({ vehicleId, serviceTaskId: ev.id });
    expect(entries.items[0]).toMatchObject({ performedOn: today, taskId: schedule.openTaskId, lines: [] });
    expect((await f.as.manager.my.myNavBadges.query()).tasks).toBe(badges.tasks - 1);
  });

  it('refuses an odometer going backwards on the field unless it is a correction', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const [vehicle] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const km = vehicle!.odometerKm;
    expect(
      (await failure(f.as.manager.service.addReading.mutate({ vehicleId, odometerKm: km - 1 }))).fieldErrors,
    ).toEqual({ odometerKm: 'decreased' });
    expect(
      (
        await failure(
          f.as.manager.service.recordEntry.mutate({ vehicleId, performedOn: today, odometerKm: km - 500 }),
        )
      ).fieldErrors,
    ).toEqual({ odometerKm: 'decreased' });
    // A back-dated reading above a later one is refused too.
    expect(
      (
        await failure(
          f.as.manager.service.addReading.mutate({
            vehicleId,
            readOn: addDays(today, -200),
            odometerKm: km + 1,
          }),
        )
      ).fieldErrors,
    ).toEqual({ odometerKm: 'above_later' });
    expect(
      (
        await failure(
          f.as.manager.service.addReading.mutate({ vehicleId, readOn: addDays(today, 1), odometerKm: km }),
        )
      ).fieldErrors,
    ).toEqual({ readOn: 'in_future' });
    const entriesBefore = await f.database.db.select({ n: count() }).from(serviceEntries);
    // The driver adds one for their own vehicle; the register's edit joins the chain.
    await f.as.user.service.addReading.mutate({ vehicleId, odometerKm: km + 40 });
    const { version } = await f.as.manager.vehicles.get.query({ id: vehicleId });
    const moved = await f.as.manager.vehicles.update.mutate({
      id: vehicleId,
      expectedVersion: version,
      odometerKm: km + 90,
    });
    expect(
      (
        await failure(
          f.as.manager.vehicles.update.mutate({
            id: vehicleId,
            expectedVersion: moved.version,
            odometerKm: km,
          }),
        )
      ).fieldErrors,
    ).toEqual({ odometerKm: 'decreased' });
    await f.as.manager.service.addReading.mutate({ vehicleId, odometerKm: km + 10, correction: true });
    const chain = (await f.as.user.service.readings.query({ vehicleId, limit: 3 })).items;
    expect(chain.map((r) => [r.odometerKm, r.source, r.correction])).toEqual([
      [km + 10, 'manual', true],
      [km + 90, 'register', false],
      [km + 40, 'manual', false],
    ]);
    expect(chain[2]!.actor?.id).toBe(f.ids.jonas);
    const [now] = await f.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(now!.odometerKm).toBe(km + 10);
    expect(await f.database.db.select({ n: count() }).from(serviceEntries)).toEqual(entriesBefore);
  });

  it('creates a plan and applies it to ten vehicles in one transaction, answering what changed', async () => {
    const [oil, brakes] = [await catalogue('oil_service'), await catalogue('timing_belt')];
    const plan = await f.as.manager.service.createPlan.mutate({
      name: 'Testplan',
      items: [
        { serviceTaskId: oil.id, intervalKm: 25_000, intervalMonths: 12 },
        { serviceTaskId: brakes.id, intervalKm: 150_000, intervalMonths: 72, mode: 'first' },
      ],
    });
    expect(plan.items.map((i) => i.task.kind)).toEqual(['oil_service', 'timing_belt']);
    const fleet = (await f.as.manager.vehicles.list.query({ limit: 10, status: ['active'] })).items.map(
      (v) => v.id,
    );
    expect(fleet).toHaveLength(10);
    const summary = await f.as.manager.service.applyPlan.mutate({ planId: plan.id, vehicleIds: fleet });
    expect(summary.vehicles).toBe(10);
    expect(summary.created + summary.updated + summary.unchanged).toBe(20);
    expect(summary.created).toBeGreaterThan(0);
    expect(await f.as.manager.service.applyPlan.mutate({ planId: plan.id, vehicleIds: fleet })).toEqual({
      vehicles: 10,
      created: 0,
      updated: 0,
      unchanged: 20,
    });
    const listed = (await f.as.manager.service.listPlans.query()).find((p) => p.id === plan.id);
    expect(listed?.scheduleCount).toBe(20);
    expect(
      (
        await failure(
          f.as.manager.service.createPlan.mutate({
            name: 'testplan',
            items: [{ serviceTaskId: oil.id, intervalKm: 1 }],
          }),
        )
      ).fieldErrors,
    ).toEqual({ name: 'duplicate' });
    const winter = await catalogue('winter_tyres');
    expect(
      (
        await failure(
          f.as.manager.service.createPlan.mutate({
            name: 'Tom',
            items: [{ serviceTaskId: winter.id }, { serviceTaskId: oil.id }],
          }),
        )
      ).fieldErrors,
    ).toEqual({ 'items.1.intervalKm': 'required' });
  });

  it('edits a plan and pushes the change to the schedules that follow it, in one transaction', async () => {
    const [oil, belt, ac] = [
      await catalogue('oil_service'),
      await catalogue('timing_belt'),
      await catalogue('air_conditioning'),
    ];
    const plan = await f.as.manager.service.createPlan.mutate({
      name: 'Skubbeplan',
      items: [
        { serviceTaskId: oil.id, intervalKm: 30_000 },
        { serviceTaskId: belt.id, intervalMonths: 60 },
      ],
    });
    const fleet = (await f.as.manager.vehicles.list.query({ limit: 3, status: ['active'] })).items.map(
      (v) => v.id,
    );
    await f.as.manager.service.applyPlan.mutate({ planId: plan.id, vehicleIds: fleet });
    // Without push only the plan changes.
    const quiet = await f.as.manager.service.updatePlan.mutate({
      id: plan.id,
      expectedVersion: plan.version,
      name: 'Skubbeplan',
      items: [{ serviceTaskId: oil.id, intervalKm: 20_000 }],
    });
    expect(quiet.pushed).toBeNull();
    expect(quiet.plan.items.map((i) => i.intervalKm)).toEqual([20_000]);
    const scheduleOf = async (vehicleId: string, serviceTaskId: string) =>
      f.as.manager.service.getSchedule.query({
        id: (await f.as.manager.service.listSchedules.query({ vehicleId, serviceTaskId })).items[0]!.id,
      });
    const oilOf = (vehicleId: string) => scheduleOf(vehicleId, oil.id);
    expect((await oilOf(fleet[0]!)).intervalKm).toBe(30_000);
    // With push: the new interval reaches the oil schedules, a new item becomes schedules, the
    // timing belt (taken out) stops following the plan but keeps its interval.
    const pushed = await f.as.manager.service.updatePlan.mutate({
      id: plan.id,
      expectedVersion: quiet.plan.version,
      name: 'Skubbeplan 2',
      items: [
        { serviceTaskId: oil.id, intervalKm: 20_000 },
        { serviceTaskId: ac.id, intervalMonths: 24 },
      ],
      push: true,
    });
    expect(pushed.plan.name).toBe('Skubbeplan 2');
    expect(pushed.pushed?.vehicles).toBe(3);
    expect(pushed.pushed!.updated + pushed.pushed!.created + pushed.pushed!.unchanged).toBe(6);
    const oilSchedule = await oilOf(fleet[0]!);
    expect(oilSchedule.intervalKm).toBe(20_000);
    expect(oilSchedule.dueKm).toBe(oilSchedule.lastDoneKm + 20_000);
    expect(await scheduleOf(fleet[0]!, belt.id)).toMatchObject({ planId: null, intervalMonths: 60 });
    expect((await scheduleOf(fleet[0]!, ac.id)).planId).toBe(plan.id);
    expect(
      (
        await failure(
          f.as.manager.service.updatePlan.mutate({
            id: plan.id,
            expectedVersion: pushed.plan.version,
            name: 'Skubbeplan 2',
            items: [
              { serviceTaskId: oil.id, intervalKm: 1 },
              { serviceTaskId: oil.id, intervalKm: 2 },
            ],
          }),
        )
      ).fieldErrors,
    ).toEqual({ 'items.1.serviceTaskId': 'duplicate' });
  });

  it('gives a service task its title in five languages, read with the task', async () => {
    const page = await f.as.manager.tasks.list.query({ source: ['service'], limit: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const task of page.items) {
      expect(task.titleNames?.da).toBe(task.title);
      expect(Object.keys(task.titleNames ?? {}).sort()).toEqual(['da', 'de', 'en', 'fr', 'uk']);
    }
    const typed = await f.as.manager.tasks.list.query({ source: ['manual'], limit: 1 });
    expect(typed.items[0]?.titleNames).toBeNull();
    const summary = await f.as.manager.dashboard.summary.query({ limit: 100 });
    const service = summary.upcoming.filter((item) => item.titleNames);
    expect(service.every((item) => item.area === 'tasks' && item.titleNames!.da === item.title)).toBe(true);
  });

  it('validates and bounds every input', async () => {
    const vehicleId = f.ids.nordlysVehicle;
    const oil = await catalogue('oil_service');
    const bad: (() => Promise<unknown>)[] = [
      () =>
        f.as.manager.service.createSchedule.mutate({ vehicleId, serviceTaskId: oil.id, intervalMonths: 0 }),
      () =>
        f.as.manager.service.createSchedule.mutate({
          vehicleId,
          serviceTaskId: oil.id,
          lastDoneOn: '2026-02-30',
        }),
      () =>
        f.as.manager.service.recordEntry.mutate({
          vehicleId,
          performedOn: today,
          odometerKm: 10,
          lines: [{ kind: 'part', quantity: 1.005, unitPrice: 1 }],
        }),
      () =>
        f.as.manager.service.recordEntry.mutate({
          vehicleId,
          performedOn: today,
          odometerKm: 10,
          lines: Array.from({ length: 101 }, () => ({ kind: 'part' as const, quantity: 1, unitPrice: 1 })),
        }),
      () => f.as.manager.service.applyPlan.mutate({ planId: oil.id, vehicleIds: [] }),
      () => f.as.manager.service.addReading.mutate({ vehicleId, odometerKm: -1 }),
    ];
    for (const call of bad) expect((await failure(call())).code).toBe('BAD_REQUEST');
    expect(
      (
        await failure(
          f.as.manager.service.recordEntry.mutate({
            vehicleId,
            performedOn: addDays(today, 1),
            odometerKm: 10,
          }),
        )
      ).fieldErrors,
    ).toEqual({ performedOn: 'in_future' });
  });

  it('keeps roles: managers only, a driver reads and adds readings of their own vehicles', async () => {
    expect((await failure(f.as.admin.service.listSchedules.query({}))).code).toBe('FORBIDDEN');
    expect((await failure(f.as.user.service.listSchedules.query({}))).code).toBe('FORBIDDEN');
    expect(
      (
        await failure(
          f.as.user.service.recordEntry.mutate({
            vehicleId: f.ids.jonasVehicles[0]!,
            performedOn: today,
            odometerKm: 1,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await failure(f.as.admin.service.readings.query({ vehicleId: f.ids.nordlysVehicle }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await failure(f.as.user.service.readings.query({ vehicleId: f.ids.nordlysVehicle }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await failure(
          f.as.user.service.addReading.mutate({ vehicleId: f.ids.nordlysVehicle, odometerKm: 9_000_000 }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('answers another client’s ids with NOT_FOUND and changes nothing', async () => {
    const other = f.as.manager2;
    const nordlysSchedule = (await f.as.manager.service.listSchedules.query({ limit: 1 })).items[0]!;
    const nordlysEntry = (await f.as.manager.service.listEntries.query({ limit: 1 })).items[0]!;
    const nordlysPlan = (await f.as.manager.service.listPlans.query())[0]!;
    const nordlysTask = await catalogue('oil_service');
    const [nordlysWorkshop] = await f.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.clientId, f.ids.nordlys));
    const [nordlysServiceTask] = await f.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.clientId, f.ids.nordlys), eq(tasks.source, 'service')))
      .limit(1);
    const ownTask = (await other.service.tasks.query()).find((t) => t.kind === 'major_service')!;
    const ownPlan = (await other.service.listPlans.query())[0]!;
    const own = f.ids.fjordbusVehicle;
    const nordlysVehicle = f.ids.nordlysVehicle;
    const snapshot = async () => {
      const db = f.database.db;
      const n = async (
        table: typeof serviceSchedules | typeof serviceEntries | typeof odometerReadings | typeof tasks,
      ) => Number((await db.select({ n: count() }).from(table))[0]!.n);
      return {
        schedules: await n(serviceSchedules),
        entries: await n(serviceEntries),
        readings: await n(odometerReadings),
        tasks: await n(tasks),
        schedule: await f.as.manager.service.getSchedule.query({ id: nordlysSchedule.id }),
      };
    };
    const before = await snapshot();
    const calls: [string, () => Promise<unknown>][] = [
      ['getSchedule', () => other.service.getSchedule.query({ id: nordlysSchedule.id })],
      [
        'updateSchedule',
        () =>
          other.service.updateSchedule.mutate({ id: nordlysSchedule.id, expectedVersion: 1, paused: true }),
      ],
      [
        'createSchedule vehicle',
        () => other.service.createSchedule.mutate({ vehicleId: nordlysVehicle, serviceTaskId: ownTask.id }),
      ],
      [
        'createSchedule task',
        () => other.service.createSchedule.mutate({ vehicleId: own, serviceTaskId: nordlysTask.id }),
      ],
      ['applyPlan plan', () => other.service.applyPlan.mutate({ planId: nordlysPlan.id, vehicleIds: [own] })],
      [
        'applyPlan vehicle',
        () => other.service.applyPlan.mutate({ planId: ownPlan.id, vehicleIds: [own, nordlysVehicle] }),
      ],
      [
        'updatePlan plan',
        () =>
          other.service.updatePlan.mutate({
            id: nordlysPlan.id,
            expectedVersion: nordlysPlan.version,
            name: 'X',
            items: [{ serviceTaskId: ownTask.id, intervalKm: 10 }],
            push: true,
          }),
      ],
      [
        'updatePlan task',
        () =>
          other.service.updatePlan.mutate({
            id: ownPlan.id,
            expectedVersion: ownPlan.version,
            name: ownPlan.name,
            items: [{ serviceTaskId: nordlysTask.id, intervalKm: 10 }],
            push: true,
          }),
      ],
      [
        'createPlan task',
        () =>
          other.service.createPlan.mutate({
            name: 'X',
            items: [{ serviceTaskId: nordlysTask.id, intervalKm: 10 }],
          }),
      ],
      [
        'recordEntry vehicle',
        () =>
          other.service.recordEntry.mutate({
            vehicleId: nordlysVehicle,
            performedOn: today,
            odometerKm: 9_000_000,
          }),
      ],
      [
        'recordEntry task',
        () =>
          other.service.recordEntry.mutate({
            vehicleId: own,
            performedOn: today,
            odometerKm: 9_000_000,
            serviceTaskIds: [nordlysTask.id],
          }),
      ],
      [
        'recordEntry workshop',
        () =>
          other.service.recordEntry.mutate({
            vehicleId: own,
            performedOn: today,
            odometerKm: 9_000_000,
            workshopOrganisationId: nordlysWorkshop!.id,
          }),
      ],
      [
        'recordEntry taskId',
        () =>
          other.service.recordEntry.mutate({
            vehicleId: own,
            performedOn: today,
            odometerKm: 9_000_000,
            taskId: nordlysServiceTask!.id,
          }),
      ],
      ['getEntry', () => other.service.getEntry.query({ id: nordlysEntry.id })],
      ['readings', () => other.service.readings.query({ vehicleId: nordlysVehicle })],
      [
        'addReading',
        () => other.service.addReading.mutate({ vehicleId: nordlysVehicle, odometerKm: 9_000_000 }),
      ],
    ];
    for (const [name, call] of calls) expect((await failure(call())).code, name).toBe('NOT_FOUND');
    // Lists filtered by another client's ids are simply empty.
    expect((await other.service.listSchedules.query({ vehicleId: nordlysVehicle })).total).toBe(0);
    expect((await other.service.listEntries.query({ vehicleId: nordlysVehicle })).total).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("streams the service book for its CSV file: every entry once, newest first, resumable, the client's only", async () => {
    type Events = { id: string; data: ServiceEntryExportChunk }[];
    const collect = (
      client: typeof f.as.manager,
      input: Parameters<typeof f.as.manager.service.exportEntries.subscribe>[0],
    ) =>
      new Promise<Events>((resolve, reject) => {
        const events: Events = [];
        const subscription = client.service.exportEntries.subscribe(input, {
          onData: (event) => {
            events.push(event as Events[number]);
            if ((event as Events[number]).data.done) {
              subscription.unsubscribe();
              resolve(events);
            }
          },
          onError: reject,
          onComplete: () => resolve(events),
        });
      });
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ServiceEntryPage = await f.as.manager.service.listEntries.query({ limit: 100, cursor });
      paged.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.length).toBeGreaterThan(0);
    const events = await collect(f.as.manager, {});
    const streamed = events.flatMap((event) => event.data.entries.map((entry) => entry.id));
    expect(streamed).toEqual(paged);
    expect(events.every((event) => event.data.entries.length <= ENTRY_EXPORT_CHUNK)).toBe(true);
    expect(events.at(-1)!.data).toMatchObject({ sent: paged.length, total: paged.length, done: true });
    expect(events.at(-1)!.id).toBe(`${paged.length}.end`);
    // A reconnect after the last chunk ends at once; a made-up position is refused on its field.
    const resumed = await collect(f.as.manager, { lastEventId: events.at(-1)!.id });
    expect(resumed.map((event) => event.data)).toEqual([
      { entries: [], sent: paged.length, total: paged.length, done: true },
    ]);
    const refused = (await collect(f.as.manager, { lastEventId: 'nonsense' }).then(
      () => null,
      (error: unknown) => error,
    )) as { data?: { code?: string; fieldErrors?: Record<string, string> } } | null;
    expect({ code: refused?.data?.code, fieldErrors: refused?.data?.fieldErrors }).toEqual({
      code: 'BAD_REQUEST',
      fieldErrors: { lastEventId: 'invalid' },
    });
    // Filters as the list's; another client's vehicle streams nothing; managers only.
    const vehicleId = f.ids.nordlysVehicle;
    const ofVehicle = (await f.as.manager.service.listEntries.query({ vehicleId, limit: 100 })).items;
    expect(
      (await collect(f.as.manager, { vehicleId })).flatMap((event) => event.data.entries.map((e) => e.id)),
    ).toEqual(ofVehicle.map((entry) => entry.id));
    expect((await collect(f.as.manager2, { vehicleId })).at(-1)!.data).toMatchObject({ sent: 0, done: true });
    expect((await failure(collect(f.as.user, {}))).code).toBe('FORBIDDEN');
  });
});
