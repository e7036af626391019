import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { conflictOf, fieldErrorsOf, isUnauthorized } from './errors';
import { invalidateAfter } from './invalidation';
import { defaultQueryRetry } from './retry';

/** React Query defaults (docs/architecture.md, "Data settings"). */
export const queryDefaults = {
  staleTime: 60_000,
  gcTime: 300_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: true,
  /** A query that failed (on the server or before) is not retried just because a component mounts. */
  retryOnMount: false,
  retry: defaultQueryRetry,
} as const;

export interface AppQueryClientOptions {
  /** Called on every UNAUTHORIZED answer; the caller makes sure the user is sent away only once. */
  onUnauthorized: () => void;
}

/**
 * The app's QueryClient: the spec's defaults, failures logged, UNAUTHORIZED handed on, and after
 * every successful write what it made stale fetched again.
 */
export function createAppQueryClient({ onUnauthorized }: AppQueryClientOptions): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Query ${JSON.stringify(query.queryKey)} failed:`, error);
        if (isUnauthorized(error)) onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      // The one invalidation policy: what a write makes stale is fetched again (data/invalidation.ts).
      onSuccess: (_data, _variables, _context, mutation) => invalidateAfter(client, mutation),
      onError: (error, _variables, _context, mutation) => {
        // A write refused on a field or because the record changed meanwhile is the form's answer to
        // the person, not a fault of the app: only the others are logged as errors.
        if (!fieldErrorsOf(error) && !conflictOf(error))
          console.error(`Mutation ${JSON.stringify(mutation.options.mutationKey ?? [])} failed:`, error);
        if (isUnauthorized(error)) onUnauthorized();
      },
    }),
    defaultOptions: { queries: queryDefaults, mutations: { retry: false } },
  });
  return client;
}

/**
 * Runs `action` on the first call only, until `reset()` (after the next sign-in). An expired
 * session makes every open query fail at once; the person is sent to the login page once.
 */
export function once(action: () => void): { (): void; reset(): void } {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    action();
  };
  run.reset = () => {
    done = false;
  };
  return run;
}
