import type { Inspection } from '@vognpark/server/areas/inspections';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';
import { readDetailId, withDetailId } from '../tasks/detailParam';
import { useAddInspectionComment, useInspectionComments, useInspectionHistory } from '../tasks/detailQueries';
import { vehicleTabHref } from '../vehicles/links';
import { useInspection } from './queries';

/** The address parameter that names the open inspection. */
export const INSPECTION_PARAM = 'inspection';

const InspectionPhotos = lazy(() => import('../photos/InspectionPhotos'));

const InspectionDetailDrawer = lazyWithPrefetch(
  () => import('./components/InspectionDetailDrawer').then((module) => module.InspectionDetailDrawer),
  { mountWhen: (props) => props.open },
);

export interface InspectionDetailProps {
  /** A manager may add comments; others read them. */
  canComment?: boolean;
  /** Opens the edit or complete drawer (the detail closes first); left out: read only. */
  onEdit?: (inspection: Inspection) => void;
  onComplete?: (inspection: Inspection) => void;
}

/**
 * The inspection the address names (`?inspection=<id>`) in its drawer, with its comments and
 * history. Edit and
 * Complete close it and open their own drawers; closing removes the parameter, the filters stay.
 */
export function InspectionDetail({ onEdit, onComplete, canComment = false }: InspectionDetailProps) {
  const [params, setParams] = useSearchParams();
  const id = readDetailId(params, INSPECTION_PARAM);
  const detail = useInspection(id);
  const history = useInspectionHistory(id);
  const comments = useInspectionComments(id);
  const addComment = useAddInspectionComment();
  const inspection = detail.data?.id === id ? detail.data : null;

  const close = () =>
    setParams((current) => withDetailId(current, INSPECTION_PARAM, null), { preventScrollReset: true });
  const closeThen = (action?: (inspection: Inspection) => void) =>
    action && inspection
      ? () => {
          close();
          action(inspection);
        }
      : undefined;

  return (
    <InspectionDetailDrawer
      open={!!id}
      onOpenChange={(open) => !open && close()}
      inspection={inspection ?? null}
      loading={detail.isPending}
      error={detail.isError}
      onRetry={() => void detail.refetch()}
      history={history}
      comments={comments}
      onAddComment={
        canComment && inspection ? (body) => addComment.mutateAsync({ id: inspection.id, body }) : undefined
      }
      onEdit={closeThen(onEdit)}
      onComplete={closeThen(onComplete)}
      vehicleHref={(vehicleId) => vehicleTabHref(vehicleId, 'inspections')}
      taskHref={(taskId) => `/manager/tasks?task=${taskId}`}
      photos={
        inspection && (
          <Suspense fallback={null}>
            <InspectionPhotos inspectionId={inspection.id} />
          </Suspense>
        )
      }
    />
  );
}
