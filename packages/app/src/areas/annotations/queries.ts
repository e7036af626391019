/**
 * The workbench's data (docs/annotations.md): the batches of a view, one batch, one photo's
 * shapes, and the writes (save, submit, review). Every write refetches the annotations queries.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  AnnotationClientSetting,
  BatchAgreement,
  OverallAgreement,
  BatchDetail,
  BatchSummary,
  AnnotationPerson,
  DatasetVersion,
  DatasetVersionDetail,
  ModelEvaluation,
  PhotoAnnotations,
} from '@vognpark/server/areas/annotations';
import type { inferRouterInputs } from '@trpc/server';
import { useTRPC, type AppRouter } from '../../data/trpc';
import type { WorkError } from '../tasks/queries';

type Inputs = inferRouterInputs<AppRouter>;
export type BatchView = Inputs['annotations']['batches']['view'];
type Mutation<TInput> = UseMutationResult<PhotoAnnotations, WorkError, TInput, unknown>;

export function useBatches(view: BatchView): UseQueryResult<BatchSummary[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.batches.queryOptions({ view }));
}

export function useBatch(id: string | null): UseQueryResult<BatchDetail, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.batch.queryOptions({ id: id ?? '' }, { enabled: id !== null }));
}

export function usePhotoAnnotations(
  batchId: string | null,
  photoId: string | null,
): UseQueryResult<PhotoAnnotations, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.annotations.photo.queryOptions(
      { batchId: batchId ?? '', photoId: photoId ?? '' },
      { enabled: batchId !== null && photoId !== null },
    ),
  );
}

/** The second labeller's own labelling of a photo labelled twice (blind: only theirs). */
export function useSecondLabelling(
  batchId: string | null,
  photoId: string | null,
): UseQueryResult<PhotoAnnotations, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.annotations.secondPhoto.queryOptions(
      { batchId: batchId ?? '', photoId: photoId ?? '' },
      { enabled: batchId !== null && photoId !== null },
    ),
  );
}

/** The second labeller's writes, saved and submitted apart from the first labelling. */
export function useSecondWrites(): {
  save: Mutation<Inputs['annotations']['saveSecond']>;
  submit: Mutation<Inputs['annotations']['submitSecond']>;
} {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.annotations.pathFilter());
  return {
    save: useMutation(trpc.annotations.saveSecond.mutationOptions({ onSuccess })),
    submit: useMutation(trpc.annotations.submitSecond.mutationOptions({ onSuccess })),
  };
}

/** How far the two labellings of a batch's photos labelled twice agree. */
export function useBatchAgreement(batchId: string | null): UseQueryResult<BatchAgreement, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.annotations.agreement.queryOptions({ batchId: batchId ?? '' }, { enabled: batchId !== null }),
  );
}

/** The same across every batch. */
export function useOverallAgreement(): UseQueryResult<OverallAgreement, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.overallAgreement.queryOptions());
}

/** The writes, each refetching what the workbench shows. */
export function useAnnotationWrites(): {
  save: Mutation<Inputs['annotations']['save']>;
  submit: Mutation<Inputs['annotations']['submit']>;
  review: Mutation<Inputs['annotations']['review']>;
} {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.annotations.pathFilter());
  return {
    save: useMutation(trpc.annotations.save.mutationOptions({ onSuccess })),
    submit: useMutation(trpc.annotations.submit.mutationOptions({ onSuccess })),
    review: useMutation(trpc.annotations.review.mutationOptions({ onSuccess })),
  };
}

/** Every client with its opt-in, and the staff a batch may be assigned to. */
export function useClientSettings(): UseQueryResult<AnnotationClientSetting[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.clients.queryOptions());
}

export function useStaff(): UseQueryResult<AnnotationPerson[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.staff.queryOptions());
}

/** Opting a client in or out, and making a batch. */
export function useBatchWrites(): {
  setOptIn: UseMutationResult<AnnotationClientSetting, WorkError, Inputs['annotations']['setOptIn'], unknown>;
  createBatch: UseMutationResult<BatchDetail, WorkError, Inputs['annotations']['createBatch'], unknown>;
} {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.annotations.pathFilter());
  return {
    setOptIn: useMutation(trpc.annotations.setOptIn.mutationOptions({ onSuccess })),
    createBatch: useMutation(trpc.annotations.createBatch.mutationOptions({ onSuccess })),
  };
}

/** The frozen dataset versions, newest first. */
export function useDatasetVersions(): UseQueryResult<DatasetVersion[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.annotations.versions.queryOptions());
}

/** Freezing the approved photos into the next dataset version. */
export function useFreezeVersion(): UseMutationResult<
  DatasetVersionDetail,
  WorkError,
  Inputs['annotations']['freeze'],
  unknown
> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.annotations.freeze.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.annotations.versions.pathFilter()),
    }),
  );
}

/** Runs the damage model in the slot against a version's test photos (nothing is stored). */
export function useEvaluateModel(): UseMutationResult<
  ModelEvaluation,
  WorkError,
  Inputs['annotations']['evaluate'],
  unknown
> {
  const trpc = useTRPC();
  return useMutation(trpc.annotations.evaluate.mutationOptions());
}
