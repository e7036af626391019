import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { DriverVehicle } from '@vognpark/server';
import type { Task, TaskPage } from '@vognpark/server/areas/tasks';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';
import { withLocalTitle } from './localTitle';

type Inputs = inferRouterInputs<AppRouter>;
/** A failed call (its `data.fieldErrors` name the fields concerned). */
export type WorkError = TRPCClientErrorLike<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type TaskListInput = Omit<Inputs['tasks']['list'], 'cursor' | 'direction'>;

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
  const { locale } = useIntl();
  const localTitle = useCallback((task: Task) => withLocalTitle(task, locale), [locale]);
  return useKeysetList(
    useInfiniteQuery(trpc.tasks.list.infiniteQueryOptions(input, keysetPaging({ keepPrevious }))),
    localTitle,
  );
}

/** The client's people a task can be given to (managers and drivers). */
export function usePeople(enabled = true): UseQueryResult<DriverOption[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.drivers.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useCreateTask(): Mutation<Task, Inputs['tasks']['create']> {
  const trpc = useTRPC();
  return useMutation(trpc.tasks.create.mutationOptions());
}

export function useSetTaskStatus(): Mutation<Task, Inputs['tasks']['setStatus']> {
  const trpc = useTRPC();
  return useMutation(trpc.tasks.setStatus.mutationOptions());
}

export function useAssignTask(): Mutation<Task, Inputs['tasks']['assign']> {
  const trpc = useTRPC();
  return useMutation(trpc.tasks.assign.mutationOptions());
}

export function useReportProblem(): Mutation<Task, Inputs['tasks']['reportProblem']> {
  const trpc = useTRPC();
  return useMutation(trpc.tasks.reportProblem.mutationOptions());
}

/** The driver's vehicles with what is due. */
export function useMyVehicles(): UseQueryResult<DriverVehicle[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.myVehicles.queryOptions(undefined, { staleTime: 10_000 }));
}
