import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { useSyncExternalStore } from 'react';
import { areaOf } from '../routes/paths';
import { useRuntime } from '../runtime';
import { badgesRetry, badgesRetryDelay } from './retry';
import { useTRPC, type AppRouter } from './trpc';
import type { ConnectionState } from './connection';

type Outputs = inferRouterOutputs<AppRouter>;
type AppError = TRPCClientErrorLike<AppRouter>;

/** Whether my.getUserSettings runs on this path: skipped on the landing page and /auth/ pages. */
export function settingsEnabledOn(path: string): boolean {
  const area = areaOf(path);
  return area !== 'landing' && area !== 'auth';
}

/** my.getUserSettings: signed in, not on / or /auth/*, cached one hour, no retry (docs/architecture.md). */
export function useUserSettings(
  path: string,
  signedIn: boolean,
): UseQueryResult<Outputs['my']['getUserSettings'], AppError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.my.getUserSettings.queryOptions(undefined, {
      enabled: signedIn && settingsEnabledOn(path),
      staleTime: 3_600_000,
      retry: false,
    }),
  );
}

/**
 * my.myNavBadges for managers only: every 30 s, on focus and on mount, stale after 10 s, up to 3
 * retries with backoff from 1 s doubling to 30 s, none after UNAUTHORIZED (docs/architecture.md).
 */
export function useNavBadges(
  role: string | undefined,
): UseQueryResult<Outputs['my']['myNavBadges'], AppError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.my.myNavBadges.queryOptions(undefined, {
      enabled: role === 'manager',
      refetchInterval: 30_000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      staleTime: 10_000,
      retry: badgesRetry,
      retryDelay: badgesRetryDelay,
    }),
  );
}

const idleSnapshot = (): ConnectionState => 'idle';

/** The WebSocket's state, for the connection banner. */
export function useConnectionState() {
  const { connection } = useRuntime();
  // Server HTML and hydration show no socket yet ("idle"); the real state follows at once.
  return useSyncExternalStore(connection.subscribe, connection.getState, idleSnapshot);
}
