/**
 * Counts failed sign-ins per key (an account or an address) in a fixed window. Our own small
 * counter rather than @fastify/rate-limit: it must count failures only, be cleared by a success,
 * and be keyed by the e-mail in the body, which the plugin's per-request counting cannot do.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    /** Failures allowed per key within one window; the next attempt is refused. */
    private readonly maxFailures: number,
    /** Window length in milliseconds, counted from the first failure. */
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const entry = this.current(key);
    return entry && entry.failures >= this.maxFailures ? entry.resetAt - this.now() : 0;
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) entry.failures += 1;
    else {
      if (this.entries.size >= 100_000) this.prune();
      this.entries.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
    }
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
