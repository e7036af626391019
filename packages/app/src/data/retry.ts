import { isUnauthorized } from './errors';

/** The React Query default for the app's queries: up to 3 retries, never after UNAUTHORIZED. */
export function defaultQueryRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isUnauthorized(error);
}

/** my.myNavBadges: up to 3 retries (docs/architecture.md, "Data settings"), none after UNAUTHORIZED. */
export function badgesRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isUnauthorized(error);
}

/** my.myNavBadges: 1 s, doubling, at most 30 s (attempt 0 is the first retry). */
export function badgesRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/**
 * The WebSocket's reconnect delay: exponential from 500 ms, at most 10 s, with "equal jitter"
 * (half fixed, half random) so that many tabs do not reconnect to a restarted server in step.
 */
export function wsRetryDelay(attemptIndex: number, random: () => number = Math.random): number {
  const ceiling = Math.min(500 * 2 ** attemptIndex, 10_000);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
