import { keepPreviousData, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

/** A page of a keyset list as the server answers it (docs/vehicles.md): its rows and the next cursor. */
export interface KeysetPage<Row> {
  items: Row[];
  nextCursor: string | null;
  /** Counted with the first page only (null on the others, or when the list does not count). */
  total?: number | null;
}

/**
 * The paging options every keyset list passes to its `infiniteQueryOptions`: the next page's cursor
 * and, unless told otherwise, the previous rows kept on screen while a new filter loads.
 */
export function keysetPaging({
  enabled = true,
  keepPrevious = true,
}: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return {
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  };
}

/** A page's row. */
export type RowOf<Page extends KeysetPage<unknown>> = Page['items'][number];

/** A keyset list's query with its rows (every page loaded, in order) and its total (the first page's count). */
export type KeysetList<Page extends KeysetPage<unknown>, Error, Out = RowOf<Page>> = UseInfiniteQueryResult<
  InfiniteData<Page, string | null>,
  Error
> & { rows: Out[]; total: number | null };

/**
 * The one keyset list hook (react-stately's `useAsyncList` is the model): every list page's rows and
 * total from its infinite query, optionally each row as the reader sees it (`map`, kept stable by the caller).
 */
export function useKeysetList<Page extends KeysetPage<unknown>, Error, Out = RowOf<Page>>(
  query: UseInfiniteQueryResult<InfiniteData<Page, string | null>, Error>,
  map?: (row: RowOf<Page>) => Out,
): KeysetList<Page, Error, Out> {
  const rows = useMemo(
    () =>
      query.data?.pages.flatMap((page) =>
        map ? (page.items as RowOf<Page>[]).map(map) : (page.items as unknown as Out[]),
      ) ?? [],
    [query.data, map],
  );
  return { ...query, rows, total: query.data?.pages[0]?.total ?? null };
}

/**
 * A list as a page passes it, whole, from container to view to table (react-stately's
 * `useAsyncList` is the model): its rows and total, and where loading them stands.
 */
export interface ListState<Row> {
  rows: readonly Row[];
  /** How many match (null: not counted, or not yet). */
  total: number | null;
  /** The first page is on its way. */
  loading: boolean;
  /** The list could not be read (shown in place of the rows, with Retry). */
  error?: ReactNode;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** What `listStateOf` reads of a keyset list (`useKeysetList`'s answer, or one like it). */
export interface ListQuery<Row> {
  rows: readonly Row[];
  total: number | null;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A keyset list's `ListState`: loading while the first page is on its way; `errorText` only when
 * the list failed, not when only Load More did (the rows already shown stay, and Load More is
 * offered again); Retry reads the list again, Load More the next page.
 */
export function listStateOf<Row>(list: ListQuery<Row>, errorText: ReactNode): ListState<Row> {
  return {
    rows: list.rows,
    total: list.total,
    loading: list.isPending,
    error: list.isError && !list.isFetchNextPageError ? errorText : undefined,
    onRetry: () => void list.refetch(),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  };
}
