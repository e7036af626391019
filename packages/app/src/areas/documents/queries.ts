import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { DocumentItem, DocumentPage, DocumentUsage, DocumentVersion } from '@vognpark/server';
import type { WorkError } from '../../features/compliance/queries';
import { useCallback, useMemo } from 'react';
import { useTRPC } from '../../data/trpc';
import type { listInputOf } from './urlState';

/** The client's documents, page after page; the previous rows stay while new filters load. */
export function useDocumentList(
  input: ReturnType<typeof listInputOf>,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<DocumentPage, string | null>, WorkError> & {
  rows: DocumentItem[];
  total: number | null;
} {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.documents.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, rows, total: query.data?.pages[0]?.total ?? null };
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

export type { DocumentItem };
