import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './nextTabIndex';

describe('nextTabIndex', () => {
  const none = [false, false, false, false];
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('%s from %i goes to %i', (key, from, to) => {
    expect(nextTabIndex(key, from, none)).toBe(to);
  });

  it('skips disabled tabs, also at the ends', () => {
    const disabled = [true, false, true, false];
    expect(nextTabIndex('ArrowRight', 1, disabled)).toBe(3);
    expect(nextTabIndex('ArrowRight', 3, disabled)).toBe(1);
    expect(nextTabIndex('Home', 3, disabled)).toBe(1);
    expect(nextTabIndex('End', 1, [false, false, true])).toBe(1);
  });

  it('swaps Left and Right in a right-to-left document', () => {
    expect(nextTabIndex('ArrowLeft', 0, none, 'rtl')).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, none, 'rtl')).toBe(3);
  });

  it('ignores other keys and lists without an enabled tab', () => {
    expect(nextTabIndex('ArrowDown', 0, none)).toBeNull();
    expect(nextTabIndex('a', 0, none)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, [true, true])).toBeNull();
    expect(nextTabIndex('Home', 0, [])).toBeNull();
  });
});
