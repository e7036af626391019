import type { LoginThrottleConfig } from '../config.js';

interface Window {
  failures: number;
  resetAt: number;
}

interface Pair {
  failures: number;
  lastAt: number;
}

/** A reserved sign-in attempt: counted as a failure until `succeeded` takes it back. */
export interface LoginAttempt {
  /** The password was right: forget this pair's failures and refund the attempt. */
  succeeded(): void;
}

export type Reservation = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterMs: number };

/**
 * The sign-in throttle, after the OWASP authentication guidance (docs/threat-model.md):
 * - per account+address pair: a few free failures, then a wait that doubles with each failure;
 *   a success from that address clears the pair, so an attacker elsewhere cannot lock the owner out;
 * - per account from all addresses: a much higher ceiling in a fixed window (spread-out guessing);
 * - per address across accounts: a ceiling in a fixed window (spraying many accounts).
 *
 * Atomic: `reserve` checks every limit and counts the attempt as a failure in one synchronous
 * step, before the password is verified, so concurrent guesses cannot all pass the check.
 * In memory, per process.
 */
export class LoginThrottle {
  private readonly pairs = new Map<string, Pair>();
  private readonly accounts = new Map<string, Window>();
  private readonly addresses = new Map<string, Window>();

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long a pair with `failures` failures must wait after its last one. */
  pairDelayMs(failures: number): number {
    if (failures < this.config.pairFree) return 0;
    const doublings = Math.min(failures - this.config.pairFree, 30);
    return Math.min(this.config.pairBaseDelayMs * 2 ** doublings, this.config.pairMaxDelayMs);
  }

  /** Reserves one attempt of `account` from `address`, or says how long to wait (not which limit). */
  reserve(account: string, address: string): Reservation {
    const now = this.now();
    const pairKey = `${account}\u0000${address}`;
    const pair = this.livePair(pairKey, now);
    const accountWindow = this.liveWindow(this.accounts, account, now);
    const addressWindow = this.liveWindow(this.addresses, address, now);
    const wait = Math.max(
      pair ? pair.lastAt + this.pairDelayMs(pair.failures) - now : 0,
      accountWindow && accountWindow.failures >= this.config.perAccount ? accountWindow.resetAt - now : 0,
      addressWindow && addressWindow.failures >= this.config.perAddress ? addressWindow.resetAt - now : 0,
    );
    if (wait > 0) return { ok: false, retryAfterMs: wait };

    const counted = {
      pair: this.countPair(pairKey, pair, now),
      account: this.countWindow(this.accounts, account, accountWindow, now),
      address: this.countWindow(this.addresses, address, addressWindow, now),
    };
    let settled = false;
    return {
      ok: true,
      attempt: {
        succeeded: () => {
          if (settled) return;
          settled = true;
          if (this.pairs.get(pairKey) === counted.pair) this.pairs.delete(pairKey);
          if (this.accounts.get(account) === counted.account) counted.account.failures -= 1;
          if (this.addresses.get(address) === counted.address) counted.address.failures -= 1;
        },
      },
    };
  }

  /**
   * Counts a request that never got as far as a password check (an invalid body) against its
   * address; false when the address is over its limit.
   */
  countInvalid(address: string): { ok: true } | { ok: false; retryAfterMs: number } {
    const now = this.now();
    const window = this.liveWindow(this.addresses, address, now);
    if (window && window.failures >= this.config.perAddress)
      return { ok: false, retryAfterMs: window.resetAt - now };
    this.countWindow(this.addresses, address, window, now);
    return { ok: true };
  }

  private livePair(key: string, now: number): Pair | undefined {
    const pair = this.pairs.get(key);
    if (pair && pair.lastAt + this.config.pairMemoryMs <= now) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  private liveWindow(map: Map<string, Window>, key: string, now: number): Window | undefined {
    const window = map.get(key);
    if (window && window.resetAt <= now) {
      map.delete(key);
      return undefined;
    }
    return window;
  }

  private countPair(key: string, pair: Pair | undefined, now: number): Pair {
    if (pair) {
      pair.failures += 1;
      pair.lastAt = now;
      return pair;
    }
    if (this.pairs.size >= 100_000) this.prune();
    const fresh = { failures: 1, lastAt: now };
    this.pairs.set(key, fresh);
    return fresh;
  }

  private countWindow(
    map: Map<string, Window>,
    key: string,
    window: Window | undefined,
    now: number,
  ): Window {
    if (window) {
      window.failures += 1;
      return window;
    }
    if (map.size >= 100_000) this.prune();
    const fresh = { failures: 1, resetAt: now + this.config.windowMs };
    map.set(key, fresh);
    return fresh;
  }

  private prune() {
    const now = this.now();
    for (const [key, pair] of this.pairs)
      if (pair.lastAt + this.config.pairMemoryMs <= now) this.pairs.delete(key);
    for (const map of [this.accounts, this.addresses])
      for (const [key, window] of map) if (window.resetAt <= now) map.delete(key);
  }
}
