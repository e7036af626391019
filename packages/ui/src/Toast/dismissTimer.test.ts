import { describe, expect, it, vi } from 'vitest';
import { startDismissTimer, type TimerClock } from './dismissTimer';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const clock: TimerClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      pending.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(handle);
        timer.callback();
      }
    }
  };
  return { clock, advance };
}

describe('startDismissTimer', () => {
  it('expires after its duration', () => {
    const { clock, advance } = fakeClock();
    const onExpire = vi.fn();
    startDismissTimer(5000, onExpire, clock);
    advance(4999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not count paused time', () => {
    const { clock, advance } = fakeClock();
    const onExpire = vi.fn();
    const timer = startDismissTimer(5000, onExpire, clock);
    advance(3000);
    timer.pause();
    expect(timer.remaining()).toBe(2000);
    advance(60_000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    advance(1999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores repeated pauses and resumes, and never fires after clear', () => {
    const { clock, advance } = fakeClock();
    const onExpire = vi.fn();
    const timer = startDismissTimer(1000, onExpire, clock);
    timer.pause();
    timer.pause();
    timer.resume();
    timer.resume();
    advance(500);
    expect(timer.remaining()).toBe(500);
    timer.clear();
    timer.resume();
    advance(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
