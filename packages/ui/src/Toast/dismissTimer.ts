/** The clock a dismiss timer runs on; the browser's by default, a fake one in tests. */
export interface TimerClock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DismissTimer {
  /** Stops the countdown and keeps the time left. */
  pause: () => void;
  /** Continues the countdown with the time that was left. */
  resume: () => void;
  /** Stops for good (the toast went away another way). */
  clear: () => void;
  /** The milliseconds left. */
  remaining: () => number;
}

/**
 * Calls `onExpire` after `duration` ms of running time: paused time does not count, so a toast
 * that was hovered or focused gets its full time back to be read.
 */
export function startDismissTimer(
  duration: number,
  onExpire: () => void,
  clock: TimerClock = browserClock,
): DismissTimer {
  let left = duration;
  let startedAt = clock.now();
  let handle: unknown = clock.setTimeout(expire, left);
  let running = true;
  let done = false;

  function expire() {
    running = false;
    done = true;
    left = 0;
    onExpire();
  }

  return {
    pause() {
      if (!running || done) return;
      clock.clearTimeout(handle);
      left = Math.max(0, left - (clock.now() - startedAt));
      running = false;
    },
    resume() {
      if (running || done) return;
      startedAt = clock.now();
      handle = clock.setTimeout(expire, left);
      running = true;
    },
    clear() {
      if (!done) clock.clearTimeout(handle);
      running = false;
      done = true;
    },
    remaining: () => (running ? Math.max(0, left - (clock.now() - startedAt)) : left),
  };
}
