/** The rules of the DataTable as plain functions: sorting, selection, row numbering, paging. */

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

/**
 * The sort after a click on a column's header: a new column starts ascending, the sorted column
 * turns around.
 */
export function nextSort(current: SortDescriptor | null | undefined, column: string): SortDescriptor {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

/** `aria-sort` of a header cell: the direction of the sorted column, `none` on the other sortable ones. */
export function ariaSortOf(
  sort: SortDescriptor | null | undefined,
  column: string,
  sortable: boolean,
): SortDirection | 'none' | undefined {
  if (!sortable) return undefined;
  return sort?.column === column ? sort.direction : 'none';
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all checkbox: checked when every loaded row is selected, mixed when some are. */
export function selectAllState(rowKeys: readonly string[], selected: ReadonlySet<string>): SelectAllState {
  let count = 0;
  for (const key of rowKeys) if (selected.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === rowKeys.length ? 'all' : 'some';
}

/** The selection with one row added or taken away. */
export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The selection after the select-all checkbox: when every loaded row is selected it clears them,
 * otherwise it selects them all (a mixed box selects, as in most mail and file lists). Keys of
 * rows that are not loaded are kept.
 */
export function toggleAll(rowKeys: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (selectAllState(rowKeys, selected) === 'all') for (const key of rowKeys) next.delete(key);
  else for (const key of rowKeys) next.add(key);
  return next;
}

/**
 * `aria-rowcount` of the table: every row of the result plus the header row. When more rows can
 * be loaded and the total is unknown, -1 (ARIA's "unknown").
 */
export function ariaRowCount(loaded: number, total: number | undefined, hasMore: boolean): number {
  if (total !== undefined) return Math.max(total, loaded) + 1;
  return hasMore ? -1 : loaded + 1;
}

/** `aria-rowindex` of the data row at `index` (0-based): the header row is 1. */
export const ariaRowIndex = (index: number): number => index + 2;

export interface LoadMoreState {
  /** The sentinel near the end is in view. */
  nearEnd: boolean;
  /** There are rows left to load. */
  hasMore: boolean;
  /** A page is being loaded. */
  loadingMore: boolean;
  /** Rows loaded now. */
  loaded: number;
  /** Rows that were loaded when `onLoadMore` was last called, or null. */
  requestedAt: number | null;
}

/**
 * Whether to ask for the next page: near the end, with more to load, nothing on its way, and not
 * asked already for this many rows (so a page is asked for once, even before `loadingMore` arrives).
 */
export function shouldLoadMore({
  nearEnd,
  hasMore,
  loadingMore,
  loaded,
  requestedAt,
}: LoadMoreState): boolean {
  return nearEnd && hasMore && !loadingMore && requestedAt !== loaded;
}

/**
 * The rows a virtualised table renders before its scroller is measured (on the server, and in the
 * render that hydrates it): those that fill `viewportHeight` at `rowHeight` each, plus `overscan`
 * more, as TanStack Virtual computes for a scroller at the top; `after` is the spacer's height for
 * the rest. `end` is exclusive.
 */
export function firstRowWindow(
  count: number,
  viewportHeight: number,
  rowHeight: number,
  overscan: number,
): { end: number; after: number } {
  const end = Math.min(count, Math.max(1, Math.ceil(viewportHeight / rowHeight)) + overscan);
  return { end, after: (count - end) * rowHeight };
}

/** What `columnHideWidths` needs of a column. */
export interface ColumnFit {
  /** The least width (px) the column takes. */
  minWidth: number;
  /** 1 always shows; higher numbers hide first. */
  priority: number;
}

/**
 * Below which table width (px) the columns of each priority hide: those of priority `p` (above 1)
 * hide when the table is narrower than every column of priority `p` or lower (more important)
 * needs, plus `extra` (a selection column). Priority 1 never hides, so it has no entry. A
 * higher number always needs at least as much as a lower one, so the least important hide first.
 */
export function columnHideWidths(columns: readonly ColumnFit[], extra = 0): Map<number, number> {
  const priorities = [...new Set(columns.map((column) => column.priority))]
    .filter((priority) => priority > 1)
    .sort((a, b) => a - b);
  const widths = new Map<number, number>();
  for (const priority of priorities) {
    const needed = columns
      .filter((column) => column.priority <= priority)
      .reduce((sum, column) => sum + column.minWidth, extra);
    widths.set(priority, needed);
  }
  return widths;
}
