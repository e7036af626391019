/**
 * Sharing's data (the server's `sharing.*`): pools, the timeline's bookings, requests, utilisation
 * and share links for the manager; the driver's own bookings. Writes go stale through the one
 * invalidation policy (the area's router, and its `invalidates`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pool } from '@vognpark/server/areas/sharing';
import type { ProcedureMutation, ProcedureName, ProcedureQuery } from '../../data/procedures';
import { useTRPC } from '../../data/trpc';

type Query<K extends ProcedureName<'sharing'>> = ProcedureQuery<'sharing', K>;
type Mutation<K extends ProcedureName<'sharing'>> = ProcedureMutation<'sharing', K>;

export function usePools(): Query<'pools'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.pools.queryOptions());
}

export function useSavePool(): Mutation<'savePool'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.savePool.mutationOptions());
}

/** A pool as the server has it now (after a save was refused because it changed meanwhile). */
export function useLatestPool(): (id: string) => Promise<Pool | null> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (id) =>
    (await queryClient.fetchQuery({ ...trpc.sharing.pools.queryOptions(), staleTime: 0 })).find(
      (pool) => pool.id === id,
    ) ?? null;
}

/** The timeline's bookings of [from, to): only what it draws (`sharing.timeline`). */
export function useBookings(from: Date, to: Date): Query<'timeline'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.timeline.queryOptions({ from, to }, { placeholderData: keepPreviousData }));
}

export function useRequests(enabled = true): Query<'requests'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.requests.queryOptions(undefined, { enabled }));
}

export function useUtilisation(month: string, enabled = true): Query<'utilisation'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.utilisation.queryOptions({ month }, { enabled }));
}

export function useLinks(enabled = true): Query<'links'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.links.queryOptions(undefined, { enabled }));
}

export function useVehicleBookings(vehicleId: string): Query<'vehicleBookings'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.vehicleBookings.queryOptions({ vehicleId }));
}

export function useMyBookings(): Query<'myBookings'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.myBookings.queryOptions());
}

export function useBook(): Mutation<'book'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.book.mutationOptions());
}

export function useDecide(): Mutation<'decide'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.decide.mutationOptions());
}

export function useCancelBooking(): Mutation<'cancel'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.cancel.mutationOptions());
}

export function useCheckOut(): Mutation<'checkOut'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.checkOut.mutationOptions());
}

export function useCheckIn(): Mutation<'checkIn'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.checkIn.mutationOptions());
}

export function useCreateLink(): Mutation<'createLink'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.createLink.mutationOptions());
}

export function useRevokeLink(): Mutation<'revokeLink'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.revokeLink.mutationOptions());
}

/** The server's field errors of a failed write as the area's message ids (unknown codes: "could not be saved"). */
export function fieldErrorsOf(error: unknown): Record<string, SharingErrorId> | null {
  const fields = (error as { data?: { fieldErrors?: Record<string, string> | null } })?.data?.fieldErrors;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      (ERROR_CODES as readonly string[]).includes(code)
        ? (`app.sharing.error.${code}` as SharingErrorId)
        : 'app.sharing.error.failed',
    ]),
  );
}

const ERROR_CODES = [
  'already_booked',
  'not_active',
  'in_workshop',
  'syn_overdue',
  'insurance_overdue',
  'unsafe_defect',
  'licence_not_covered',
  'no_licence_recorded',
  'not_in_pool',
  'managers_only',
  'too_long',
  'too_soon',
  'in_past',
  'no_vehicle_free',
  'before_start',
  'decreased',
  'above_later',
  'below_checkout',
  'required',
] as const;
export type SharingErrorId = `app.sharing.error.${(typeof ERROR_CODES)[number] | 'failed'}`;

/** Whose bookings a calendar feed shows: the caller's own, or a vehicle's (managers). */
export type FeedTarget = { kind: 'person' } | { kind: 'vehicle'; vehicleId: string };

export function useFeed(target: FeedTarget): Query<'feed'> {
  const trpc = useTRPC();
  return useQuery(trpc.sharing.feed.queryOptions(target));
}

export function useRenewFeed(): Mutation<'renewFeed'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.renewFeed.mutationOptions());
}

export function useRevokeFeed(): Mutation<'revokeFeed'> {
  const trpc = useTRPC();
  return useMutation(trpc.sharing.revokeFeed.mutationOptions());
}
