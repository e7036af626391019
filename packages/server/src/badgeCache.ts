import type { NavBadges } from './badges.js';
import { ClientDayCache, type ClientDayCacheOptions } from './clientDayCache.js';
import type { DashboardSummary } from './dashboard/model.js';

export interface BadgeCacheOptions extends Omit<ClientDayCacheOptions<NavBadges>, 'load'> {
  /** Counts a client's badges for a day (one database round trip: badges.ts). */
  count: (clientId: string, today: string) => Promise<NavBadges>;
  /**
   * Reads a client's dashboard summary for a day, with the most upcoming items a caller may ask
   * for (dashboard/summary.ts). Without it `summaries` is null and the dashboard reads the database.
   */
  summarize?: (clientId: string, today: string) => Promise<DashboardSummary>;
}

/**
 * Each client's badge counts, from memory: a poll costs no database round trip until something
 * changes them. Writes that can change them publish `badges.changed` inside their transaction
 * (work/access.ts, areas/vehicles/repository.ts), which drops the client's entry on every instance; the
 * instance that made the write also drops it at once (trpc.ts), so its author's next poll cannot
 * race the event. Counts are relative to the day in Copenhagen, so they also go stale at midnight
 * there. While events cannot be received nothing is trusted; after a reconnection everything is
 * forgotten (docs/instances.md).
 *
 * The dashboard's summary (its tiles, which are these counts and the vehicles by status, and the
 * next 30 days) changes with the same writes, every vehicle and work write: it is kept beside the
 * counts in `summaries` and dropped with them.
 */
export class BadgeCache extends ClientDayCache<NavBadges> {
  readonly summaries: ClientDayCache<DashboardSummary> | null;

  constructor({ count, summarize, ...options }: BadgeCacheOptions) {
    super({ ...options, load: count });
    this.summaries = summarize ? new ClientDayCache({ ...options, load: summarize }) : null;
  }

  /** The client's counts for today in Copenhagen: cached, shared with a count already running, or counted. */
  counts(clientId: string): Promise<NavBadges> {
    return this.get(clientId);
  }

  override invalidate(clientId: string | null): void {
    super.invalidate(clientId);
    this.summaries?.invalidate(clientId);
  }

  override clear(): void {
    super.clear();
    this.summaries?.clear();
  }
}
