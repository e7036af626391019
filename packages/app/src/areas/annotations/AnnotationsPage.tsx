import type { Shape } from '@vognpark/server/areas/annotations';
import { Button, PageHeader } from '@vognpark/ui';
import { useSearchParams } from 'react-router-dom';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Page } from '../../pages/PageColumn';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { useSession } from '../../data/session';
import { AgreementPanel } from './AgreementPanel';
import { AnnotationEditor } from './AnnotationEditor';
import { BatchesView } from './BatchesView';
import { ClientsPanel } from './ClientsPanel';
import { DatasetsPanel } from './DatasetsPanel';
import type { EvaluationProblem } from './ModelEvaluationView';
import {
  useAnnotationWrites,
  useBatch,
  useBatchAgreement,
  useOverallAgreement,
  useSecondLabelling,
  useSecondWrites,
  useBatches,
  useBatchWrites,
  useClientSettings,
  useDatasetVersions,
  useEvaluateModel,
  useFreezeVersion,
  usePhotoAnnotations,
  useStaff,
  type BatchView,
} from './queries';

const views = ['mine', 'review', 'all'] as const;

/** The server's refusal of a write in words (its field code), or a generic one. */
function refusalOf(error: unknown): 'not_editable' | 'own' | 'note' | null {
  const data = (error as { data?: { code?: string; fieldErrors?: Record<string, string> | null } } | null)
    ?.data;
  if (data?.fieldErrors?.note) return 'note';
  if (data?.fieldErrors?.status) return 'not_editable';
  if (data?.code === 'FORBIDDEN') return 'own';
  return null;
}

/** /admin/annotations: the batches (`?view=`), and one photo of a batch (`?batch=&photo=`) in the editor. */
export function AnnotationsPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.annotations.batches.label');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const view: BatchView = views.find((v) => v === params.get('view')) ?? 'mine';
  const batchId = params.get('batch');
  const me = useSession().user?.id ?? null;
  const batches = useBatches(view);
  const batch = useBatch(batchId);
  // The batch's second labeller labels its photos labelled twice, blind (but reviews as anyone).
  const iAmSecond = !!me && batch.data?.secondLabeller?.id === me;
  const secondMode = iAmSecond && view !== 'review';
  // Without a photo: the first one the view is about (one to review, else one to label).
  const items = (batch.data?.items ?? []).filter((i) => !secondMode || i.second !== null);
  const photoId =
    params.get('photo') ??
    (
      items.find((i) =>
        secondMode
          ? i.second?.status === 'todo'
          : view === 'review'
            ? i.status === 'submitted' && !(iAmSecond && i.second?.status === 'todo')
            : i.status === 'todo' || i.status === 'returned',
      ) ?? items[0]
    )?.photoId ??
    null;
  const loaded = batch.data ? batchId : null;
  const firstPhoto = usePhotoAnnotations(secondMode ? null : loaded, photoId);
  const secondPhoto = useSecondLabelling(secondMode ? loaded : null, photoId);
  const photo = secondMode ? secondPhoto : firstPhoto;
  const firstWrites = useAnnotationWrites();
  const secondWrites = useSecondWrites();
  const agreement = useBatchAgreement(batchId);
  const overall = useOverallAgreement();
  const clients = useClientSettings();
  const staff = useStaff();
  const batchWrites = useBatchWrites();
  const versions = useDatasetVersions();
  const freeze = useFreezeVersion();
  const evaluate = useEvaluateModel();

  const go = (next: Record<string, string | null>) => {
    const nextParams = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value === null) nextParams.delete(key);
      else nextParams.set(key, value);
    setParams(nextParams);
  };

  if (batchId) {
    const ref = { batchId, photoId: photoId ?? '' };
    const writes = secondMode ? { ...secondWrites, review: firstWrites.review } : firstWrites;
    const failed = writes.save.error ?? writes.submit.error ?? writes.review.error;
    const refusal = failed ? refusalOf(failed) : null;
    const data = photo.data;
    return (
      <Page>
        <PageHeader
          title={batch.data?.name ?? title}
          actions={
            <Button variant="secondary" onClick={() => go({ batch: null, photo: null })}>
              {t('app.annotations.back')}
            </Button>
          }
        />
        {batch.isError ? (
          <div role="alert">
            <p>{t('app.annotations.loadError')}</p>
            <Button variant="secondary" onClick={() => void batch.refetch()}>
              {t('app.annotations.retry')}
            </Button>
          </div>
        ) : photo.isError ? (
          <div role="alert">
            <p>{t('app.annotations.photoError')}</p>
            <Button variant="secondary" onClick={() => void photo.refetch()}>
              {t('app.annotations.retry')}
            </Button>
          </div>
        ) : !data ? (
          <p role="status" aria-busy="true">
            …
          </p>
        ) : (
          <AnnotationEditor
            key={data.photoId}
            photo={data}
            total={batch.data?.items.length ?? data.position + 1}
            canEdit={
              data.labelling === 'second'
                ? data.status === 'todo'
                : batch.data?.assignee.id === me && (data.status === 'todo' || data.status === 'returned')
            }
            canReview={
              data.labelling === 'first' && data.status === 'submitted' && data.submittedBy?.id !== me
            }
            busy={writes.save.isPending || writes.submit.isPending || writes.review.isPending}
            error={failed ? t(`app.annotations.error.${refusal ?? 'not_editable'}`) : undefined}
            onSave={(shapes: Shape[]) => writes.save.mutate({ ...ref, shapes })}
            onSubmit={(shapes: Shape[]) =>
              writes.save.mutate({ ...ref, shapes }, { onSuccess: () => writes.submit.mutate(ref) })
            }
            onReview={(decision, note) => writes.review.mutate({ ...ref, decision, note })}
            onNavigate={(next) => go({ photo: next })}
          />
        )}
        <AgreementPanel
          scope="batch"
          agreement={agreement.data}
          loading={agreement.isPending}
          error={agreement.isError ? t('app.annotations.agreement.loadError') : undefined}
          onRetry={() => void agreement.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={title} />
      <BatchesView
        view={view}
        onViewChange={(next) => go({ view: next })}
        batches={batches.data ?? []}
        loading={batches.isPending}
        error={batches.isError ? t('app.annotations.loadError') : undefined}
        onRetry={() => void batches.refetch()}
        onOpen={(chosen) => go({ batch: chosen.id, photo: null })}
      />
      {clients.data && staff.data && (
        <ClientsPanel
          clients={clients.data}
          staff={staff.data}
          busy={batchWrites.setOptIn.isPending || batchWrites.createBatch.isPending}
          secondLabellerError={secondLabellerRefusal(batchWrites.createBatch.error)}
          onOptIn={(clientId, optedIn) => batchWrites.setOptIn.mutate({ clientId, optedIn })}
          onMakeBatch={(input) =>
            batchWrites.createBatch.mutate(input, {
              onSuccess: (made) => go({ batch: made.id, photo: null }),
            })
          }
        />
      )}
      <AgreementPanel
        scope="all"
        agreement={overall.data}
        loading={overall.isPending}
        error={overall.isError ? t('app.annotations.agreement.loadError') : undefined}
        onRetry={() => void overall.refetch()}
      />
      <DatasetsPanel
        versions={versions.data ?? []}
        loading={versions.isPending}
        error={versions.isError ? t('app.annotations.datasets.loadError') : undefined}
        onRetry={() => void versions.refetch()}
        busy={freeze.isPending}
        freezeError={freeze.error ? (freezeRefusal(freeze.error) ?? 'failed') : null}
        onFreeze={(name) => freeze.mutate({ name })}
        onEvaluate={(versionId) => evaluate.mutate({ versionId })}
        evaluation={
          evaluate.variables
            ? {
                versionId: evaluate.variables.versionId,
                versionNumber:
                  (versions.data ?? []).find((version) => version.id === evaluate.variables!.versionId)
                    ?.number ?? 0,
                evaluation: evaluate.data ?? null,
                pending: evaluate.isPending,
                problem: evaluate.error ? evaluationProblem(evaluate.error) : null,
              }
            : undefined
        }
      />
    </Page>
  );
}

/** Why the server refused a batch's second labeller (the `secondLabellerId` field), else null. */
function secondLabellerRefusal(error: unknown): 'same_as_assignee' | 'not_staff' | null {
  const code = (error as { data?: { fieldErrors?: Record<string, string> | null } } | null)?.data?.fieldErrors
    ?.secondLabellerId;
  return code === 'same_as_assignee' || code === 'not_staff' ? code : null;
}

/** Why the model could not be evaluated: the slot's state (the server's `model` field), else a failure. */
function evaluationProblem(error: unknown): EvaluationProblem {
  const code = (error as { data?: { fieldErrors?: Record<string, string> | null } } | null)?.data?.fieldErrors
    ?.model;
  return code === 'not_configured' || code === 'missing' || code === 'unsupported' || code === 'invalid'
    ? code
    : 'failed';
}

/** Why a freeze was refused: nothing approved yet (the server's `photos` field), else null. */
function freezeRefusal(error: unknown): 'none_approved' | null {
  const data = (error as { data?: { fieldErrors?: Record<string, string> | null } } | null)?.data;
  return data?.fieldErrors?.photos === 'none_approved' ? 'none_approved' : null;
}

export default AnnotationsPage;
