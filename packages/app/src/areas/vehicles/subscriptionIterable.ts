/** The callbacks a tRPC client subscription reports to (`client.x.y.subscribe(input, handlers)`). */
export interface SubscriptionHandlers<T> {
  onData: (value: T) => void;
  onError: (error: unknown) => void;
  onComplete: () => void;
  onStopped: () => void;
}

export type Subscribe<T> = (handlers: SubscriptionHandlers<T>) => { unsubscribe: () => void };

/**
 * A subscription as an async iterable, for React Query's streamedQuery: values in order, the
 * end when the server completes, the server's error thrown. Aborting `signal` (React Query's
 * cancel) unsubscribes, so the server stops sending, and ends the iteration; so does leaving a
 * `for await` early. Subscribes when iteration starts, once per iterator.
 */
export function subscriptionIterable<T>(subscribe: Subscribe<T>, signal?: AbortSignal): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator](): AsyncIterator<T> {
      const queue: T[] = [];
      let ended = false;
      let failure: { error: unknown } | null = null;
      let wake: (() => void) | null = null;
      let subscription: { unsubscribe: () => void } | null = null;
      let unsubscribed = false;

      const notify = () => {
        wake?.();
        wake = null;
      };
      const unsubscribe = () => {
        signal?.removeEventListener('abort', stop);
        if (unsubscribed) return;
        unsubscribed = true;
        subscription?.unsubscribe();
      };
      /** Ends from our side: what has not been read yet is dropped. */
      function stop() {
        ended = true;
        queue.length = 0;
        unsubscribe();
        notify();
      }

      if (signal?.aborted) ended = true;
      else {
        signal?.addEventListener('abort', stop, { once: true });
        subscription = subscribe({
          onData: (value) => {
            if (ended) return;
            queue.push(value);
            notify();
          },
          onError: (error) => {
            if (ended) return;
            failure = { error };
            ended = true;
            notify();
          },
          onComplete: () => {
            ended = true;
            notify();
          },
          onStopped: () => {
            ended = true;
            notify();
          },
        });
        // The subscription may have ended while `subscribe` ran (or been aborted meanwhile).
        if (unsubscribed) subscription.unsubscribe();
      }

      return {
        async next(): Promise<IteratorResult<T>> {
          for (;;) {
            if (queue.length) return { value: queue.shift()!, done: false };
            if (failure) {
              const { error } = failure;
              failure = null;
              unsubscribe();
              throw error;
            }
            if (ended) {
              unsubscribe();
              return { value: undefined, done: true };
            }
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        },
        async return(): Promise<IteratorResult<T>> {
          stop();
          return { value: undefined, done: true };
        },
      };
    },
  };
}
