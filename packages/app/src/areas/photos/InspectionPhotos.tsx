import { InspectionPhotosView } from './InspectionPhotosView';
import { usePhotos, useWalkAround } from './queries';

/** An inspection's checklist and photos, for its detail drawer. */
export function InspectionPhotos({ inspectionId }: { inspectionId: string }) {
  const photos = usePhotos({ ownerKind: 'inspection', ownerId: inspectionId });
  const record = useWalkAround(inspectionId);
  return (
    <InspectionPhotosView
      status={photos.isError || record.isError ? 'error' : photos.data && record.data ? 'ready' : 'loading'}
      photos={photos.data}
      record={record.data}
      onRetry={() => {
        void photos.refetch();
        void record.refetch();
      }}
    />
  );
}

export default InspectionPhotos;
