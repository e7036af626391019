import {
  experimental_streamedQuery as streamedQuery,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type {
  DriverOption,
  Vehicle,
  VehicleExportChunk,
  VehicleHistoryEntry,
  VehicleHistoryPage,
  VehiclePage,
} from '@vognpark/server';
import { useCallback, useMemo, useState } from 'react';
import type { AppRouter } from '../../data/trpc';
import { useTRPC } from '../../data/trpc';
import { useRuntime } from '../../runtime';
import { subscriptionIterable, type Subscribe } from './subscriptionIterable';
import type { RegisterUrlState } from './urlState';

type Inputs = inferRouterInputs<AppRouter>['vehicles'];
/** A failed vehicles call (its `data.fieldErrors` name the fields concerned). */
export type VehicleError = TRPCClientErrorLike<AppRouter>;
type Pages<T> = InfiniteData<T, string | null>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, VehicleError, TInput, unknown>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type VehicleListInput = Omit<Inputs['list'], 'cursor' | 'direction'>;
export type VehicleExportInput = Omit<Inputs['exportCsv'], 'lastEventId'>;

/** How many matches a vehicle picker shows: the first page of the register's search. */
export const vehiclePickerLimit = 20;

/** What a vehicle picker shows for the text typed so far. */
export interface VehicleMatches {
  matches: Vehicle[];
  /** More vehicles match than are shown (the search has a next page). */
  more: boolean;
  loading: boolean;
  failed: boolean;
}

/**
 * The register's vehicles matching a picker's text (plate, VIN, make, model, driver: the
 * server's search), first page only. `enabled` waits until the picker is first opened; the
 * previous matches stay while the next text is searched.
 */
export function useVehicleMatches(search: string, enabled = true): VehicleMatches {
  const trpc = useTRPC();
  const text = search.trim();
  const query = useQuery(
    trpc.vehicles.list.queryOptions(
      { search: text || null, limit: vehiclePickerLimit },
      { enabled, placeholderData: keepPreviousData, staleTime: 30_000 },
    ),
  );
  return {
    matches: query.data?.items ?? [],
    more: !!query.data?.nextCursor,
    loading: query.isPending || (query.isPlaceholderData && query.isFetching),
    failed: query.isError,
  };
}

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
  const query = useInfiniteQuery(
    trpc.vehicles.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
  const count = useQuery(
    trpc.vehicles.count.queryOptions(countInputOf(input), {
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, rows, total: count.data?.total ?? null };
}

/** One vehicle. */
export function useVehicle(id: string): UseQueryResult<Vehicle, VehicleError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.get.queryOptions({ id }, { retry: false }));
}

/** A vehicle's history, newest first, page by page. */
export function useVehicleHistory(
  id: string,
  enabled = true,
): UseInfiniteQueryResult<Pages<VehicleHistoryPage>, VehicleError> & { entries: VehicleHistoryEntry[] } {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.vehicles.history.infiniteQueryOptions(
      { id, limit: 50 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, enabled },
    ),
  );
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, entries };
}

/** The client's people who may drive a vehicle (managers only). */
export function useDrivers(enabled = true): UseQueryResult<DriverOption[], VehicleError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.drivers.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

/**
 * After any change to vehicles: every list (whatever its filters), and the changed vehicles and
 * their history, are fetched again (the ones on screen at once, the others when next shown).
 */
function useInvalidateVehicles() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (ids: readonly string[] = []) =>
      Promise.all([
        queryClient.invalidateQueries(trpc.vehicles.list.pathFilter()),
        queryClient.invalidateQueries(trpc.vehicles.count.pathFilter()),
        ...ids.flatMap((id) => [
          queryClient.invalidateQueries(trpc.vehicles.get.queryFilter({ id })),
          queryClient.invalidateQueries({ queryKey: trpc.vehicles.history.infiniteQueryKey({ id }) }),
        ]),
      ]),
    [queryClient, trpc],
  );
}

export function useCreateVehicle(): Mutation<Vehicle, Inputs['create']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVehicles();
  return useMutation(
    trpc.vehicles.create.mutationOptions({
      onSuccess: async (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
        await invalidate();
      },
    }),
  );
}

export function useUpdateVehicle(): Mutation<Vehicle, Inputs['update']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVehicles();
  return useMutation(
    trpc.vehicles.update.mutationOptions({
      onSuccess: async (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
        await invalidate([vehicle.id]);
      },
    }),
  );
}

export function useArchiveVehicle(): Mutation<Vehicle, Inputs['archive']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVehicles();
  return useMutation(
    trpc.vehicles.archive.mutationOptions({
      onSuccess: async (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
        await invalidate([vehicle.id]);
      },
    }),
  );
}

export function useBulkSetStatus(): Mutation<{ updated: number }, Inputs['bulkSetStatus']> {
  const trpc = useTRPC();
  const invalidate = useInvalidateVehicles();
  return useMutation(
    trpc.vehicles.bulkSetStatus.mutationOptions({
      onSuccess: async (_result, { ids }) => {
        await invalidate(ids);
      },
    }),
  );
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
