import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type { Inspection, InspectionDetail, InspectionPage } from '@vognpark/server/areas/inspections';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';
import type { WorkError } from '../compliance/queries';

type Inputs = inferRouterInputs<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type InspectionListInput = Omit<Inputs['inspections']['list'], 'cursor' | 'direction'>;

/** Inspections, one keyset page after another; the previous rows stay while new filters load. */
export function useInspectionList(
  input: InspectionListInput,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<InspectionPage, string | null>, WorkError> & {
  rows: Inspection[];
  total: number | null;
} {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.inspections.list.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

/** The client's people the defects' tasks can be given to (managers and drivers). */
export function useAssignees(enabled = true): UseQueryResult<DriverOption[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.drivers.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useScheduleInspection(): Mutation<InspectionDetail, Inputs['inspections']['schedule']> {
  const trpc = useTRPC();
  return useMutation(trpc.inspections.schedule.mutationOptions());
}

export function useUpdateInspection(): Mutation<InspectionDetail, Inputs['inspections']['update']> {
  const trpc = useTRPC();
  return useMutation(trpc.inspections.update.mutationOptions());
}

/** Reads an inspection as it is now (after someone else changed it), for the form to offer it. */
export function useLatestInspection(): (id: string) => Promise<InspectionDetail> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery({ ...trpc.inspections.get.queryOptions({ id }), staleTime: 0 });
}

export function useCompleteInspection(): Mutation<InspectionDetail, Inputs['inspections']['complete']> {
  const trpc = useTRPC();
  return useMutation(trpc.inspections.complete.mutationOptions());
}

/** One inspection with its defects; nothing is fetched without an id. */
export function useInspection(id: string | null): UseQueryResult<InspectionDetail, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.inspections.get.queryOptions({ id: id ?? '' }, { enabled: !!id, retry: false }));
}
