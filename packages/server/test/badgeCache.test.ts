/**
 * The badge counts from memory (src/badgeCache.ts) with a counter and a clock of the test's own:
 * when a poll is answered from memory and when it counts again.
 */
import { describe, expect, it } from 'vitest';
import { BadgeCache } from '../src/badgeCache.js';
import type { NavBadges } from '../src/badges.js';
import type { DashboardSummary } from '../src/dashboard/model.js';

const emptySummary: DashboardSummary = {
  today: '',
  vehicles: { active: 0, inWorkshop: 0, outOfService: 0, total: 0 },
  badges: {} as DashboardSummary['badges'],
  upcoming: [],
  upcomingTotal: 0,
};

/** 1 December 2026, 12:00 in Copenhagen (UTC+1). */
const NOON = Date.parse('2026-12-01T11:00:00Z');

function setUp(options: { trusted?: boolean; maxAgeMs?: number } = {}) {
  let now = NOON;
  let trusted = options.trusted ?? true;
  const calls: { clientId: string; today: string }[] = [];
  const pending: { resolve: (counts: NavBadges) => void; reject: (error: Error) => void }[] = [];
  let manual = false;
  const summaries: { clientId: string; today: string }[] = [];
  const cache = new BadgeCache({
    summarize: (clientId, today) => {
      summaries.push({ clientId, today });
      return Promise.resolve({ ...emptySummary, today, upcomingTotal: summaries.length });
    },
    count: (clientId, today) => {
      calls.push({ clientId, today });
      const counts = { tasks: calls.length, inspections: 0, compliance: 0 };
      if (!manual) return Promise.resolve(counts);
      return new Promise((resolve, reject) => pending.push({ resolve: () => resolve(counts), reject }));
    },
    trusted: () => trusted,
    // Long by default, so that only the test of the age limit meets it.
    maxAgeMs: options.maxAgeMs ?? 24 * 60 * 60_000,
    now: () => now,
  });
  return {
    cache,
    calls,
    summaries,
    pending,
    holdCounts: () => (manual = true),
    at: (iso: string) => (now = Date.parse(iso)),
    later: (ms: number) => (now += ms),
    setTrusted: (value: boolean) => (trusted = value),
  };
}

describe('BadgeCache', () => {
  it('counts once, then answers the same client from memory', async () => {
    const { cache, calls } = setUp();
    expect(await cache.counts('nordlys')).toEqual({ tasks: 1, inspections: 0, compliance: 0 });
    expect(await cache.counts('nordlys')).toEqual({ tasks: 1, inspections: 0, compliance: 0 });
    expect(calls).toEqual([{ clientId: 'nordlys', today: '2026-12-01' }]);
  });

  it('keeps each client apart, and an invalidation drops only its client', async () => {
    const { cache, calls } = setUp();
    await cache.counts('nordlys');
    await cache.counts('fjordbus');
    cache.invalidate('nordlys');
    await cache.counts('nordlys');
    await cache.counts('fjordbus');
    expect(calls.map((call) => call.clientId)).toEqual(['nordlys', 'fjordbus', 'nordlys']);
  });

  it('drops every client for an invalidation of all (null) and for clear', async () => {
    const { cache, calls } = setUp();
    await cache.counts('nordlys');
    await cache.counts('fjordbus');
    cache.invalidate(null);
    await cache.counts('nordlys');
    cache.clear();
    await cache.counts('nordlys');
    await cache.counts('fjordbus');
    expect(calls.map((call) => call.clientId)).toEqual([
      'nordlys',
      'fjordbus',
      'nordlys',
      'nordlys',
      'fjordbus',
    ]);
    expect(cache.size).toBe(2);
  });

  it('keeps the dashboard summary beside the counts, and drops both together', async () => {
    const { cache, summaries, at } = setUp();
    const summary = cache.summaries!;
    expect((await summary.get('nordlys')).upcomingTotal).toBe(1);
    expect((await summary.get('nordlys')).upcomingTotal).toBe(1);
    cache.invalidate('fjordbus');
    expect((await summary.get('nordlys')).upcomingTotal).toBe(1);
    cache.invalidate('nordlys');
    expect((await summary.get('nordlys')).upcomingTotal).toBe(2);
    cache.invalidate(null);
    expect((await summary.get('nordlys')).upcomingTotal).toBe(3);
    cache.clear();
    expect((await summary.get('nordlys')).upcomingTotal).toBe(4);
    at('2026-12-01T23:00:00Z');
    expect(await summary.get('nordlys')).toMatchObject({ upcomingTotal: 5, today: '2026-12-02' });
    expect(summaries.map((call) => call.clientId)).toEqual([
      'nordlys',
      'nordlys',
      'nordlys',
      'nordlys',
      'nordlys',
    ]);
  });

  it.each([
    { name: 'a second before midnight in Copenhagen (winter)', at: '2026-12-01T22:59:59Z', counts: 1 },
    { name: 'midnight in Copenhagen (winter, 23:00 UTC)', at: '2026-12-01T23:00:00Z', counts: 2 },
    { name: 'midnight UTC, an hour into the next day there', at: '2026-12-02T00:00:00Z', counts: 2 },
  ])('counts again at a new day in Copenhagen: $name', async ({ at: when, counts }) => {
    const { cache, calls, at } = setUp();
    await cache.counts('nordlys');
    at(when);
    await cache.counts('nordlys');
    expect(calls).toHaveLength(counts);
    if (counts === 2) expect(calls[1]!.today).toBe('2026-12-02');
  });

  it('counts again after the longest age without an event', async () => {
    const { cache, calls, later } = setUp({ maxAgeMs: 5 * 60_000 });
    await cache.counts('nordlys');
    later(5 * 60_000 - 1);
    await cache.counts('nordlys');
    later(1);
    await cache.counts('nordlys');
    expect(calls).toHaveLength(2);
  });

  it('trusts nothing while the event listener is down', async () => {
    const { cache, calls, setTrusted } = setUp();
    await cache.counts('nordlys');
    setTrusted(false);
    await cache.counts('nordlys');
    await cache.counts('nordlys');
    setTrusted(true);
    await cache.counts('nordlys');
    expect(calls).toHaveLength(3);
  });

  it('shares one count between polls that arrive while it runs', async () => {
    const { cache, calls, pending, holdCounts } = setUp();
    holdCounts();
    const polls = [cache.counts('nordlys'), cache.counts('nordlys'), cache.counts('nordlys')];
    expect(calls).toHaveLength(1);
    pending[0]!.resolve({ tasks: 1, inspections: 0, compliance: 0 });
    expect(new Set(await Promise.all(polls)).size).toBe(1);
  });

  it('answers but does not keep a count that an invalidation overtook', async () => {
    const { cache, calls, pending, holdCounts } = setUp();
    holdCounts();
    const poll = cache.counts('nordlys');
    cache.invalidate('nordlys');
    pending[0]!.resolve({ tasks: 1, inspections: 0, compliance: 0 });
    expect(await poll).toEqual({ tasks: 1, inspections: 0, compliance: 0 });
    const next = cache.counts('nordlys');
    pending[1]!.resolve({ tasks: 2, inspections: 0, compliance: 0 });
    expect(await next).toEqual({ tasks: 2, inspections: 0, compliance: 0 });
    expect(calls).toHaveLength(2);
  });

  it('keeps nothing from a failed count, and the next poll counts again', async () => {
    const { cache, calls, pending, holdCounts } = setUp();
    holdCounts();
    const failed = cache.counts('nordlys');
    pending[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = cache.counts('nordlys');
    pending[1]!.resolve({ tasks: 2, inspections: 0, compliance: 0 });
    expect(await next).toEqual({ tasks: 2, inspections: 0, compliance: 0 });
    expect(calls).toHaveLength(2);
  });
});
