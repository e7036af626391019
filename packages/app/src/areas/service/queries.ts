/**
 * The service area's data (docs/service.md "Procedures"): schedules, the service book, plans and
 * the odometer chain, one keyset page after another, and the writes, each followed by fetching again
 * what it can move (the badges, the dashboard, tasks, vehicles and every service list).
 */
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
import type { inferRouterInputs } from '@trpc/server';
import type {
  OdometerReading,
  OdometerReadingPage,
  PlanApplySummary,
  ServiceEntry,
  ServiceEntryPage,
  ServicePlan,
  ServiceSchedule,
  ServiceScheduleItem,
  ServiceSchedulePage,
  ServiceTask,
  ServiceVisit,
  ServiceVisitProposal,
} from '@vognpark/server/areas/service';
import { useCallback } from 'react';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';
import type { WorkError } from '../tasks/queries';

type Inputs = inferRouterInputs<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
export type ScheduleListInput = Omit<Inputs['service']['listSchedules'], 'cursor' | 'direction'>;

export type EntryListInput = Omit<Inputs['service']['listEntries'], 'cursor' | 'direction'>;
export type RecordEntryInput = Inputs['service']['recordEntry'];
export type UpdateScheduleInput = Inputs['service']['updateSchedule'];
export type PlanInput = Inputs['service']['createPlan'];
export type UpdatePlanInput = Inputs['service']['updatePlan'];
export type ApplyPlanInput = Inputs['service']['applyPlan'];
export type AddReadingInput = Inputs['service']['addReading'];

/** Schedules by due date, one keyset page after another; the previous rows stay while filters change. */
type Paged<TPage, Row> = UseInfiniteQueryResult<InfiniteData<TPage, string | null>, WorkError> & {
  rows: Row[];
  total: number | null;
};

export function useScheduleList(
  input: ScheduleListInput,
  enabled = true,
): Paged<ServiceSchedulePage, ServiceScheduleItem> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.service.listSchedules.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

/**
 * How many schedules a filter holds, its own call beside the list's first page (asked with
 * `total: false`), so the page never waits for the count over a large fleet's schedules.
 */
export function useScheduleTotal(
  input: Omit<ScheduleListInput, 'limit' | 'total'>,
  enabled = true,
): number | null {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.service.listSchedules.queryOptions(
      { ...input, limit: 1 },
      { enabled, placeholderData: keepPreviousData },
    ),
  );
  return query.data?.total ?? null;
}

/** How many schedules are overdue and due soon (the Due view's counts): one row fetched of each. */
export function useDueCounts(enabled = true): { overdue: number | null; dueSoon: number | null } {
  const trpc = useTRPC();
  const overdue = useQuery(
    trpc.service.listSchedules.queryOptions({ state: ['overdue'], limit: 1 }, { enabled }),
  );
  const dueSoon = useQuery(
    trpc.service.listSchedules.queryOptions({ state: ['due_soon'], limit: 1 }, { enabled }),
  );
  return { overdue: overdue.data?.total ?? null, dueSoon: dueSoon.data?.total ?? null };
}

/** The service book, newest first. */
export function useEntryList(input: EntryListInput, enabled = true): Paged<ServiceEntryPage, ServiceEntry> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.service.listEntries.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

/** A vehicle's odometer chain, newest first. */
export function useReadings(
  vehicleId: string,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<OdometerReadingPage, string | null>, WorkError> & {
  rows: OdometerReading[];
  total: number | null;
} {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.service.readings.infiniteQueryOptions(
        { vehicleId, limit: 20 },
        keysetPaging({ enabled, keepPrevious: false }),
      ),
    ),
  );
}

export function usePlans(enabled = true): UseQueryResult<ServicePlan[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.service.listPlans.queryOptions(undefined, { enabled }));
}

/** The client's service task catalogue. */
export function useServiceTasks(enabled = true): UseQueryResult<ServiceTask[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.service.tasks.queryOptions(undefined, { enabled, staleTime: 5 * 60_000 }));
}

/** The client's workshops (organisations), by name. */
export function useWorkshops(enabled = true): UseQueryResult<{ id: string; name: string }[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.service.workshops.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useRecordEntry(): Mutation<ServiceEntry, RecordEntryInput> {
  const trpc = useTRPC();
  return useMutation(trpc.service.recordEntry.mutationOptions());
}

export function useUpdateSchedule(): Mutation<ServiceSchedule, UpdateScheduleInput> {
  const trpc = useTRPC();
  return useMutation(trpc.service.updateSchedule.mutationOptions());
}

/**
 * Reads a whole schedule as it is now: for the Edit drawer to open on (a list row is not the whole
 * schedule), and after someone else changed it, for the form to offer it.
 */
export function useLatestSchedule(): (id: string) => Promise<ServiceSchedule> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (id) => queryClient.fetchQuery({ ...trpc.service.getSchedule.queryOptions({ id }), staleTime: 0 }),
    [queryClient, trpc],
  );
}

/**
 * Reads a plan as it is now (after someone else changed it), for the form to offer it; null when
 * it is gone.
 */
export function useLatestPlan(): (id: string) => Promise<ServicePlan | null> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (id) =>
    (await queryClient.fetchQuery({ ...trpc.service.listPlans.queryOptions(), staleTime: 0 })).find(
      (plan) => plan.id === id,
    ) ?? null;
}

export function useCreatePlan(): Mutation<ServicePlan, PlanInput> {
  const trpc = useTRPC();
  return useMutation(trpc.service.createPlan.mutationOptions());
}

export function useUpdatePlan(): Mutation<
  { plan: ServicePlan; pushed: PlanApplySummary | null },
  UpdatePlanInput
> {
  const trpc = useTRPC();
  return useMutation(trpc.service.updatePlan.mutationOptions());
}

export function useApplyPlan(): Mutation<PlanApplySummary, ApplyPlanInput> {
  const trpc = useTRPC();
  return useMutation(trpc.service.applyPlan.mutationOptions());
}

export function useAddReading(): Mutation<{ id: number }, AddReadingInput> {
  const trpc = useTRPC();
  return useMutation(trpc.service.addReading.mutationOptions());
}

/** What a vehicle has due within 30 days or 1,000 km, and its planned visit (docs/service.md "Bundle the visit"). */
export function useVisitProposal(
  vehicleId: string | null,
  enabled = true,
): UseQueryResult<ServiceVisitProposal, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.service.visit.queryOptions({ vehicleId: vehicleId ?? '' }, { enabled: enabled && !!vehicleId }),
  );
}

/** Plans it as one workshop visit with one task (the same visit again while its task is open). */
export function usePlanVisit(): Mutation<{ visit: ServiceVisit; created: boolean }, { vehicleId: string }> {
  const trpc = useTRPC();
  return useMutation(trpc.service.planVisit.mutationOptions());
}
