import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { Obligation, ObligationPage, RenewalPage } from '@vognpark/server/areas/compliance';
import { keysetPaging, useKeysetList, type KeysetList } from '../../data/keysetList';
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
  return useKeysetList(
    useInfiniteQuery(trpc.compliance.list.infiniteQueryOptions(input, keysetPaging({ enabled }))),
  );
}

/** An obligation's renewals, newest first, page by page. */
export function useRenewalHistory(id: string | null): KeysetList<RenewalPage, WorkError> {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.compliance.history.infiniteQueryOptions(
        { id: id ?? '00000000-0000-4000-8000-000000000000', limit: 20 },
        keysetPaging({ enabled: id !== null, keepPrevious: false }),
      ),
    ),
  );
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
