import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keysetPaging, useKeysetList, type KeysetPage } from './keysetList';

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
