import type { Db } from '../db/database.js';
import type { SessionUser } from '../areas/accounts/settings.js';
import { resolveSession } from './sessions.js';

interface Entry {
  user: SessionUser;
  expiresAt: number;
  checkedAt: number;
}

export interface SessionCacheOptions {
  db: Db;
  /** Session lifetime, for sliding it forward. */
  ttlMs: number;
  /** How long an entry is trusted before the database is asked again (and the session slid). */
  checkMs: number;
  /**
   * Whether cached entries may be trusted now: false while the event listener is down (an
   * invalidation could be missed), and every call then reads the database.
   */
  trusted?: () => boolean;
  now?: () => number;
}

/**
 * The sessions of the WebSocket calls, from memory: one database read (and, when due, one write
 * sliding the expiry) per session per `checkMs`, instead of one per call. Sign-out and sign-in
 * invalidate their session here at once; an entry also dies at its expiry. Across instances the
 * events of src/events invalidate it (by session, user or client); while they cannot be received,
 * nothing cached is trusted, and after a reconnection everything is forgotten (docs/instances.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry | null>>();
  private readonly now: () => number;
  /** Bumped by every invalidation but a single session's: a read started before it is done again. */
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The user of a session if it is in memory and may be trusted now (no read due); else undefined. */
  cached(idHash: string): SessionUser | undefined {
    const now = this.now();
    const entry = this.entries.get(idHash);
    const trusted = this.options.trusted?.() ?? true;
    if (trusted && entry && entry.expiresAt > now && now - entry.checkedAt < this.options.checkMs)
      return entry.user;
    return undefined;
  }

  /** The user of a live session; null for unknown, deleted or expired ones. */
  async user(idHash: string): Promise<SessionUser | null> {
    const cached = this.cached(idHash);
    if (cached) return cached;
    let pending = this.loading.get(idHash);
    if (!pending) {
      const generation = this.generation;
      const loading: Promise<Entry | null> = this.load(idHash).then(
        (loaded) => {
          // Invalidated while reading: the answer may predate the sign-out.
          if (this.loading.get(idHash) !== loading) return null;
          this.loading.delete(idHash);
          // Read before a wider invalidation (which may concern it): read again, not kept.
          if (generation !== this.generation) return this.load(idHash);
          if (!loaded) this.entries.delete(idHash);
          else {
            if (this.entries.size >= 100_000) this.prune(this.now());
            this.entries.set(idHash, loaded);
          }
          return loaded;
        },
        (error: unknown) => {
          if (this.loading.get(idHash) === loading) this.loading.delete(idHash);
          throw error;
        },
      );
      this.loading.set(idHash, loading);
      pending = loading;
    }
    return (await pending)?.user ?? null;
  }

  /** Forgets a session (signed out, replaced by a new sign-in). */
  invalidate(idHash: string): void {
    this.entries.delete(idHash);
    this.loading.delete(idHash);
  }

  /** Forgets every session of a user, but `exceptHash` (ended elsewhere, or the user's data changed). */
  invalidateUser(userId: string, exceptHash?: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId && hash !== exceptHash) this.entries.delete(hash);
  }

  /** Forgets every session of a client's users. */
  invalidateClient(clientId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.user.clientId === clientId) this.entries.delete(hash);
  }

  /** Forgets everything (the event listener reconnected: invalidations may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private async load(idHash: string): Promise<Entry | null> {
    const now = this.now();
    const session = await resolveSession(this.options.db, idHash, {
      ttlMs: this.options.ttlMs,
      renew: true,
      now: new Date(now),
    });
    return session ? { user: session.user, expiresAt: session.expiresAt.getTime(), checkedAt: now } : null;
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries)
      if (entry.expiresAt <= now || now - entry.checkedAt >= this.options.checkMs) this.entries.delete(key);
  }
}
