/**
 * Vehicle detection's data (docs/vehicle-detection.md): a scan to upload a photo to (through the
 * photos area's upload), and the read of a photo's registration plate matched to the register.
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { PhotoPlates, RollCall } from '@vognpark/server';
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
  return useMutation(trpc.vehicleDetection.readPhoto.mutationOptions());
}

export function useRollCall(): UseMutationResult<
  RollCall,
  WorkError,
  { scanId: string } | { photoIds: string[] }
> {
  const trpc = useTRPC();
  return useMutation(trpc.vehicleDetection.rollCall.mutationOptions());
}
