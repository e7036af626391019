import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keysetPaging, listStateOf, useKeysetList, type KeysetPage, type ListQuery } from './keysetList';

type Page = KeysetPage<{ id: string; title: string }>;
const queryOf = (pages: Page[] | undefined) =>
  ({
    data: pages && { pages, pageParams: pages.map(() => null) },
    status: 'success',
  }) as unknown as UseInfiniteQueryResult<InfiniteData<Page, string | null>, Error>;

describe('useKeysetList', () => {
  it('joins every loaded page in order and takes the total from the first page', () => {
    const { result } = renderHook(() =>
      useKeysetList(
        queryOf([
          { items: [{ id: 'a', title: 'A' }], nextCursor: 'c1', total: 3 },
          {
            items: [
              { id: 'b', title: 'B' },
              { id: 'c', title: 'C' },
            ],
            nextCursor: null,
            total: null,
          },
        ]),
      ),
    );
    expect(result.current.rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(result.current.total).toBe(3);
    expect(result.current.status).toBe('success');
  });

  it('has no rows and no total before the first page', () => {
    const { result } = renderHook(() => useKeysetList(queryOf(undefined)));
    expect(result.current.rows).toEqual([]);
    expect(result.current.total).toBeNull();
  });

  it('shows each row as the reader sees it when given a mapping', () => {
    const upper = (row: { id: string; title: string }) => row.title.toLowerCase();
    const { result } = renderHook(() =>
      useKeysetList(queryOf([{ items: [{ id: 'a', title: 'Olie' }], nextCursor: null, total: 1 }]), upper),
    );
    expect(result.current.rows).toEqual(['olie']);
  });
});

describe('keysetPaging', () => {
  it('asks for the next cursor until there is none, and keeps the previous rows unless told not to', () => {
    const paging = keysetPaging();
    expect(paging.getNextPageParam({ nextCursor: 'x' })).toBe('x');
    expect(paging.getNextPageParam({ nextCursor: null })).toBeUndefined();
    expect(paging.placeholderData).toBeTypeOf('function');
    expect(paging.enabled).toBe(true);
    expect(keysetPaging({ keepPrevious: false, enabled: false })).toMatchObject({
      placeholderData: undefined,
      enabled: false,
    });
  });
});

describe('listStateOf', () => {
  const listOf = (state: Partial<ListQuery<string>>): ListQuery<string> => ({
    rows: ['a', 'b'],
    total: 7,
    isPending: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(),
    ...state,
  });

  it.each([
    ['loaded', {}, { loading: false, error: undefined, loadingMore: false }],
    ['first page on its way', { isPending: true }, { loading: true, error: undefined, loadingMore: false }],
    ['the list failed', { isError: true }, { loading: false, error: 'Could not load', loadingMore: false }],
    [
      'only Load More failed',
      { isError: true, isFetchNextPageError: true },
      { loading: false, error: undefined, loadingMore: false },
    ],
    [
      'next page on its way',
      { isFetchingNextPage: true },
      { loading: false, error: undefined, loadingMore: true },
    ],
  ] as const)('%s', (_, state, expected) => {
    const list = listStateOf(listOf(state), 'Could not load');
    expect(list).toMatchObject({ rows: ['a', 'b'], total: 7, hasMore: true, ...expected });
  });

  it('passes no more and no total on', () => {
    expect(listStateOf(listOf({ hasNextPage: false, total: null }), 'x')).toMatchObject({
      hasMore: false,
      total: null,
    });
  });

  it('reads the list again on Retry and the next page on Load More', () => {
    const query = listOf({});
    const list = listStateOf(query, 'x');
    list.onRetry();
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    list.onLoadMore();
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
