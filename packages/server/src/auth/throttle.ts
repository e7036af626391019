import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { LoginThrottleConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { loginAttempts } from '../db/schema.js';

type Kind = 'pair' | 'account' | 'address';

interface Row {
  kind: Kind;
  subject: string;
  failures: number;
  windowStart: Date;
  lastFailureAt: Date;
}

/** A reserved sign-in attempt: counted as a failure until `succeeded` takes it back. */
export interface LoginAttempt {
  /** The password was right: forget this pair's failures and refund the attempt. */
  succeeded(): Promise<void>;
}

export type Reservation = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterMs: number };

/**
 * The sign-in throttle, after the OWASP authentication guidance (docs/threat-model.md):
 * - per account+address pair: a few free failures, then a wait that doubles with each failure;
 *   a success from that address clears the pair, so an attacker elsewhere cannot lock the owner out;
 * - per account from all addresses: a much higher ceiling in a fixed window (spread-out guessing);
 * - per address across accounts: a ceiling in a fixed window (spraying many accounts).
 *
 * The counters live in the database (table login_attempts), so every server instance sees the same
 * ones: 5 failures spread over 3 instances count as 5 on one. `reserve` checks every limit and
 * counts the attempt as a failure in one transaction, before the password is verified, with the
 * rows locked, so concurrent guesses (on one instance or several) cannot all pass the check.
 * Usable for any password check: `account` names what is guessed, e.g. `password:<userId>`, and
 * `address` the caller's; a tRPC procedure finds the server's throttle in `ctx.loginThrottle` and
 * the address in `ctx.clientAddress` (docs/instances.md).
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
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
  async reserve(account: string, address: string): Promise<Reservation> {
    let now = this.now();
    this.pruneNow(now);
    const keys: [Kind, string][] = [
      ['account', account],
      ['address', address],
      ['pair', `${account}\n${address}`],
    ];
    const counted = await this.db.transaction(async (tx) => {
      const rows = await lockRows(tx, keys, now);
      // The time once the rows are ours: a reservation that waited for the lock must not compare
      // the failures counted meanwhile (stamped later) with the time it started, or a free
      // attempt would be told to wait (a 429 for guesses that were within the free ones).
      now = Math.max(now, this.now());
      const pair = this.livePair(rows.get('pair')!, now);
      const accountWindow = this.liveWindow(rows.get('account')!, now);
      const addressWindow = this.liveWindow(rows.get('address')!, now);
      const pairDelay = this.pairDelayMs(pair.failures);
      const wait = Math.max(
        // Within the free failures there is no wait, whatever the clocks of other instances say.
        pairDelay > 0 ? pair.lastFailureAt.getTime() + pairDelay - now : 0,
        accountWindow.failures >= this.config.perAccount ? this.windowEnd(accountWindow) - now : 0,
        addressWindow.failures >= this.config.perAddress ? this.windowEnd(addressWindow) - now : 0,
      );
      if (wait > 0) return { wait };
      for (const row of [pair, accountWindow, addressWindow]) await countFailure(tx, row, now);
      return { wait: 0, accountWindow: accountWindow.windowStart, addressWindow: addressWindow.windowStart };
    });
    if (counted.wait > 0) return { ok: false, retryAfterMs: counted.wait };

    let settled = false;
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          if (settled) return;
          settled = true;
          // In lockRows' order (account, address, pair), so it cannot deadlock with a reserve.
          await this.db.transaction(async (tx) => {
            // Refunded only in the window it was counted in.
            for (const [kind, subject, windowStart] of [
              ['account', account, counted.accountWindow],
              ['address', address, counted.addressWindow],
            ] as const)
              await tx
                .update(loginAttempts)
                .set({ failures: sql`${loginAttempts.failures} - 1` })
                .where(
                  and(
                    eq(loginAttempts.kind, kind),
                    eq(loginAttempts.subject, subject),
                    eq(loginAttempts.windowStart, windowStart!),
                    gt(loginAttempts.failures, 0),
                  ),
                );
            await tx
              .delete(loginAttempts)
              .where(and(eq(loginAttempts.kind, 'pair'), eq(loginAttempts.subject, keys[2]![1])));
          });
        },
      },
    };
  }

  /**
   * Counts a request that never got as far as a password check (an invalid body) against its
   * address; refused when the address is over its limit.
   */
  async countInvalid(address: string): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    const now = this.now();
    this.pruneNow(now);
    const wait = await this.db.transaction(async (tx) => {
      const rows = await lockRows(tx, [['address', address]], now);
      const window = this.liveWindow(rows.get('address')!, now);
      if (window.failures >= this.config.perAddress) return this.windowEnd(window) - now;
      await countFailure(tx, window, now);
      return 0;
    });
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }

  /** Removes counters nobody needs any more (at most once a minute per instance, not awaited). */
  async prune(now = this.now()): Promise<void> {
    const keepMs = Math.max(this.config.pairMemoryMs, this.config.windowMs);
    await this.db.delete(loginAttempts).where(lt(loginAttempts.lastFailureAt, new Date(now - keepMs)));
  }

  private pruneNow(now: number) {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    this.prune(now).catch(() => {});
  }

  /** A pair forgotten after pairMemoryMs without a failure starts from nothing. */
  private livePair(row: Row, now: number): Row {
    return row.lastFailureAt.getTime() + this.config.pairMemoryMs <= now ? { ...row, failures: 0 } : row;
  }

  /** A window that has ended starts again now. */
  private liveWindow(row: Row, now: number): Row {
    return this.windowEnd(row) <= now ? { ...row, failures: 0, windowStart: new Date(now) } : row;
  }

  private windowEnd(row: Row): number {
    return row.windowStart.getTime() + this.config.windowMs;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creates the missing rows and locks all of them until the transaction ends. Always in the same
 * (kind, subject) order, so two transactions wanting overlapping rows cannot deadlock.
 */
async function lockRows(tx: Tx, keys: [Kind, string][], now: number): Promise<Map<Kind, Row>> {
  const at = new Date(now);
  const sorted = [...keys].sort(([ka, sa], [kb, sb]) => compare(ka, kb) || compare(sa, sb));
  // DO UPDATE (a no-op change) rather than DO NOTHING: it locks an existing row too, and returns
  // it. The rows of one statement are inserted, and locked, in the order given.
  const rows = await tx
    .insert(loginAttempts)
    .values(
      sorted.map(([kind, subject]) => ({ kind, subject, failures: 0, windowStart: at, lastFailureAt: at })),
    )
    .onConflictDoUpdate({
      target: [loginAttempts.kind, loginAttempts.subject],
      set: { failures: sql`${loginAttempts.failures}` },
    })
    .returning();
  return new Map(rows.map((row) => [row.kind, row as Row]));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function countFailure(tx: Tx, row: Row, now: number): Promise<void> {
  await tx
    .update(loginAttempts)
    .set({ failures: row.failures + 1, windowStart: row.windowStart, lastFailureAt: new Date(now) })
    .where(and(eq(loginAttempts.kind, row.kind), eq(loginAttempts.subject, row.subject)));
}
