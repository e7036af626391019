/**
 * The areas' due passes on a timer (src/areas/duePasses.ts): each area's pass runs again and
 * again with the day's date, a failing pass is reported and tried again, a slow pass is never
 * started twice, and stop ends it all.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { startDuePasses } from '../src/areas/duePasses.js';

const db = {} as Db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startDuePasses', () => {
  it('runs every area’s pass with the day, reports failures and what was made, and stops', async () => {
    const days: string[] = [];
    const errors: string[] = [];
    const made: string[] = [];
    let failing = 0;
    const stop = startDuePasses({
      db,
      everyMs: 10,
      today: () => '2026-11-27',
      areas: [
        { name: 'service', duePass: async (_db, day) => (days.push(day), 2) },
        { name: 'plain' },
        {
          name: 'broken',
          duePass: async () => {
            failing += 1;
            throw new Error('database gone');
          },
        },
      ],
      onError: (area) => errors.push(area),
      onMade: (area, n) => made.push(`${area}:${n}`),
    });
    await sleep(120);
    await stop();
    const runs = days.length;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(new Set(days)).toEqual(new Set(['2026-11-27']));
    expect(failing).toBeGreaterThanOrEqual(2);
    expect(errors.every((area) => area === 'broken')).toBe(true);
    expect(made[0]).toBe('service:2');
    await sleep(50);
    expect(days).toHaveLength(runs);
  });

  it('never starts a pass while the last one still runs', async () => {
    let running = 0;
    let most = 0;
    const stop = startDuePasses({
      db,
      everyMs: 5,
      areas: [
        {
          name: 'slow',
          duePass: async () => {
            running += 1;
            most = Math.max(most, running);
            await sleep(40);
            running -= 1;
            return 0;
          },
        },
      ],
      onError: () => {},
    });
    await sleep(150);
    await stop();
    expect(most).toBe(1);
    expect(running).toBe(0);
  });
});
