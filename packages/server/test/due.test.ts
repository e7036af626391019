/**
 * The due rules (src/due) as tables: today, tomorrow, 7 and 30 days, Copenhagen midnight against
 * UTC, daylight-saving changes and leap days; and the SQL conditions giving the same answers as
 * the pure functions on every date of a range.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceNeedsAttention, complianceState } from '../src/areas/compliance/due.js';
import { areas } from '../src/areas/index.js';
import { inspectionDueState, inspectionNeedsAttention } from '../src/areas/inspections/due.js';
import { taskDueState, taskNeedsAttention } from '../src/areas/tasks/due.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { clients } from '../src/db/schema.js';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { inspections } from '../src/areas/inspections/schema.js';
import { tasks } from '../src/areas/tasks/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { addDays, copenhagenToday, daysBetween, isIsoDate } from '../src/due/rules.js';
import {
  dueAttentionCondition,
  dueNeedsAttention,
  dueState,
  dueStateCondition,
  type DueSource,
} from '../src/due/source.js';
import { openTestPglite } from './helpers.js';

const TODAY = '2026-11-23';

describe('copenhagenToday', () => {
  it.each([
    // [instant, date in Copenhagen]
    ['2026-11-23T22:59:59Z', '2026-11-23'], // winter (UTC+1): 23:59:59 local
    ['2026-11-23T23:00:00Z', '2026-11-24'], // midnight local
    ['2026-11-23T23:30:00Z', '2026-11-24'], // 23:30 UTC is already tomorrow there
    ['2026-06-01T21:59:59Z', '2026-06-01'], // summer (UTC+2)
    ['2026-06-01T22:00:00Z', '2026-06-02'],
    ['2026-06-01T23:30:00Z', '2026-06-02'],
    ['2026-03-29T00:59:59Z', '2026-03-29'], // the night clocks go forward (02:00 -> 03:00)
    ['2026-03-29T22:00:00Z', '2026-03-30'], // the first summer midnight is 22:00 UTC
    ['2026-10-24T22:00:00Z', '2026-10-25'], // the night clocks go back: midnight still 22:00 UTC
    ['2026-10-25T22:59:59Z', '2026-10-25'], // and the next midnight is 23:00 UTC
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2028-02-28T23:00:00Z', '2028-02-29'], // into a leap day
    ['2026-12-31T23:00:00Z', '2027-01-01'], // into a new year
  ])('%s is %s in Copenhagen', (instant, expected) => {
    expect(copenhagenToday(new Date(instant))).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-23', 7, '2026-11-30'],
    ['2026-11-23', 30, '2026-12-23'],
    ['2026-12-25', 7, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-29', 365, '2029-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // across the DST change: whole days, no hour lost
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });

  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['26-11-23', false],
    ['2026-11-23', true],
  ])('%s is a real date: %s', (iso, expected) => {
    expect(isIsoDate(iso)).toBe(expected);
  });
});

describe('compliance state (due soon within 30 days)', () => {
  it.each([
    [null, 'missing', true],
    ['2026-11-22', 'overdue', true], // yesterday
    ['2025-01-01', 'overdue', true],
    ['2026-11-23', 'due_soon', true], // today: the last valid day
    ['2026-11-24', 'due_soon', true], // tomorrow
    ['2026-11-30', 'due_soon', true], // 7 days
    ['2026-12-23', 'due_soon', true], // 30 days
    ['2026-12-24', 'in_order', false], // 31 days
    ['2027-11-23', 'in_order', false],
  ] as const)('valid until %s: %s', (validUntil, state, attention) => {
    expect(complianceState(validUntil, TODAY)).toBe(state);
    expect(complianceNeedsAttention(validUntil, TODAY)).toBe(attention);
  });

  it('turns due soon at Copenhagen midnight, not UTC midnight', () => {
    // Valid until 23 Dec 2026: 31 days ahead of 22 Nov, 30 days ahead of 23 Nov.
    const beforeMidnight = copenhagenToday(new Date('2026-11-22T22:59:00Z'));
    const afterMidnight = copenhagenToday(new Date('2026-11-22T23:30:00Z'));
    expect(complianceState('2026-12-23', beforeMidnight)).toBe('in_order');
    expect(complianceState('2026-12-23', afterMidnight)).toBe('due_soon');
  });

  it('counts a leap day like any other day', () => {
    expect(complianceState('2028-03-30', '2028-02-29')).toBe('due_soon'); // 30 days on
    expect(complianceState('2028-03-31', '2028-02-29')).toBe('in_order');
    expect(complianceState('2028-02-28', '2028-02-29')).toBe('overdue');
    expect(complianceState('2028-02-29', '2028-02-29')).toBe('due_soon');
  });
});

describe('inspection due state (badge within 7 days)', () => {
  it.each([
    ['2026-11-22', false, 'overdue', true],
    ['2026-11-23', false, 'due_soon', true], // today
    ['2026-11-24', false, 'due_soon', true], // tomorrow
    ['2026-11-30', false, 'due_soon', true], // 7 days
    ['2026-12-01', false, 'scheduled', false], // 8 days
    ['2026-11-01', true, 'completed', false], // overdue but completed
  ] as const)('due %s, completed %s: %s', (due, completed, state, attention) => {
    expect(inspectionDueState(due, completed, TODAY)).toBe(state);
    expect(inspectionNeedsAttention(due, completed, TODAY)).toBe(attention);
  });

  it('crosses the DST change in whole days', () => {
    expect(inspectionDueState('2026-04-01', false, '2026-03-25')).toBe('due_soon');
    expect(inspectionDueState('2026-04-02', false, '2026-03-25')).toBe('scheduled');
  });
});

describe('task due state (badge: overdue)', () => {
  it.each([
    ['2026-11-22', false, 'overdue', true], // yesterday
    ['2026-11-23', false, 'due_soon', false], // today: not overdue yet
    ['2026-11-24', false, 'due_soon', false],
    ['2026-11-30', false, 'due_soon', false],
    ['2026-12-01', false, 'later', false],
    [null, false, 'no_due_date', false],
    ['2026-10-01', true, null, false], // done
  ] as const)('due %s, done %s: %s', (due, done, state, attention) => {
    expect(taskDueState(due, done, TODAY)).toBe(state);
    expect(taskNeedsAttention(due, done, TODAY)).toBe(attention);
  });

  it('makes a task due today overdue at the next Copenhagen midnight', () => {
    const lateEvening = copenhagenToday(new Date('2026-11-23T22:30:00Z'));
    const pastMidnight = copenhagenToday(new Date('2026-11-23T23:10:00Z'));
    expect(taskNeedsAttention('2026-11-23', false, lateEvening)).toBe(false);
    expect(taskNeedsAttention('2026-11-23', false, pastMidnight)).toBe(true);
  });
});

describe('the SQL conditions', () => {
  let database: Database;
  let clientId: string;
  const base = '2028-02-20';
  /** Dates from 40 days before to 40 days after `base`, across the leap day. */
  const dates = Array.from({ length: 81 }, (_, i) => addDays(base, i - 40));

  beforeAll(async () => {
    database = await openTestPglite();
    await migrate(database);
    const db = database.db;
    const [client] = await db.insert(clients).values({ name: 'Due rules' }).returning({ id: clients.id });
    clientId = client!.id;
    const [vehicle] = await db
      .insert(vehicles)
      .values({ clientId, registration: 'DU12345', make: 'Ford', model: 'Transit' })
      .returning({ id: vehicles.id });
    await db
      .insert(complianceItems)
      .values([
        { clientId, vehicleId: vehicle!.id, title: 'none' },
        ...dates.map((validUntil) => ({ clientId, vehicleId: vehicle!.id, title: validUntil, validUntil })),
      ]);
    await db.insert(inspections).values(
      dates.flatMap((dueDate) => [
        { clientId, vehicleId: vehicle!.id, kind: 'safety' as const, dueDate },
        { clientId, vehicleId: vehicle!.id, kind: 'safety' as const, dueDate, completedAt: new Date() },
      ]),
    );
    await db.insert(tasks).values([
      { clientId, title: 'none' },
      ...dates.flatMap((dueDate) => [
        { clientId, title: dueDate, dueDate },
        { clientId, title: dueDate, dueDate, status: 'done' as const },
      ]),
    ]);
  }, 60_000);
  afterAll(() => database?.close());

  /**
   * Each area's rows as its due source sees them: the date and whether it is done. An area with a
   * due source and no entry here fails the first test below.
   */
  const rowsOf: Record<string, () => Promise<{ id: string; date: string | null; done: boolean }[]>> = {
    compliance: async () =>
      (await database.db.select().from(complianceItems).where(eq(complianceItems.clientId, clientId))).map(
        (o) => ({ id: o.id, date: o.validUntil, done: false }),
      ),
    inspections: async () =>
      (await database.db.select().from(inspections).where(eq(inspections.clientId, clientId))).map((i) => ({
        id: i.id,
        date: i.dueDate,
        done: i.completedAt !== null,
      })),
    tasks: async () =>
      (await database.db.select().from(tasks).where(eq(tasks.clientId, clientId))).map((t) => ({
        id: t.id,
        date: t.dueDate,
        done: t.status === 'done',
      })),
  };
  const dueAreas = areas.flatMap((area) => (area.due ? [{ name: area.name, due: area.due }] : []));

  it('covers every area with a due source', () => {
    expect(dueAreas.map((area) => area.name).sort()).toEqual(Object.keys(rowsOf).sort());
  });

  // Today itself, the leap day, a day in the DST change week, the ends of the range.
  const todays = ['2028-02-20', '2028-02-29', '2028-03-26', '2028-01-15', '2028-03-30'];

  it.each(todays)('select exactly the rows the pure rules give, with today = %s', async (today) => {
    const ids = async (source: DueSource, condition: ReturnType<typeof dueStateCondition>) =>
      (
        await database.db
          .select({ id: source.table.id })
          .from(source.table)
          .where(and(eq(source.table.clientId, clientId), condition))
      )
        .map((row) => row.id as string)
        .sort();
    for (const { name, due } of dueAreas) {
      const rows = await rowsOf[name]!();
      expect(rows.length, name).toBeGreaterThan(80);
      for (const state of due.states)
        expect(await ids(due, dueStateCondition(due, state, today)), `${name} ${state}`).toEqual(
          rows
            .filter((row) => dueState(due, row.date, row.done, today) === state)
            .map((row) => row.id)
            .sort(),
        );
      // The badge's condition: exactly the rows needing attention.
      expect(await ids(due, dueAttentionCondition(due, today)), `${name} attention`).toEqual(
        rows
          .filter((row) => dueNeedsAttention(due, row.date, row.done, today))
          .map((row) => row.id)
          .sort(),
      );
    }
  });
});
