import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { VehicleExportChunk } from '@vognpark/server/areas/vehicles';
import { describe, expect, it, vi } from 'vitest';
import { exportQueryOptions, exportStateOf, filtersOf, listInputOf } from './queries';
import type { SubscriptionHandlers } from './subscriptionIterable';
import { registerUrl } from './urlState';

const chunk = (sent: number, total: number, done = false): VehicleExportChunk => ({
  header: sent <= 200 ? ['registration'] : null,
  rows: Array.from({ length: 200 }, (_, i) => [`AB${String(sent - 200 + i).padStart(5, '0')}`]),
  sent,
  total,
  done,
});

/** A server side of the subscription the test drives by hand. */
function fakeExport() {
  let handlers: SubscriptionHandlers<VehicleExportChunk> | null = null;
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((given: SubscriptionHandlers<VehicleExportChunk>) => {
    handlers = given;
    return { unsubscribe };
  });
  return { subscribe, unsubscribe, server: () => handlers! };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function observe(queryClient: QueryClient, options: ReturnType<typeof exportQueryOptions>) {
  const observer = new QueryObserver(queryClient, options);
  const stop = observer.subscribe(() => {});
  return { state: () => exportStateOf(observer.getCurrentResult()), stop };
}

describe('the export query', () => {
  it('collects the chunks into an array, with progress, until the last one', async () => {
    const queryClient = new QueryClient();
    const fake = fakeExport();
    const { state, stop } = observe(queryClient, exportQueryOptions(1, {}, fake.subscribe));
    await tick();
    expect(state()).toEqual({ status: 'running', sent: 0, total: 0 });
    fake.server().onData(chunk(200, 500));
    await tick();
    expect(state()).toEqual({ status: 'running', sent: 200, total: 500 });
    fake.server().onData(chunk(400, 500));
    fake.server().onData(chunk(500, 500, true));
    fake.server().onComplete();
    await tick();
    const done = state();
    expect(done.status).toBe('done');
    expect(done.status === 'done' && done.chunks.map((c) => c.sent)).toEqual([200, 400, 500]);
    stop();
  });

  it('unsubscribes when cancelled, and the server stops', async () => {
    const queryClient = new QueryClient();
    const fake = fakeExport();
    const { stop } = observe(queryClient, exportQueryOptions(2, {}, fake.subscribe));
    await tick();
    fake.server().onData(chunk(200, 2000));
    await tick();
    await queryClient.cancelQueries({ queryKey: ['vehicles', 'export', 2] });
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reports the server's error", async () => {
    const queryClient = new QueryClient();
    const fake = fakeExport();
    const { state, stop } = observe(queryClient, exportQueryOptions(3, {}, fake.subscribe));
    await tick();
    fake.server().onError(new Error('UNAUTHORIZED'));
    await tick();
    expect(state()).toMatchObject({ status: 'error' });
    stop();
  });

  it('counts a stream that ends before its last chunk as failed', async () => {
    const queryClient = new QueryClient();
    const fake = fakeExport();
    const { state, stop } = observe(queryClient, exportQueryOptions(4, {}, fake.subscribe));
    await tick();
    fake.server().onData(chunk(200, 2000));
    fake.server().onStopped();
    await tick();
    expect(state()).toMatchObject({ status: 'error' });
    stop();
  });
});

describe('list input', () => {
  it('sends no empty filters and a trimmed search', () => {
    expect(listInputOf({ ...registerUrl.empty, search: '  AB 12 ' })).toEqual({
      search: 'AB 12',
      status: null,
      type: null,
      fuel: null,
      complianceState: null,
      includeSold: false,
      sort: { by: 'registration', dir: 'asc' },
      clientId: null,
      limit: 50,
    });
  });

  it('sends the chosen filters', () => {
    expect(
      filtersOf({ ...registerUrl.empty, status: ['sold'], compliance: ['overdue'], includeSold: true }),
    ).toMatchObject({ status: ['sold'], complianceState: ['overdue'], includeSold: true });
  });
});
