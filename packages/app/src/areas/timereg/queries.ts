/**
 * Time registration's data (the server's `timereg.*`): the manager's week grid, the month's trips,
 * agreements and rates; the driver's day and trips. A change fetches what it touches again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProcedureMutation, ProcedureName, ProcedureQuery } from '../../data/procedures';
import { useTRPC } from '../../data/trpc';

type Query<K extends ProcedureName<'timereg'>> = ProcedureQuery<'timereg', K>;
type Mutation<K extends ProcedureName<'timereg'>> = ProcedureMutation<'timereg', K>;

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

/** Reads a driver's day afresh (a save was refused: someone recorded it meanwhile); null: none. */
export function useReadDay() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (driverId: string, date: string) => {
    const [day] = await queryClient.fetchQuery(
      trpc.timereg.days.queryOptions({ driverId, from: date, to: date }, { staleTime: 0 }),
    );
    return day ?? null;
  };
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

export function useSetAgreement(): Mutation<'setAgreement'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.setAgreement.mutationOptions());
}

export function useSetRate(): Mutation<'setRate'> {
  const trpc = useTRPC();
  return useMutation(trpc.timereg.setRate.mutationOptions());
}

/** The address of a month's kørebog as a PDF in `lang` (the server's GET /api/timereg/koerebog). */
export const koerebogUrl = (month: string, lang: string) =>
  `/api/timereg/koerebog?${new URLSearchParams({ month, lang })}`;
