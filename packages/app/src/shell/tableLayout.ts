import type { DataTableProps } from '@vognpark/ui';
import type { ListState } from '../data/keysetList';

/**
 * Below this width (px) of a list's own space, the app's tables show each row as a card (the
 * kit DataTable's `cardsBelow`): a phone, or a narrow window with the sidebar open.
 */
export const CARDS_BELOW = 600;

/** A list as the kit's DataTable takes it: its rows, where loading them stands, and the count it names. */
export function listTableProps<Row>(
  list: ListState<Row>,
): Pick<
  DataTableProps<Row>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'totalCount' | 'hasMore' | 'loadingMore' | 'onLoadMore'
> {
  return {
    rows: list.rows,
    loading: list.loading,
    error: list.error,
    onRetry: list.onRetry,
    totalCount: list.total ?? undefined,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.onLoadMore,
  };
}
