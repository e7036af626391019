import { describe, expect, it, vi } from 'vitest';
import { listTableProps } from './tableLayout';

describe('listTableProps', () => {
  it('hands a list to the kit table whole, its total as the count the table names', () => {
    const list = {
      rows: ['a'],
      total: 40,
      loading: false,
      error: 'Could not load',
      onRetry: vi.fn(),
      hasMore: true,
      loadingMore: true,
      onLoadMore: vi.fn(),
    };
    expect(listTableProps(list)).toEqual({
      rows: ['a'],
      totalCount: 40,
      loading: false,
      error: 'Could not load',
      onRetry: list.onRetry,
      hasMore: true,
      loadingMore: true,
      onLoadMore: list.onLoadMore,
    });
  });

  it('names no count while the total is not known', () => {
    const props = listTableProps({
      rows: [],
      total: null,
      loading: true,
      onRetry: vi.fn(),
      hasMore: false,
      loadingMore: false,
      onLoadMore: vi.fn(),
    });
    expect(props.totalCount).toBeUndefined();
    expect(props.error).toBeUndefined();
  });
});
