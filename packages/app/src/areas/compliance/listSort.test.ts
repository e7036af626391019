import { describe, expect, it } from 'vitest';
import { nextListSort, readListSort, toSortDescriptor, writeListSort, type ListSort } from './listSort';

const sorts = ['dueDate', 'kind'] as const;
type By = (typeof sorts)[number];

describe('readListSort and writeListSort', () => {
  it.each<[string, ListSort<By> | null]>([
    ['', null],
    ['sort=kind', { by: 'kind', dir: 'asc' }],
    ['sort=dueDate&dir=desc', { by: 'dueDate', dir: 'desc' }],
    ['sort=attention&dir=desc', null],
    ['sort=title', null],
  ])('reads %j', (query, expected) => {
    expect(readListSort(new URLSearchParams(query), sorts)).toEqual(expected);
  });

  it('writes only a chosen sort, and keeps the other parameters', () => {
    const params = new URLSearchParams('due=overdue&sort=kind&dir=desc');
    writeListSort(params, null);
    expect(params.toString()).toBe('due=overdue');
    writeListSort(params, { by: 'dueDate', dir: 'desc' });
    expect(params.toString()).toBe('due=overdue&sort=dueDate&dir=desc');
    writeListSort(params, { by: 'kind', dir: 'asc' });
    expect(params.toString()).toBe('due=overdue&sort=kind');
  });
});

describe('nextListSort', () => {
  it.each<[ListSort<By> | null, string, 'ascending' | 'descending', ListSort<By> | null]>([
    [null, 'kind', 'ascending', { by: 'kind', dir: 'asc' }],
    [{ by: 'kind', dir: 'asc' }, 'kind', 'descending', { by: 'kind', dir: 'desc' }],
    // The third press goes back to the default order.
    [{ by: 'kind', dir: 'desc' }, 'kind', 'ascending', null],
    [{ by: 'kind', dir: 'desc' }, 'dueDate', 'ascending', { by: 'dueDate', dir: 'asc' }],
    [null, 'title', 'ascending', null],
  ])('from %j, pressing %s (%s) gives %j', (current, column, direction, expected) => {
    expect(nextListSort(current, { column, direction }, sorts)).toEqual(expected);
  });

  it('shows the default order as no sorted column', () => {
    expect(toSortDescriptor(null)).toBeNull();
    expect(toSortDescriptor({ by: 'kind', dir: 'desc' })).toEqual({
      column: 'kind',
      direction: 'descending',
    });
  });
});
