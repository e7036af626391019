import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Photo, WalkAroundRecord } from '@vognpark/server/areas/photos';
import type { WorkError } from '../compliance/queries';
import type { ProcedureMutation } from '../../data/procedures';
import { useTRPC } from '../../data/trpc';

const NO_ID = '00000000-0000-4000-8000-000000000000';

export function usePhotos(
  owner: { ownerKind: 'inspection' | 'driver_report' | 'damage'; ownerId: string } | null,
): UseQueryResult<Photo[], WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.photos.list.queryOptions(owner ?? { ownerKind: 'inspection', ownerId: NO_ID }, {
      enabled: owner !== null,
    }),
  );
}

export function useWalkAround(inspectionId: string | null): UseQueryResult<WalkAroundRecord, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.photos.walkAround.queryOptions(
      { inspectionId: inspectionId ?? NO_ID },
      { enabled: inspectionId !== null },
    ),
  );
}

export function useCompleteWalkAround(): ProcedureMutation<'photos', 'completeWalkAround'> {
  const trpc = useTRPC();
  return useMutation(trpc.photos.completeWalkAround.mutationOptions());
}

export function useReportWithPhotos(): ProcedureMutation<'photos', 'report'> {
  const trpc = useTRPC();
  return useMutation(trpc.photos.report.mutationOptions());
}
