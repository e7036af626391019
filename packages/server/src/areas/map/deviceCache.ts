/**
 * The trackers' devices by secret, from memory (docs/map.md, "Budgets"): a phone sends a position
 * every few seconds, and reading its device from the database for each one cost a round trip and
 * PostgreSQL's planning of the query per position. An entry is trusted for `maxAgeMs`; revoking a
 * device drops it on every instance (the `map.device` event of src/events); while events cannot be
 * received nothing cached is trusted, and after a reconnection everything is forgotten.
 *
 * The cache only decides who may try: the batch that stores a position (batch.ts) locks the device
 * and stores nothing for a revoked one (or one whose vehicle left its client), so a revocation that
 * an instance has not heard of yet still refuses at once. Unknown secrets are not kept (a device
 * created on another instance is known at once); the address's budget bounds their reads.
 */
import type { Db } from '../../db/database.js';
import { deviceBySecret, hashSecret, type SecretDevice } from './devices.js';

interface Entry {
  device: SecretDevice;
  checkedAt: number;
}

export interface DeviceCacheOptions {
  db: Db;
  /** The longest an entry is trusted without reading the database again. */
  maxAgeMs?: number;
  /** Whether entries may be trusted now: false while the event listener is down. */
  trusted?: () => boolean;
  now?: () => number;
}

export class TrackerDeviceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<SecretDevice | null>>();
  /** Bumped by every invalidation: a read started before one is not kept. */
  private generation = 0;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(private readonly options: DeviceCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /** The device with this secret, not revoked, its vehicle still its client's; null for none. */
  get(secret: string): Promise<SecretDevice | null> | SecretDevice | null {
    const hash = hashSecret(secret);
    const entry = this.entries.get(hash);
    if (entry && this.now() - entry.checkedAt < this.maxAgeMs && (this.options.trusted?.() ?? true))
      return entry.device;
    const running = this.loading.get(hash);
    if (running) return running;
    const generation = this.generation;
    const checkedAt = this.now();
    const loading = deviceBySecret(this.options.db, secret).then(
      (device) => {
        if (this.loading.get(hash) === loading) this.loading.delete(hash);
        if (!device) this.entries.delete(hash);
        else if (generation === this.generation && (this.options.trusted?.() ?? true)) {
          if (this.entries.size >= 100_000) this.prune();
          this.entries.set(hash, { device, checkedAt });
        }
        return device;
      },
      (error: unknown) => {
        if (this.loading.get(hash) === loading) this.loading.delete(hash);
        throw error;
      },
    );
    this.loading.set(hash, loading);
    return loading;
  }

  /** Forgets a device (revoked here or on another instance). */
  invalidate(deviceId: string): void {
    this.generation += 1;
    this.loading.clear();
    for (const [hash, entry] of this.entries) if (entry.device.id === deviceId) this.entries.delete(hash);
  }

  /** Forgets everything (the event listener reconnected: invalidations may have been missed). */
  clear(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private prune() {
    const now = this.now();
    for (const [hash, entry] of this.entries)
      if (now - entry.checkedAt >= this.maxAgeMs) this.entries.delete(hash);
    // Still full of fresh entries: start again rather than grow without bound.
    if (this.entries.size >= 100_000) this.entries.clear();
  }
}
