/**
 * What one socket and one address may cost, before tRPC sees a message: token buckets, the socket
 * whose messages pass a guard first, and the answer to a refused call. Used by webSocket.ts; the
 * limits are in docs/threat-model.md.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { WebSocket } from 'ws';

/** A token bucket: `rate` tokens a second, at most `burst` saved up. */
export class Bucket {
  private tokens: number;
  private last = performance.now();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  /** Whether `n` tokens are there (takes none). */
  has(n: number): boolean {
    this.refill();
    return this.tokens >= n;
  }
  /** Takes `n` tokens if there are; else takes nothing and answers false. */
  take(n: number): boolean {
    this.refill();
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
  /** True when the bucket is full again (its owner can be forgotten). */
  get full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }
  private refill() {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
  }
}

/** Refused messages in a row after which a socket that ignores TOO_MANY_REQUESTS is closed. */
export const REFUSALS_BEFORE_CLOSE = 10;
/** Refused messages in a row whose calls are answered TOO_MANY_REQUESTS (later ones are dropped). */
export const REFUSALS_ANSWERED = 3;
/** What an upgrade costs from its address's call budget (reconnect loops are calls too). */
export const UPGRADE_COST = 5;

/** A `ws` socket whose messages pass `guard` before any listener (tRPC's) sees them. */
export class GuardedSocket extends WebSocket {
  guard?: (data: Buffer) => boolean;
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message' && this.guard && !this.guard(args[0] as Buffer)) return false;
    return super.emit(event, ...args);
  }
}

/** Malformed envelopes (envelope.ts) after which a socket is closed: a real client sends none. */
export const MALFORMED_BEFORE_CLOSE = 3;

const HTTP_STATUS = { TOO_MANY_REQUESTS: 429, PARSE_ERROR: 400 } as const;

/** The tRPC answer to a call refused before tRPC saw it (same shape as tRPC's own errors). */
export function refusal(call: unknown, code: keyof typeof HTTP_STATUS, message: string): string | null {
  if (typeof call !== 'object' || call === null) return null;
  const { id, jsonrpc, method, params } = call as Record<string, unknown>;
  if ((typeof id !== 'number' && typeof id !== 'string') || method === 'subscription.stop') return null;
  const path = (params as { path?: unknown } | undefined)?.path;
  return JSON.stringify({
    id,
    jsonrpc,
    error: superjson.serialize({
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        code,
        httpStatus: HTTP_STATUS[code],
        path: typeof path === 'string' ? path : undefined,
        fieldErrors: null,
      },
    }),
  });
}
