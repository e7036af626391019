import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepAnswered } from './pageData';

describe('keepAnswered', () => {
  it('keeps the answered queries for the page and drops refused and unfinished ones', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['boot', 'user'], { name: 'Mette' });
    const before = new Set(client.getQueryCache().getAll());
    await client.prefetchQuery({ queryKey: ['dashboard'], queryFn: () => ({ overdue: 3 }) });
    await client.prefetchQuery({
      queryKey: ['forbidden'],
      queryFn: () => Promise.reject(new Error('FORBIDDEN')),
    });
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });

    const answered = keepAnswered(client, before);

    expect(answered).toEqual([client.getQueryCache().find({ queryKey: ['dashboard'] })!.queryHash]);
    // What the page renders with: the answer, and the boot data that was there before.
    expect(client.getQueryData(['dashboard'])).toEqual({ overdue: 3 });
    expect(client.getQueryData(['boot', 'user'])).toEqual({ name: 'Mette' });
    // The others are gone: the page renders them loading, as the browser will start them.
    expect(client.getQueryCache().find({ queryKey: ['forbidden'] })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['slow'] })).toBeUndefined();
  });
});
