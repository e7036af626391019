import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { createAppQueryClient, once, queryDefaults } from './queryClient';

afterEach(() => {
  vi.restoreAllMocks();
});

const unauthorized = () =>
  new TRPCClientError('UNAUTHORIZED', {
    result: { error: { code: -32001, message: 'UNAUTHORIZED', data: { code: 'UNAUTHORIZED' } } },
  });

describe('createAppQueryClient', () => {
  it('uses the defaults of docs/architecture.md', () => {
    const client = createAppQueryClient({ onUnauthorized: () => {} });
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: true,
      retryOnMount: false,
    });
    expect(queryDefaults.retry(0, unauthorized())).toBe(false);
  });

  it('logs a failed query and does not call the UNAUTHORIZED handler for other errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    const client = createAppQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new HttpError(500)), retry: false })
      .catch(() => {});
    expect(error).toHaveBeenCalledWith('Query ["x"] failed:', new HttpError(500));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands an UNAUTHORIZED query or mutation to the handler, without retrying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    const client = createAppQueryClient({ onUnauthorized });
    const queryFn = vi.fn(() => Promise.reject(unauthorized()));
    await client.fetchQuery({ queryKey: ['badges'], queryFn }).catch(() => {});
    expect(queryFn).toHaveBeenCalledOnce();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized()) })
      .execute(undefined)
      .catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('a refused write', () => {
  const refusal = (data: object) =>
    new TRPCClientError('refused', { result: { error: { code: -32009, message: 'refused', data } } });

  it.each([
    ['a field error', refusal({ code: 'BAD_REQUEST', fieldErrors: { plate: 'taken' } }), false],
    [
      'a record changed meanwhile',
      refusal({
        code: 'CONFLICT',
        fieldErrors: null,
        conflict: { version: 4, changedBy: null, changedAt: '2026-11-28T09:05:00.000Z' },
      }),
      false,
    ],
    ['a server fault', refusal({ code: 'INTERNAL_SERVER_ERROR' }), true],
  ])('%s: logged as an error %s', async (_case, failure, logged) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAppQueryClient({ onUnauthorized: () => {} });
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['x'], mutationFn: () => Promise.reject(failure) })
      .execute(undefined)
      .catch(() => {});
    expect(error.mock.calls.length > 0).toBe(logged);
  });
});

describe('once', () => {
  it('runs only the first time until reset', () => {
    const action = vi.fn();
    const run = once(action);
    run();
    run();
    run();
    expect(action).toHaveBeenCalledOnce();
    run.reset();
    run();
    expect(action).toHaveBeenCalledTimes(2);
  });
});
