import { describe, expect, it } from 'vitest';
import { reconnectBatches } from '../src/trpc/reconnectBatches.js';

describe('reconnectBatches', () => {
  it.each([
    { count: 0, spreadMs: 2_500, expected: [] },
    { count: 1, spreadMs: 2_500, expected: [1] },
    // A few sockets: one batch, no waiting.
    { count: 100, spreadMs: 2_500, expected: [100] },
    { count: 150, spreadMs: 2_500, expected: [100, 50] },
    // No window: everyone at once.
    { count: 5_000, spreadMs: 0, expected: [5_000] },
  ])('$count sockets over $spreadMs ms: $expected', ({ count, spreadMs, expected }) => {
    expect(reconnectBatches(count, { spreadMs })).toEqual(expected);
  });

  it('spreads 10,000 sockets over the window in equal batches, every one told once', () => {
    const batches = reconnectBatches(10_000, { spreadMs: 2_500 });
    // 50 slots of 50 ms: 200 per batch, the last one 2,450 ms after the first.
    expect(batches).toHaveLength(50);
    expect(new Set(batches)).toEqual(new Set([200]));
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(10_000);
  });

  it('takes the interval and the smallest batch it is given', () => {
    expect(reconnectBatches(1_000, { spreadMs: 1_000, intervalMs: 250, minBatch: 1 })).toEqual([
      250, 250, 250, 250,
    ]);
    expect(reconnectBatches(1_001, { spreadMs: 1_000, intervalMs: 250, minBatch: 1 })).toEqual([
      251, 251, 251, 248,
    ]);
  });
});
