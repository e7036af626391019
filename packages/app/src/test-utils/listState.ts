import { fn } from 'storybook/test';
import type { ListState } from '../data/keysetList';

/**
 * A loaded list for stories and tests: these rows, all of them (total = their count, no more to
 * load), and `fn()` callbacks a play function can check (`args.list.onRetry`, `args.list.onLoadMore`);
 * `state` changes any part (loading, error, hasMore, a larger total…).
 */
export function listFixture<Row>(rows: readonly Row[], state: Partial<ListState<Row>> = {}): ListState<Row> {
  return {
    rows,
    total: rows.length,
    loading: false,
    onRetry: fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    ...state,
  };
}
