import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { Obligation, ObligationPage, Renewal, RenewalPage } from '@vognpark/server';
import { useMemo } from 'react';
import { useTRPC, type AppRouter } from '../../data/trpc';

type Inputs = inferRouterInputs<AppRouter>;
/** A failed call (its `data.fieldErrors` name the fields concerned). */
export type WorkError = TRPCClientErrorLike<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
/** The list's input without the paging fields, which the infinite query adds itself. */
export type ObligationListInput = Omit<Inputs['compliance']['list'], 'cursor' | 'direction'>;

/** Obligations, one keyset page after another; the previous rows stay while new filters load. */
export function useObligationList(
  input: ObligationListInput,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<ObligationPage, string | null>, WorkError> & {
  rows: Obligation[];
  total: number | null;
} {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.compliance.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  // The total is counted with the first page only.
  const total = query.data?.pages[0]?.total ?? null;
  return { ...query, rows, total };
}

/** An obligation's renewals, newest first, page by page. */
export function useRenewalHistory(
  id: string | null,
): UseInfiniteQueryResult<InfiniteData<RenewalPage, string | null>, WorkError> & { renewals: Renewal[] } {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.compliance.history.infiniteQueryOptions(
      { id: id ?? '00000000-0000-4000-8000-000000000000', limit: 20 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, enabled: id !== null },
    ),
  );
  const renewals = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, renewals };
}

export function useCreateObligation(): Mutation<Obligation, Inputs['compliance']['create']> {
  const trpc = useTRPC();
  return useMutation(trpc.compliance.create.mutationOptions());
}

export function useUpdateObligation(): Mutation<Obligation, Inputs['compliance']['update']> {
  const trpc = useTRPC();
  return useMutation(trpc.compliance.update.mutationOptions());
}

/** Reads an obligation as it is now (after someone else changed it), for the form to offer it. */
export function useLatestObligation(): (id: string) => Promise<Obligation> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery({ ...trpc.compliance.get.queryOptions({ id }), staleTime: 0 });
}

export function useRenewObligation(): Mutation<Obligation, Inputs['compliance']['renew']> {
  const trpc = useTRPC();
  return useMutation(trpc.compliance.renew.mutationOptions());
}
