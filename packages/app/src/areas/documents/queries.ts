import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  DocumentItem,
  DocumentOwnerKind,
  DocumentPage,
  DocumentUsage,
  DocumentVersion,
} from '@vognpark/server/areas/documents';
import type { WorkError } from '../compliance/queries';
import { useCallback } from 'react';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC } from '../../data/trpc';
import type { listInputOf } from './urlState';

/** The list's input: the page's filters, or one owner's documents (a record's part). */
export type DocumentListInput = Partial<ReturnType<typeof listInputOf>> & {
  ownerKind?: DocumentOwnerKind;
  ownerId?: string;
};

/** The client's documents, page after page; the previous rows stay while new filters load. */
export function useDocumentList(
  input: DocumentListInput,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<DocumentPage, string | null>, WorkError> & {
  rows: DocumentItem[];
  total: number | null;
} {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(trpc.documents.list.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

export function useDocument(id: string | null): UseQueryResult<DocumentItem, WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.documents.get.queryOptions(
      { id: id ?? '00000000-0000-4000-8000-000000000000' },
      { enabled: id !== null },
    ),
  );
}

export function useDocumentVersions(id: string | null): UseQueryResult<DocumentVersion[], WorkError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.documents.versions.queryOptions(
      { id: id ?? '00000000-0000-4000-8000-000000000000' },
      { enabled: id !== null },
    ),
  );
}

export function useDocumentUsage(enabled = true): UseQueryResult<DocumentUsage, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.documents.usage.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

/** After an upload or a change: the lists, the document and the compliance it may have renewed. */
export function useInvalidateDocuments(): () => Promise<unknown> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.documents.pathFilter()),
        queryClient.invalidateQueries(trpc.compliance.pathFilter()),
        queryClient.invalidateQueries(trpc.my.myNavBadges.queryFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useConfirmRenewal(): UseMutationResult<DocumentItem, WorkError, { id: string }, unknown> {
  const trpc = useTRPC();
  const invalidate = useInvalidateDocuments();
  return useMutation(trpc.documents.confirmRenewal.mutationOptions({ onSuccess: () => void invalidate() }));
}

/** Attaches an existing document to a record: the record becomes its owner. */
export function useAttachDocument(): UseMutationResult<
  DocumentItem,
  WorkError,
  { id: string; ownerKind: DocumentOwnerKind; ownerId: string },
  unknown
> {
  const trpc = useTRPC();
  const invalidate = useInvalidateDocuments();
  return useMutation(trpc.documents.attach.mutationOptions({ onSuccess: () => void invalidate() }));
}

export type { DocumentItem };

/** The documents confirmed as an obligation's evidence. */
export function useEvidence(obligationId: string): UseQueryResult<DocumentItem[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.documents.evidence.queryOptions({ obligationId }));
}

/** Links a document as an obligation's evidence (`null` unlinks it). */
export function useAttachEvidence(): UseMutationResult<
  DocumentItem,
  WorkError,
  { id: string; obligationId: string | null },
  unknown
> {
  const trpc = useTRPC();
  const invalidate = useInvalidateDocuments();
  return useMutation(trpc.documents.attachEvidence.mutationOptions({ onSuccess: () => void invalidate() }));
}
