import type { NavBadges } from './badges.js';
import { copenhagenToday } from './due/rules.js';

interface Entry {
  counts: NavBadges;
  /** The Copenhagen date the counts are relative to: a new day makes them stale (at midnight). */
  day: string;
  countedAt: number;
}

export interface BadgeCacheOptions {
  /** Counts a client's badges for a day (one database round trip: badges.ts). */
  count: (clientId: string, today: string) => Promise<NavBadges>;
  /**
   * Whether cached counts may be trusted now: false while the event listener is down (a
   * `badges.changed` could be missed), and every poll then counts again.
   */
  trusted?: () => boolean;
  /**
   * The longest an entry is kept without an event: a backstop for writes that bypass the server
   * (an operator's SQL), not the way counts normally refresh.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Each client's badge counts, from memory: a poll costs no database round trip until something
 * changes them. Writes that can change them publish `badges.changed` inside their transaction
 * (work/access.ts, vehicles/repository.ts), which drops the client's entry on every instance; the
 * instance that made the write also drops it at once (trpc.ts), so its author's next poll cannot
 * race the event. Counts are relative to the day in Copenhagen, so they also go stale at midnight
 * there. While events cannot be received nothing is trusted; after a reconnection everything is
 * forgotten (docs/instances.md).
 */
export class BadgeCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { day: string; promise: Promise<NavBadges> }>();
  /** Bumped per client by its invalidations (and for all by `clear`): older reads are not kept. */
  private readonly generations = new Map<string, number>();
  private generation = 0;
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private today = { minute: -1, day: '' };

  constructor(private readonly options: BadgeCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** The client's counts for today in Copenhagen: cached, shared with a count already running, or counted. */
  counts(clientId: string): Promise<NavBadges> {
    const cached = this.cached(clientId);
    if (cached) return Promise.resolve(cached);
    const now = this.now();
    const day = this.day(now);
    const running = this.loading.get(clientId);
    if (running && running.day === day) return running.promise;

    const generation = this.generationOf(clientId);
    const promise = this.options.count(clientId, day).then(
      (counts) => {
        if (this.loading.get(clientId)?.promise === promise) this.loading.delete(clientId);
        // Invalidated while counting: the counts may predate the write. Answered, not kept.
        if (generation === this.generationOf(clientId)) {
          if (this.entries.size >= 100_000) this.prune(this.now());
          this.entries.set(clientId, { counts, day, countedAt: now });
        }
        return counts;
      },
      (error: unknown) => {
        if (this.loading.get(clientId)?.promise === promise) this.loading.delete(clientId);
        throw error;
      },
    );
    this.loading.set(clientId, { day, promise });
    return promise;
  }

  /** The client's counts for today if they are in memory and may be trusted now; else undefined. */
  cached(clientId: string): NavBadges | undefined {
    const now = this.now();
    const entry = this.entries.get(clientId);
    const trusted = this.options.trusted?.() ?? true;
    if (trusted && entry && entry.day === this.day(now) && now - entry.countedAt < this.maxAgeMs)
      return entry.counts;
    return undefined;
  }

  /** Forgets a client's counts (null: every client's). */
  invalidate(clientId: string | null): void {
    if (clientId === null) return this.clear();
    this.entries.delete(clientId);
    this.loading.delete(clientId);
    this.generations.set(clientId, (this.generations.get(clientId) ?? 0) + 1);
  }

  /** Forgets everything (the event listener reconnected: invalidations may have been missed). */
  clear(): void {
    this.generation += 1;
    this.generations.clear();
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private generationOf(clientId: string): string {
    return `${this.generation}.${this.generations.get(clientId) ?? 0}`;
  }

  /** Today in Copenhagen, worked out at most once a minute (midnight falls on a minute). */
  private day(now: number): string {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.today.minute) this.today = { minute, day: copenhagenToday(new Date(now)) };
    return this.today.day;
  }

  private prune(now: number) {
    const day = this.day(now);
    for (const [key, entry] of this.entries)
      if (entry.day !== day || now - entry.countedAt >= this.maxAgeMs) this.entries.delete(key);
  }
}
