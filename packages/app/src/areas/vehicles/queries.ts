import {
  experimental_streamedQuery as streamedQuery,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { Vehicle, VehicleExportChunk, VehiclePage } from '@vognpark/server/areas/vehicles';
import { useCallback, useState } from 'react';
import type { AppRouter } from '../../data/trpc';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC } from '../../data/trpc';
import { useRuntime } from '../../runtime';
import { subscriptionIterable, type Subscribe } from './subscriptionIterable';
import type { RegisterUrlState } from './urlState';

type Inputs = inferRouterInputs<AppRouter>['vehicles'];
/** A failed vehicles call (its `data.fieldErrors` name the fields concerned). */
export type VehicleError = TRPCClientErrorLike<AppRouter>;
type Pages<T> = InfiniteData<T, string | null>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type VehicleListInput = Omit<Inputs['list'], 'cursor' | 'direction'>;
export type VehicleExportInput = Omit<Inputs['exportCsv'], 'lastEventId'>;

/**
 * Every customer, for the admin register's customer filter (`clients.options`: id, name, active,
 * by name), so any customer can be chosen, also one whose vehicles are not loaded yet.
 */
export function useCustomerOptions(enabled = true) {
  const trpc = useTRPC();
  const query = useQuery(trpc.clients.options.queryOptions(undefined, { enabled, staleTime: 60_000 }));
  return { customers: query.data ?? [], loading: query.isPending, failed: query.isError };
}

/** Rows per page of the register. */
export const registerPageSize = 50;

/** The filters of the register's state as the list and the export take them. */
export function filtersOf(state: RegisterUrlState): VehicleExportInput {
  const search = state.search.trim();
  return {
    search: search || null,
    status: state.status.length ? state.status : null,
    type: state.type.length ? state.type : null,
    fuel: state.fuel.length ? state.fuel : null,
    complianceState: state.compliance.length ? state.compliance : null,
    includeSold: state.includeSold,
    sort: state.sort,
    clientId: state.clientId,
  };
}

/** The list's input without what does not change the count (the sort, the page size). */
export function countInputOf({ sort: _sort, limit: _limit, ...filters }: VehicleListInput): Inputs['count'] {
  return filters;
}

export function listInputOf(state: RegisterUrlState): VehicleListInput {
  return { ...filtersOf(state), limit: registerPageSize };
}

/**
 * The register, one keyset page after another (tRPC adds `cursor` and `direction` to the
 * input), and beside it the number of matching vehicles, its own call so that the first rows
 * never wait for a count of a large register, and a new sort does not count again. The
 * previous rows and count stay while a new search or filter loads, so the table does not blink
 * at every keystroke.
 */
export function useVehicleList(
  input: VehicleListInput,
): UseInfiniteQueryResult<Pages<VehiclePage>, VehicleError> & { rows: Vehicle[]; total: number | null } {
  const trpc = useTRPC();
  const query = useKeysetList(
    useInfiniteQuery(
      trpc.vehicles.list.infiniteQueryOptions(input, { ...keysetPaging(), staleTime: 30_000 }),
    ),
  );
  const count = useQuery(
    trpc.vehicles.count.queryOptions(countInputOf(input), {
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
  return Object.assign(query, { total: count.data?.total ?? null });
}

/**
 * The export as a query whose data is the array of chunks received so far (React Query's
 * streamedQuery over the subscription). Cancelling the query aborts its signal, which
 * unsubscribes, and the server stops.
 */
export function exportQueryOptions(
  run: number,
  input: VehicleExportInput,
  subscribe: Subscribe<VehicleExportChunk>,
) {
  return queryOptions({
    queryKey: ['vehicles', 'export', run, input] as const,
    queryFn: streamedQuery<VehicleExportChunk>({
      streamFn: ({ signal }) => subscriptionIterable(subscribe, signal),
    }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The state of an export: idle, running (with progress), done (with the chunks) or failed. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; sent: number; total: number }
  | { status: 'done'; chunks: VehicleExportChunk[] }
  | { status: 'error'; error: unknown };

/** Reads an export query's state (the query stays "fetching" until the stream has ended). */
export function exportStateOf(query: {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: VehicleExportChunk[] | undefined;
  error: unknown;
}): ExportState {
  if (query.status === 'error') return { status: 'error', error: query.error };
  const last = query.data?.at(-1);
  if (query.status === 'success' && query.fetchStatus === 'idle' && last?.done)
    return { status: 'done', chunks: query.data! };
  if (query.fetchStatus === 'idle' && query.status === 'pending') return { status: 'idle' };
  // A stream that ended without its last chunk (the connection dropped for good) failed.
  if (query.status === 'success' && query.fetchStatus === 'idle')
    return { status: 'error', error: new Error('The export ended early') };
  return { status: 'running', sent: last?.sent ?? 0, total: last?.total ?? 0 };
}

/**
 * Starts, follows and cancels the CSV export of the register (the `exportCsv` subscription).
 * `start(input)` begins a new export; `cancel()` stops it.
 */
export function useVehicleExport() {
  const { trpcClient } = useRuntime();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ id: number; input: VehicleExportInput } | null>(null);

  const subscribe = useCallback<(input: VehicleExportInput) => Subscribe<VehicleExportChunk>>(
    (input) => (handlers) =>
      trpcClient.vehicles.exportCsv.subscribe(input, {
        // `tracked` chunks arrive as { id, data }.
        onData: (event) => handlers.onData(event.data),
        onError: handlers.onError,
        onComplete: handlers.onComplete,
        onStopped: handlers.onStopped,
      }),
    [trpcClient],
  );

  const options = run
    ? exportQueryOptions(run.id, run.input, subscribe(run.input))
    : exportQueryOptions(0, {}, () => ({ unsubscribe: () => {} }));
  const query = useQuery({ ...options, enabled: run !== null });
  const state: ExportState = run ? exportStateOf(query) : { status: 'idle' };

  const start = useCallback((input: VehicleExportInput) => setRun({ id: Date.now(), input }), []);
  const cancel = useCallback(() => {
    if (run) void cancelExport(queryClient, run.id);
    setRun(null);
  }, [queryClient, run]);
  const reset = useCallback(() => setRun(null), []);

  return { state, runId: run?.id ?? null, start, cancel, reset };
}

function cancelExport(queryClient: QueryClient, run: number) {
  const queryKey = ['vehicles', 'export', run];
  return queryClient.cancelQueries({ queryKey }).then(() => queryClient.removeQueries({ queryKey }));
}
