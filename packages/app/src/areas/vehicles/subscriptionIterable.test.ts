import { describe, expect, it, vi } from 'vitest';
import { subscriptionIterable, type SubscriptionHandlers } from './subscriptionIterable';

/** A subscription the test drives by hand, recording whether it was unsubscribed. */
function fakeSubscription<T>() {
  let handlers: SubscriptionHandlers<T> | null = null;
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((given: SubscriptionHandlers<T>) => {
    handlers = given;
    return { unsubscribe };
  });
  return { subscribe, unsubscribe, server: () => handlers! };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const values: T[] = [];
  for await (const value of iterable) values.push(value);
  return values;
}

describe('subscriptionIterable', () => {
  it('yields the values in order and ends when the server completes', async () => {
    const fake = fakeSubscription<number>();
    const result = collect(subscriptionIterable(fake.subscribe));
    await tick();
    fake.server().onData(1);
    fake.server().onData(2);
    await tick();
    fake.server().onData(3);
    fake.server().onComplete();
    expect(await result).toEqual([1, 2, 3]);
  });

  it('ends on "stopped" too', async () => {
    const fake = fakeSubscription<string>();
    const result = collect(subscriptionIterable(fake.subscribe));
    await tick();
    fake.server().onData('a');
    fake.server().onStopped();
    expect(await result).toEqual(['a']);
  });

  it('subscribes only when iteration starts', () => {
    const fake = fakeSubscription<number>();
    const iterable = subscriptionIterable(fake.subscribe);
    expect(fake.subscribe).not.toHaveBeenCalled();
    iterable[Symbol.asyncIterator]();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
  });

  it("throws the server's error after the values that came before it", async () => {
    const fake = fakeSubscription<number>();
    const seen: number[] = [];
    const result = (async () => {
      for await (const value of subscriptionIterable(fake.subscribe)) seen.push(value);
    })();
    await tick();
    fake.server().onData(1);
    fake.server().onError(new Error('NOT_FOUND'));
    await expect(result).rejects.toThrow('NOT_FOUND');
    expect(seen).toEqual([1]);
  });

  it('unsubscribes and ends when the signal aborts (cancel)', async () => {
    const fake = fakeSubscription<number>();
    const controller = new AbortController();
    const result = collect(subscriptionIterable(fake.subscribe, controller.signal));
    await tick();
    fake.server().onData(1);
    await tick();
    controller.abort();
    fake.server().onData(2);
    expect(await result).toEqual([1]);
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does not subscribe at all when already aborted', async () => {
    const fake = fakeSubscription<number>();
    const controller = new AbortController();
    controller.abort();
    expect(await collect(subscriptionIterable(fake.subscribe, controller.signal))).toEqual([]);
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('unsubscribes when the reader stops early', async () => {
    const fake = fakeSubscription<number>();
    const result = (async () => {
      for await (const value of subscriptionIterable(fake.subscribe)) if (value === 2) break;
    })();
    await tick();
    fake.server().onData(1);
    fake.server().onData(2);
    await result;
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('handles a subscription that completes while subscribing', async () => {
    const unsubscribe = vi.fn();
    const iterable = subscriptionIterable<number>((handlers) => {
      handlers.onData(7);
      handlers.onComplete();
      return { unsubscribe };
    });
    expect(await collect(iterable)).toEqual([7]);
  });
});
