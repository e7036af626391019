import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, isNotFound } from '../../data/errors';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { photoUrl, uploadPhoto } from '../photos/upload';
import { useCreateScan, useReadPhoto, useRecentPhotos, useRollCall } from './queries';
import { RecentPhotos } from './RecentPhotos';
import { RollCallView, type RollCallState } from './RollCallView';
import { VehicleDetectionView, type DetectionState } from './VehicleDetectionView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /manager/vehicle-detection: a photo chosen here is uploaded through the photos area (to a scan
 * of its own) and read; `?photo=<id>` reads a stored photo (a link from a vehicle's photos).
 */
export function VehicleDetectionPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.vehicleDetection.result');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('photo');
  const photoId = requested && UUID.test(requested) ? requested : null;
  const createScan = useCreateScan();
  const read = useReadPhoto();
  const [uploadFailed, setUploadFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The photo last sent to be read (a ref: the read itself is the mutation's state).
  const asked = useRef<string | null>(null);

  // A photo in the address is read once per photo (a mutation: the first read is stored).
  const { mutate } = read;
  useEffect(() => {
    if (!photoId || photoId === asked.current || uploading) return;
    asked.current = photoId;
    mutate({ photoId });
  }, [photoId, uploading, mutate]);

  const rollCall = useRollCall();
  const recent = useRecentPhotos();
  const [rollCallState, setRollCallState] = useState<RollCallState>({ kind: 'idle' });

  /** The roll-call's photos uploaded one by one to a scan of their own, then read together. */
  async function callRoll(files: File[]) {
    try {
      setRollCallState({ kind: 'uploading', done: 0, total: files.length });
      const scan = await createScan.mutateAsync({ kind: 'roll_call' });
      for (const [index, file] of files.entries()) {
        await uploadPhoto(file, { ownerKind: 'vehicle_scan', ownerId: scan.id });
        setRollCallState({ kind: 'uploading', done: index + 1, total: files.length });
      }
      setRollCallState({ kind: 'reading' });
      setRollCallState({ kind: 'done', result: await rollCall.mutateAsync({ scanId: scan.id }) });
    } catch {
      setRollCallState({ kind: 'error' });
    }
  }

  async function choose(file: File) {
    setUploadFailed(false);
    setUploading(true);
    try {
      const scan = await createScan.mutateAsync({ kind: 'single' });
      const photo = await uploadPhoto(file, { ownerKind: 'vehicle_scan', ownerId: scan.id });
      asked.current = photo.id;
      read.mutate({ photoId: photo.id });
      setParams(new URLSearchParams({ photo: photo.id }));
    } catch {
      setUploadFailed(true);
    } finally {
      setUploading(false);
    }
  }

  const notFound = read.isError && isNotFound(read.error);
  const unreadable = fieldErrorsOf(read.error)?.photoId === 'unreadable';
  const state: DetectionState = uploading
    ? 'uploading'
    : uploadFailed || read.isError
      ? 'error'
      : read.isPending || (photoId !== null && photoId !== read.variables?.photoId)
        ? 'reading'
        : read.data
          ? 'done'
          : 'empty';
  const error = uploadFailed
    ? t('app.vehicleDetection.error.upload')
    : unreadable
      ? t('app.vehicleDetection.error.unreadable')
      : notFound
        ? t('app.vehicleDetection.error.notFound')
        : t('app.vehicleDetection.error.read');
  const shown = read.variables?.photoId ?? photoId;
  return (
    <VehicleDetectionView
      title={title}
      state={state}
      photoUrl={shown && state !== 'error' ? photoUrl(shown, 'web') : null}
      result={read.data ?? null}
      error={state === 'error' ? error : undefined}
      onChoose={(file) => void choose(file)}
      recent={<RecentPhotos photos={recent.data ?? null} current={read.variables?.photoId ?? photoId} />}
      rollCall={<RollCallView state={rollCallState} onChoose={(files) => void callRoll(files)} />}
      onRetry={read.variables && !uploadFailed && !notFound ? () => read.mutate(read.variables!) : undefined}
    />
  );
}

export default VehicleDetectionPage;
