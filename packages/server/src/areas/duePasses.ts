/**
 * The areas' due passes on a timer: what falls due by the calendar alone (a service schedule whose
 * date comes closer while nobody writes) becomes its task without waiting for the next write.
 * Every pass is idempotent (one open task per source record, a unique index and ON CONFLICT DO
 * NOTHING), so instances running it at the same moment make each task once; no lock is needed.
 */
import type { Db } from '../db/database.js';
import { copenhagenToday } from '../due/rules.js';
import type { Area } from './area.js';

export interface DuePassOptions {
  db: Db;
  areas: readonly Pick<Area, 'name' | 'duePass'>[];
  /** Between passes, and before the first (the seed and every write already ran one). */
  everyMs: number;
  /** A pass that failed: logged, and tried again next time. */
  onError: (area: string, error: unknown) => void;
  /** What a pass made, per area (for the log). */
  onMade?: (area: string, made: number) => void;
  today?: () => string;
}

/** Runs each area's due pass every `everyMs` until the returned stop is called. */
export function startDuePasses({
  db,
  areas,
  everyMs,
  onError,
  onMade,
  today = copenhagenToday,
}: DuePassOptions) {
  const withPass = areas.filter((area) => area.duePass);
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    const day = today();
    for (const area of withPass) {
      if (stopped) return;
      try {
        const made = await area.duePass!(db, day);
        if (made > 0) onMade?.(area.name, made);
      } catch (error) {
        onError(area.name, error);
      }
    }
  };
  const timer = withPass.length
    ? setInterval(() => {
        // A pass still running (a slow database) is not started twice.
        running ??= run().finally(() => (running = null));
      }, everyMs)
    : null;
  timer?.unref();
  return async function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  };
}
