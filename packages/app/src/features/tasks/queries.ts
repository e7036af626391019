import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { DriverOption, DriverVehicle, Task, TaskPage } from '@vognpark/server';
import { useCallback, useMemo } from 'react';
import { useTRPC, type AppRouter } from '../../data/trpc';

type Inputs = inferRouterInputs<AppRouter>;
/** A failed call (its `data.fieldErrors` name the fields concerned). */
export type WorkError = TRPCClientErrorLike<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type TaskListInput = Omit<Inputs['tasks']['list'], 'cursor' | 'direction'>;

/**
 * After a change that can move a count (a task done, assigned, added, reported): the badges, the
 * dashboard, every task list and the driver's home are fetched again, so the person who made the
 * change sees the new numbers at once (the others within the badges' 30 s poll).
 */
export function useInvalidateWork() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.my.myNavBadges.queryFilter()),
        queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
        queryClient.invalidateQueries(trpc.tasks.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

/**
 * Tasks, one keyset page after another. On the tasks page the previous rows stay while new
 * filters load (`keepPrevious`); a vehicle's tab must never show another vehicle's rows.
 */
export function useTaskList(
  input: TaskListInput,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<TaskPage, string | null>, WorkError> & {
  rows: Task[];
  total: number | null;
} {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.tasks.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  // The total is counted with the first page only.
  const total = query.data?.pages[0]?.total ?? null;
  return { ...query, rows, total };
}

/** The client's people a task can be given to (managers and drivers). */
export function usePeople(enabled = true): UseQueryResult<DriverOption[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.drivers.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useCreateTask(): Mutation<Task, Inputs['tasks']['create']> {
  const trpc = useTRPC();
  const invalidate = useInvalidateWork();
  return useMutation(trpc.tasks.create.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useSetTaskStatus(): Mutation<Task, Inputs['tasks']['setStatus']> {
  const trpc = useTRPC();
  const invalidate = useInvalidateWork();
  return useMutation(trpc.tasks.setStatus.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useAssignTask(): Mutation<Task, Inputs['tasks']['assign']> {
  const trpc = useTRPC();
  const invalidate = useInvalidateWork();
  return useMutation(trpc.tasks.assign.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useReportProblem(): Mutation<Task, Inputs['tasks']['reportProblem']> {
  const trpc = useTRPC();
  const invalidate = useInvalidateWork();
  return useMutation(trpc.tasks.reportProblem.mutationOptions({ onSuccess: () => invalidate() }));
}

/** The driver's vehicles with what is due. */
export function useMyVehicles(): UseQueryResult<DriverVehicle[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.myVehicles.queryOptions(undefined, { staleTime: 10_000 }));
}
