/**
 * How a draining instance tells its WebSocket clients to reconnect: in batches spread over a
 * window, not all in one tick. Every client told reconnects at once (after the app's short
 * jittered delay), so thousands told together arrive at the other instances as one burst of
 * handshakes and retried calls; spread, the others take them in stride (docs/instances.md,
 * "Readiness and draining"). A few sockets go in one batch: spreading them gains nothing.
 */
export interface ReconnectBatchOptions {
  /** The window to spread over, in ms (the drain gives half its socket time). */
  spreadMs: number;
  /** The pause between two batches, in ms. */
  intervalMs?: number;
  /** The fewest sockets a batch holds (below that, one batch). */
  minBatch?: number;
}

/** The sizes of the batches, in order, for `count` sockets. */
export function reconnectBatches(
  count: number,
  { spreadMs, intervalMs = 50, minBatch = 100 }: ReconnectBatchOptions,
): number[] {
  if (count <= 0) return [];
  const slots = Math.max(1, Math.floor(spreadMs / intervalMs));
  const size = Math.max(minBatch, Math.ceil(count / slots));
  const batches: number[] = [];
  for (let left = count; left > 0; left -= size) batches.push(Math.min(size, left));
  return batches;
}
