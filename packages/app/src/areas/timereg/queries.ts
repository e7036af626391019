/**
 * Time registration's data (the server's `timereg.*`): the manager's week grid, the month's trips,
 * agreements and rates; the driver's day and trips. A change fetches what it touches again.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { useTRPC, type AppRouter } from '../../data/trpc';
import type { WorkError } from '../../features/compliance/queries';

type Inputs = inferRouterInputs<AppRouter>['timereg'];
type Outputs = inferRouterOutputs<AppRouter>['timereg'];
type Query<K extends keyof Outputs> = UseQueryResult<Outputs[K], WorkError>;
type Mutation<K extends keyof Outputs & keyof Inputs> = UseMutationResult<
  Outputs[K],
  WorkError,
  Inputs[K],
  unknown
>;

export function useWeek(date: string): Query<'week'> {
  const trpc = useTRPC();
  return useQuery(trpc.timereg.week.queryOptions({ date }, { placeholderData: keepPreviousData }));
}

export function useTripMonth(month: string, enabled = true): Query<'trips'> {
  const trpc = useTRPC();
  return useQuery(trpc.timereg.trips.queryOptions({ month }, { placeholderData: keepPreviousData, enabled }));
}

export function useAgreements(enabled = true): Query<'agreements'> {
  const trpc = useTRPC();
  return useQuery(trpc.timereg.agreements.queryOptions(undefined, { enabled }));
}

export function useRates(enabled = true): Query<'rates'> {
  const trpc = useTRPC();
  return useQuery(trpc.timereg.rates.queryOptions(undefined, { enabled }));
}

export function useMyDay(date: string): Query<'days'> {
  const trpc = useTRPC();
  return useQuery(trpc.timereg.days.queryOptions({ from: date, to: date }));
}

export function useApproveMonth(): Mutation<'approveMonth'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.approveMonth.mutationOptions());
}

export function useApproveTrips(): Mutation<'approveTrips'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.approveTrips.mutationOptions());
}

export function useSaveDay(): Mutation<'saveDay'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.saveDay.mutationOptions());
}

export function useAddTrip(): Mutation<'addTrip'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.addTrip.mutationOptions());
}
