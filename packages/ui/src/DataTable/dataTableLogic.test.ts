import { describe, expect, it } from 'vitest';
import {
  ariaRowCount,
  ariaRowIndex,
  ariaSortOf,
  columnHideWidths,
  firstRowWindow,
  nextSort,
  selectAllState,
  shouldLoadMore,
  toggleAll,
  toggleKey,
  type ColumnFit,
  type LoadMoreState,
  type SortDescriptor,
} from './dataTableLogic';

describe('nextSort', () => {
  it.each<[SortDescriptor | null, string, SortDescriptor]>([
    [null, 'plate', { column: 'plate', direction: 'ascending' }],
    [{ column: 'plate', direction: 'ascending' }, 'plate', { column: 'plate', direction: 'descending' }],
    [{ column: 'plate', direction: 'descending' }, 'plate', { column: 'plate', direction: 'ascending' }],
    [{ column: 'plate', direction: 'descending' }, 'make', { column: 'make', direction: 'ascending' }],
  ])('from %o, pressing %s gives %o', (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('ariaSortOf', () => {
  const sort: SortDescriptor = { column: 'plate', direction: 'descending' };
  it.each([
    [sort, 'plate', true, 'descending'],
    [sort, 'make', true, 'none'],
    [null, 'make', true, 'none'],
    [sort, 'plate', false, undefined],
  ] as const)('%o on %s (sortable %s) is %s', (current, column, sortable, expected) => {
    expect(ariaSortOf(current, column, sortable)).toBe(expected);
  });
});

describe('selection', () => {
  const keys = ['a', 'b', 'c'];
  it.each([
    [[], 'none'],
    [['b'], 'some'],
    [['a', 'b', 'c'], 'all'],
    [['a', 'b', 'c', 'not-loaded'], 'all'],
    [['not-loaded'], 'none'],
  ] as const)('with %o selected the select-all box is %s', (selected, expected) => {
    expect(selectAllState(keys, new Set(selected))).toBe(expected);
  });

  it('an empty list is never "all"', () => {
    expect(selectAllState([], new Set())).toBe('none');
  });

  it('toggles one key in and out without touching the given set', () => {
    const before = new Set(['a']);
    expect([...toggleKey(before, 'b')]).toEqual(['a', 'b']);
    expect([...toggleKey(before, 'a')]).toEqual([]);
    expect([...before]).toEqual(['a']);
  });

  it.each([
    [[], ['a', 'b', 'c']],
    [['b'], ['b', 'a', 'c']],
    [['a', 'b', 'c'], []],
    [['x', 'a', 'b', 'c'], ['x']],
    [['x'], ['x', 'a', 'b', 'c']],
  ] as const)('select-all from %o gives %o (keys of unloaded rows kept)', (selected, expected) => {
    expect([...toggleAll(keys, new Set(selected))]).toEqual(expected);
  });
});

describe('row numbering', () => {
  it.each([
    [10, 2000, false, 2001],
    [10, 2000, true, 2001],
    [10, undefined, false, 11],
    [10, undefined, true, -1],
    [0, 0, false, 1],
    [12, 10, false, 13],
  ] as const)('%i loaded of %s (more: %s) -> aria-rowcount %i', (loaded, total, hasMore, expected) => {
    expect(ariaRowCount(loaded, total, hasMore)).toBe(expected);
  });

  it('numbers the first data row 2, after the header row', () => {
    expect(ariaRowIndex(0)).toBe(2);
    expect(ariaRowIndex(9_999)).toBe(10_001);
  });
});

describe('shouldLoadMore', () => {
  const base: LoadMoreState = {
    nearEnd: true,
    hasMore: true,
    loadingMore: false,
    loaded: 50,
    requestedAt: null,
  };
  it.each<[string, Partial<LoadMoreState>, boolean]>([
    ['near the end with more to load', {}, true],
    ['not near the end', { nearEnd: false }, false],
    ['nothing left', { hasMore: false }, false],
    ['a page on its way', { loadingMore: true }, false],
    ['already asked at this row count', { requestedAt: 50 }, false],
    ['asked at the previous page', { requestedAt: 25 }, true],
  ])('%s -> %s', (_name, change, expected) => {
    expect(shouldLoadMore({ ...base, ...change })).toBe(expected);
  });
});

describe('firstRowWindow', () => {
  it.each([
    ['a long list: the rows of 800 px at 49 px (17), plus 10', 2000, 800, 49, { end: 27, after: 1973 * 49 }],
    ['a viewport an exact number of rows high', 500, 490, 49, { end: 20, after: 480 * 49 }],
    ['fewer rows than the window', 12, 800, 49, { end: 12, after: 0 }],
    ['no rows', 0, 800, 49, { end: 0, after: 0 }],
  ])('%s', (_name, count, viewport, rowHeight, expected) => {
    expect(firstRowWindow(count, viewport, rowHeight, 10)).toEqual(expected);
  });
});

describe('columnHideWidths', () => {
  it.each<[string, ColumnFit[], number, [number, number][]]>([
    ['no priorities: nothing hides', [{ minWidth: 100, priority: 1 }], 0, []],
    [
      'each priority needs the columns at or above it',
      [
        { minWidth: 200, priority: 1 },
        { minWidth: 100, priority: 3 },
        { minWidth: 120, priority: 2 },
        { minWidth: 80, priority: 1 },
      ],
      0,
      [
        [2, 400],
        [3, 500],
      ],
    ],
    [
      'the selection column counts',
      [
        { minWidth: 150, priority: 1 },
        { minWidth: 150, priority: 2 },
        { minWidth: 50, priority: 2 },
      ],
      44,
      [[2, 394]],
    ],
  ])('%s', (_name, columns, extra, expected) => {
    expect([...columnHideWidths(columns, extra)]).toEqual(expected);
  });
});
