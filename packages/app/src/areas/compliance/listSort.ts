/**
 * The sort of a work list (tasks, inspections) in its address and in the kit's DataTable:
 * `sort=<column>` and `dir=desc`, both left out for the default order (what needs attention first:
 * unfinished and overdue work, by due date), which no column header shows as sorted. A header's
 * third press goes back to that default.
 */
import type { SortDescriptor } from '@vognpark/ui';
import type { UrlParam } from '../../routes/urlSchema';

export interface ListSort<By extends string> {
  by: By;
  dir: 'asc' | 'desc';
}

export const sortParamNames = ['sort', 'dir'] as const;

/** The sort named in the address, or null (the default order) when none or an unknown one is. */
export function readListSort<By extends string>(
  params: URLSearchParams,
  sorts: readonly By[],
): ListSort<By> | null {
  const by = params.get('sort')?.trim();
  const found = sorts.find((sort) => sort === by);
  if (!found) return null;
  return { by: found, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/** Writes the sort into `params` (in place); the default order writes nothing. */
export function writeListSort(params: URLSearchParams, sort: ListSort<string> | null): void {
  for (const name of sortParamNames) params.delete(name);
  if (!sort) return;
  params.set('sort', sort.by);
  if (sort.dir === 'desc') params.set('dir', 'desc');
}

/** The DataTable's sort for a list sort: the column with the same id, or none for the default. */
export function toSortDescriptor(sort: ListSort<string> | null): SortDescriptor | null {
  return sort ? { column: sort.by, direction: sort.dir === 'desc' ? 'descending' : 'ascending' } : null;
}

/**
 * The list sort after a header press: ascending, then descending, then back to the default
 * order; a column that is not one of `sorts` gives the default too.
 */
export function nextListSort<By extends string>(
  current: ListSort<By> | null,
  next: SortDescriptor | null,
  sorts: readonly By[],
): ListSort<By> | null {
  const by = sorts.find((sort) => sort === next?.column);
  if (!by || !next) return null;
  if (current?.by === by && current.dir === 'desc' && next.direction === 'ascending') return null;
  return { by, dir: next.direction === 'descending' ? 'desc' : 'asc' };
}

/** The sort as a field of a list's address schema (routes/urlSchema.ts): not a filter. */
export function listSortParam<By extends string>(sorts: readonly By[]): UrlParam<ListSort<By> | null> {
  return {
    names: sortParamNames,
    empty: null,
    read: (params) => readListSort(params, sorts),
    write: (params, sort) => writeListSort(params, sort && sorts.includes(sort.by) ? sort : null),
    filters: () => 0,
  };
}
