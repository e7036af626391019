import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { HttpError, isUnauthorized } from './errors';
import { badgesRetry, badgesRetryDelay, defaultQueryRetry, wsRetryDelay } from './retry';

function trpcError(code: string) {
  return new TRPCClientError(code, { result: { error: { code: -32001, message: code, data: { code } } } });
}

describe('isUnauthorized', () => {
  it.each([
    ['a tRPC UNAUTHORIZED', trpcError('UNAUTHORIZED'), true],
    ['a tRPC FORBIDDEN', trpcError('FORBIDDEN'), false],
    ['a tRPC error without data', new TRPCClientError('WebSocket closed'), false],
    ['an HTTP 401', new HttpError(401), true],
    ['an HTTP 429', new HttpError(429), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'UNAUTHORIZED', false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isUnauthorized(error)).toBe(expected);
  });
});

describe('badgesRetry', () => {
  it.each([
    [0, new Error('network'), true],
    [1, new Error('network'), true],
    [2, new Error('network'), true],
    [3, new Error('network'), false],
    [0, trpcError('INTERNAL_SERVER_ERROR'), true],
    [0, trpcError('UNAUTHORIZED'), false],
    [2, new HttpError(401), false],
  ])('after %i failures with %s: retry %s', (failures, error, expected) => {
    expect(badgesRetry(failures, error)).toBe(expected);
    expect(defaultQueryRetry(failures, error)).toBe(expected);
  });
});

describe('badgesRetryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [12, 30000],
  ])('retry %i waits %i ms', (attempt, delay) => {
    expect(badgesRetryDelay(attempt)).toBe(delay);
  });
});

describe('wsRetryDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 0.5, 750],
    [2, 0, 1000],
    [3, 1, 4000],
    [10, 0, 5000],
    [10, 1, 10000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, delay) => {
    expect(wsRetryDelay(attempt, () => random)).toBe(delay);
  });

  it('spreads attempts between half and all of the ceiling', () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const delay = wsRetryDelay(attempt);
      const ceiling = Math.min(500 * 2 ** attempt, 10_000);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
