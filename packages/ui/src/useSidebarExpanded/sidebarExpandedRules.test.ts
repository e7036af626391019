import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_STORAGE_KEY,
  parseStoredChoice,
  readStoredChoice,
  resolveSidebarExpanded,
  writeStoredChoice,
} from './sidebarExpandedRules';
import { MemoryStorage, ThrowingStorage } from './testDoubles';

describe('parseStoredChoice', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    [undefined, null],
    ['', null],
    ['yes', null],
    ['{', null],
    ['TRUE', null],
    ['1', null],
    ['"true"', null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseStoredChoice(raw)).toBe(expected);
  });
});

describe('readStoredChoice', () => {
  it.each([
    ['a stored "true"', new MemoryStorage({ [SIDEBAR_STORAGE_KEY]: 'true' }), true],
    ['a stored "false"', new MemoryStorage({ [SIDEBAR_STORAGE_KEY]: 'false' }), false],
    ['no stored value', new MemoryStorage(), null],
    ['a corrupt value', new MemoryStorage({ [SIDEBAR_STORAGE_KEY]: '{' }), null],
    ['another key only', new MemoryStorage({ sidebar: 'true' }), null],
    ['a storage that throws', new ThrowingStorage(), null],
    ['no storage', null, null],
  ])('%s -> %j', (_, storage, expected) => {
    expect(readStoredChoice(storage)).toBe(expected);
  });
});

describe('writeStoredChoice', () => {
  it.each([true, false])('stores %j as a string under sidebarExpanded', (expanded) => {
    const storage = new MemoryStorage();
    writeStoredChoice(storage, expanded);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe(String(expanded));
  });

  it('ignores a storage that refuses', () => {
    expect(() => writeStoredChoice(new ThrowingStorage(), true)).not.toThrow();
    expect(() => writeStoredChoice(null, true)).not.toThrow();
  });
});

describe('resolveSidebarExpanded', () => {
  describe('at first paint or when the stored choice changes', () => {
    it.each([
      // stored, width, expected
      [null, 1920, true],
      [null, 1300, true],
      [null, 1299, false],
      [null, 800, false],
      [true, 1920, true],
      [true, 800, true],
      [false, 1920, false],
      [false, 800, false],
    ] as const)('stored %j at %i px -> %j', (stored, width, expected) => {
      expect(resolveSidebarExpanded({ stored, width })).toBe(expected);
    });
  });

  describe('on resize', () => {
    it.each([
      // stored, previous width, previous expanded, new width, expected
      // crossing below the breakpoint collapses, whatever the choice
      [null, 1400, true, 1200, false],
      [true, 1400, true, 1299, false],
      [false, 1400, false, 1000, false],
      // crossing back up returns to the choice, or expands without one
      [null, 1200, false, 1300, true],
      [true, 1200, false, 1500, true],
      [false, 1200, false, 1500, false],
      [null, 1200, true, 1500, true],
      // staying on one side keeps the current state (a toggle included)
      [null, 1200, true, 1100, true],
      [null, 1200, false, 1100, false],
      [false, 1400, true, 1600, true],
      [true, 1400, false, 1600, false],
    ] as const)(
      'stored %j, %i px %j -> %i px: %j',
      (stored, previousWidth, previousExpanded, width, expected) => {
        expect(
          resolveSidebarExpanded({
            stored,
            width,
            previous: { width: previousWidth, expanded: previousExpanded },
          }),
        ).toBe(expected);
      },
    );
  });

  it('honours another breakpoint', () => {
    expect(resolveSidebarExpanded({ stored: null, width: 900, breakpoint: 800 })).toBe(true);
    expect(resolveSidebarExpanded({ stored: null, width: 700, breakpoint: 800 })).toBe(false);
  });
});
