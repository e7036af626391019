/**
 * Vehicle detection's data (docs/vehicle-detection.md): a scan to upload a photo to (through the
 * photos area's upload), and the read of a photo's registration plate matched to the register.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { PhotoPlates, RecentPhoto, RollCall } from '@vognpark/server/areas/vehicleDetection';
import { useTRPC } from '../../data/trpc';
import type { WorkError } from '../tasks/queries';

export function useCreateScan(): UseMutationResult<
  { id: string },
  WorkError,
  { kind?: 'single' | 'roll_call' }
> {
  const trpc = useTRPC();
  return useMutation(trpc.vehicleDetection.createScan.mutationOptions());
}

export function useReadPhoto(): UseMutationResult<PhotoPlates, WorkError, { photoId: string }> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A read adds its photo's plate (and an upload its photo) to the recent photos.
  return useMutation(
    trpc.vehicleDetection.readPhoto.mutationOptions({
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.vehicleDetection.recentPhotos.queryKey() }),
    }),
  );
}

export function useRollCall(): UseMutationResult<
  RollCall,
  WorkError,
  { scanId: string } | { photoIds: string[] }
> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.vehicleDetection.rollCall.mutationOptions({
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.vehicleDetection.recentPhotos.queryKey() }),
    }),
  );
}

/** The client's newest photos to choose from (refetched after a read, which adds its plate). */
export function useRecentPhotos(): UseQueryResult<RecentPhoto[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.vehicleDetection.recentPhotos.queryOptions({ limit: 24 }));
}
