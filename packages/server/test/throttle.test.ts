/**
 * The sign-in throttle's counters in the database (src/auth/throttle.ts) on both engines, with a
 * clock of the test's own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/auth/throttle.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openTestPglite, openTestPostgres } from './helpers.js';

describe.each([
  { engine: 'PGlite', open: openTestPglite },
  { engine: 'PostgreSQL', open: openTestPostgres },
])('the sign-in throttle in the database, on $engine', ({ open }) => {
  let database: Database;
  let now = 1_000_000;
  const config = {
    pairFree: 3,
    pairBaseDelayMs: 1_000,
    pairMaxDelayMs: 8_000,
    pairMemoryMs: 60 * 60_000,
    perAccount: 20,
    perAddress: 10,
    windowMs: 60_000,
  };
  let throttle: LoginThrottle;
  const fail = async (account: string, address: string) => {
    const reservation = await throttle.reserve(account, address);
    if (!reservation.ok) throw new Error(`refused, wait ${reservation.retryAfterMs}`);
  };

  beforeAll(async () => {
    database = await open();
    await migrate(database);
    throttle = new LoginThrottle(database.db, config, () => now);
  });
  afterAll(() => database?.close());

  it('lets a pair fail a few times, then makes it wait longer after each failure, up to a maximum', async () => {
    for (let i = 0; i < 3; i++) await fail('a@x', '1.1.1.1');
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await throttle.reserve('a@x', '1.1.1.1');
      expect(refused.ok).toBe(false);
      const wait = refused.ok ? 0 : refused.retryAfterMs;
      waits.push(wait);
      now += wait;
      await fail('a@x', '1.1.1.1');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('never makes a free attempt wait, when a failure counted meanwhile carries a later time', async () => {
    // Another instance, its clock 500 ms ahead (or a reservation that started before it and waited
    // for the rows), counts a failure; the free attempts that follow still pass at once.
    const started = now;
    now = started + 500;
    await fail('late@x', '2.2.2.2');
    now = started;
    for (let i = 0; i < 2; i++) await fail('late@x', '2.2.2.2');
    now = started + 500;
  });

  it('keeps the owner in from another address, and a success clears only that address’s pair', async () => {
    for (let i = 0; i < 3; i++) await fail('b@x', 'attacker');
    expect((await throttle.reserve('b@x', 'attacker')).ok).toBe(false);
    const owner = await throttle.reserve('b@x', 'office');
    expect(owner.ok).toBe(true);
    if (owner.ok) await owner.attempt.succeeded();
    expect((await throttle.reserve('b@x', 'attacker')).ok).toBe(false);
    // The owner's pair starts again from nothing after the success.
    for (let i = 0; i < 3; i++) await fail('b@x', 'office');
    expect((await throttle.reserve('b@x', 'office')).ok).toBe(false);
  });

  it('stops an account at its ceiling across addresses, and an address across accounts', async () => {
    for (let i = 0; i < 20; i++) await fail('c@x', `address-${i}`);
    // Same answer shape whichever limit hit: only the wait.
    expect(await throttle.reserve('c@x', 'fresh')).toEqual({ ok: false, retryAfterMs: 60_000 });
    for (let i = 0; i < 10; i++) await fail(`user-${i}@x`, 'sprayer');
    expect(await throttle.reserve('other@x', 'sprayer')).toEqual({ ok: false, retryAfterMs: 60_000 });
    now += 60_000;
    expect((await throttle.reserve('c@x', 'fresh')).ok).toBe(true);
    expect((await throttle.reserve('other@x', 'sprayer')).ok).toBe(true);
  });

  it('counts concurrent reservations one by one, so they cannot all pass the check', async () => {
    const granted = (
      await Promise.all(Array.from({ length: 20 }, () => throttle.reserve('d@x', '2.2.2.2')))
    ).filter((r) => r.ok);
    expect(granted).toHaveLength(3);
  });

  it('counts invalid requests against the address', async () => {
    for (let i = 0; i < 10; i++) expect((await throttle.countInvalid('3.3.3.3')).ok).toBe(true);
    expect((await throttle.countInvalid('3.3.3.3')).ok).toBe(false);
    expect((await throttle.reserve('e@x', '3.3.3.3')).ok).toBe(false);
  });

  it('forgets counters after the longest memory', async () => {
    await fail('f@x', '4.4.4.4');
    const rows = async () =>
      Number(
        (
          (await database.db.execute(sql`SELECT count(*) AS n FROM login_attempts`)) as unknown as {
            rows: { n: string | number }[];
          }
        ).rows[0]!.n,
      );
    expect(await rows()).toBeGreaterThan(0);
    await throttle.prune(now + 60 * 60_000 + 1);
    expect(await rows()).toBe(0);
  });
});
