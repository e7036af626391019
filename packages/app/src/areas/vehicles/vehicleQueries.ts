import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type { DriverOption, Vehicle, VehicleHistoryPage } from '@vognpark/server/areas/vehicles';
import type { AppRouter } from '../../data/trpc';
import { keysetPaging, useKeysetList, type KeysetList } from '../../data/keysetList';
import { useTRPC } from '../../data/trpc';
import { conflictOf } from '../../data/errors';
import type { VehicleError } from './queries';

// One vehicle, the drivers, and the changes: apart from the register's list and export
// (queries.ts), so that the admin's read-only register does not carry them.

type Inputs = inferRouterInputs<AppRouter>['vehicles'];
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, VehicleError, TInput, unknown>;

/** One vehicle. */
export function useVehicle(id: string): UseQueryResult<Vehicle, VehicleError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.get.queryOptions({ id }, { retry: false }));
}

/** A vehicle's history, newest first, page by page. */
export function useVehicleHistory(id: string, enabled = true): KeysetList<VehicleHistoryPage, VehicleError> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.vehicles.history.infiniteQueryOptions(
        { id, limit: 50 },
        keysetPaging({ enabled, keepPrevious: false }),
      ),
    ),
  );
}

/** The client's people who may drive a vehicle (managers only). */
export function useDrivers(enabled = true): UseQueryResult<DriverOption[], VehicleError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicles.drivers.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useCreateVehicle(): Mutation<Vehicle, Inputs['create']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.vehicles.create.mutationOptions({
      onSuccess: (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
      },
    }),
  );
}

export function useUpdateVehicle(): Mutation<Vehicle, Inputs['update']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.vehicles.update.mutationOptions({
      onSuccess: (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
      },
      // Someone else changed the vehicle meanwhile: read it again, for the form to offer it.
      onError: (error, input) => {
        if (conflictOf(error))
          void queryClient.invalidateQueries({ queryKey: trpc.vehicles.get.queryKey({ id: input.id }) });
      },
    }),
  );
}

export function useArchiveVehicle(): Mutation<Vehicle, Inputs['archive']> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.vehicles.archive.mutationOptions({
      onSuccess: (vehicle) => {
        queryClient.setQueryData(trpc.vehicles.get.queryKey({ id: vehicle.id }), vehicle);
      },
    }),
  );
}

export function useBulkSetStatus(): Mutation<{ updated: number }, Inputs['bulkSetStatus']> {
  const trpc = useTRPC();
  return useMutation(trpc.vehicles.bulkSetStatus.mutationOptions());
}
