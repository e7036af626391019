import { copenhagenToday } from './due/rules.js';

interface Entry<T> {
  value: T;
  /** The Copenhagen date the value is relative to: a new day makes it stale (at midnight). */
  day: string;
  loadedAt: number;
}

export interface ClientDayCacheOptions<T> {
  /** Reads a client's value for a day from the database. */
  load: (clientId: string, today: string) => Promise<T>;
  /**
   * Whether cached values may be trusted now: false while the event listener is down (an
   * invalidation could be missed), and every read then loads again.
   */
  trusted?: () => boolean;
  /**
   * The longest an entry is kept without an event: a backstop for writes that bypass the server
   * (an operator's SQL), not the way values normally refresh.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * A value per client and day in Copenhagen, from memory: reading it again costs no database round
 * trip until something changes it. The badge counts and the dashboard's summary are kept this way
 * (badgeCache.ts, which says what drops them). An entry goes stale on a new day in Copenhagen (the
 * due states depend on the date) and after `maxAgeMs`; while `trusted` says no, nothing is kept
 * for sure and every read loads again.
 */
export class ClientDayCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, { day: string; promise: Promise<T> }>();
  /** Bumped per client by its invalidations (and for all by `clear`): older reads are not kept. */
  private readonly generations = new Map<string, number>();
  private generation = 0;
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private today = { minute: -1, day: '' };

  constructor(private readonly options: ClientDayCacheOptions<T>) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** The client's value for today in Copenhagen: cached, shared with a load already running, or loaded. */
  get(clientId: string): Promise<T> {
    const cached = this.cached(clientId);
    if (cached) return Promise.resolve(cached);
    const now = this.now();
    const day = this.day(now);
    const running = this.loading.get(clientId);
    if (running && running.day === day) return running.promise;

    const generation = this.generationOf(clientId);
    const promise = this.options.load(clientId, day).then(
      (value) => {
        if (this.loading.get(clientId)?.promise === promise) this.loading.delete(clientId);
        // Invalidated while loading: the value may predate the write. Answered, not kept.
        if (generation === this.generationOf(clientId)) {
          if (this.entries.size >= 100_000) this.prune(this.now());
          this.entries.set(clientId, { value, day, loadedAt: now });
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(clientId)?.promise === promise) this.loading.delete(clientId);
        throw error;
      },
    );
    this.loading.set(clientId, { day, promise });
    return promise;
  }

  /** The client's value for today if it is in memory and may be trusted now; else undefined. */
  cached(clientId: string): T | undefined {
    const now = this.now();
    const entry = this.entries.get(clientId);
    const trusted = this.options.trusted?.() ?? true;
    if (trusted && entry && entry.day === this.day(now) && now - entry.loadedAt < this.maxAgeMs)
      return entry.value;
    return undefined;
  }

  /** Forgets a client's value (null: every client's). */
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
      if (entry.day !== day || now - entry.loadedAt >= this.maxAgeMs) this.entries.delete(key);
  }
}
