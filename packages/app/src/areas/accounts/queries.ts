/**
 * The data hooks of clients, users and the account page (docs/accounts.md): keyset-paged lists as
 * infinite queries, mutations that refresh what they change, and the avatar upload over HTTP.
 */
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
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AuditPage } from '@vognpark/server';
import type {
  Account,
  Client,
  ClientOption,
  ClientOverview,
  ClientPage,
  ManagedUser,
  ManagedUserPage,
  User,
} from '@vognpark/server/areas/accounts';
import { useCallback } from 'react';
import { currentUserKey } from '../../data/auth';
import { keysetPaging, useKeysetList, type KeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';
import { uploadAvatar, type AvatarUploadResult } from './avatar';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Mutation<
  R extends 'clients' | 'users' | 'account',
  P extends keyof Inputs[R] & keyof Outputs[R],
> = UseMutationResult<Outputs[R][P], AccountsError, Inputs[R][P], unknown>;
export type AccountsError = TRPCClientErrorLike<AppRouter>;
type Pages<T> = InfiniteData<T, string | null>;

export type ClientListInput = Omit<Inputs['clients']['list'], 'cursor' | 'direction'>;
export type UserListInput = Omit<Inputs['users']['list'], 'cursor' | 'direction'>;

export function useClientList(
  input: ClientListInput,
): UseInfiniteQueryResult<Pages<ClientPage>, AccountsError> & { rows: Client[]; total: number | null } {
  const trpc = useTRPC();
  return useKeysetList(useInfiniteQuery(trpc.clients.list.infiniteQueryOptions(input, keysetPaging())));
}

export function useClientOptions(enabled: boolean): UseQueryResult<ClientOption[], AccountsError> {
  const trpc = useTRPC();
  return useQuery(trpc.clients.options.queryOptions(undefined, { enabled, staleTime: 60_000 }));
}

export function useUserList(input: UserListInput): UseInfiniteQueryResult<
  Pages<ManagedUserPage>,
  AccountsError
> & {
  rows: ManagedUser[];
  total: number | null;
} {
  const trpc = useTRPC();
  return useKeysetList(useInfiniteQuery(trpc.users.list.infiniteQueryOptions(input, keysetPaging())));
}

export interface ClientMutations {
  create: Mutation<'clients', 'create'>;
  update: Mutation<'clients', 'update'>;
  setActive: Mutation<'clients', 'setActive'>;
}

export function useClientMutations(): ClientMutations {
  const trpc = useTRPC();
  return {
    create: useMutation(trpc.clients.create.mutationOptions()),
    update: useMutation(trpc.clients.update.mutationOptions()),
    setActive: useMutation(trpc.clients.setActive.mutationOptions()),
  };
}

/** Reads a customer as it is now (after someone else changed it), for the form to offer it. */
export function useLatestClient(): (id: string) => Promise<Client> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery({ ...trpc.clients.get.queryOptions({ id }), staleTime: 0 });
}

export interface UserMutations {
  create: Mutation<'users', 'create'>;
  update: Mutation<'users', 'update'>;
  changeRole: Mutation<'users', 'changeRole'>;
  resetPassword: Mutation<'users', 'resetPassword'>;
  setActive: Mutation<'users', 'setActive'>;
}

/** Reads a user as they are now (after someone else changed them), for the form to offer it. */
export function useLatestUser(): (id: string) => Promise<ManagedUser> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id) => queryClient.fetchQuery({ ...trpc.users.get.queryOptions({ id }), staleTime: 0 });
}

export function useUserMutations(): UserMutations {
  const trpc = useTRPC();
  return {
    create: useMutation(trpc.users.create.mutationOptions()),
    update: useMutation(trpc.users.update.mutationOptions()),
    changeRole: useMutation(trpc.users.changeRole.mutationOptions()),
    resetPassword: useMutation(trpc.users.resetPassword.mutationOptions()),
    setActive: useMutation(trpc.users.setActive.mutationOptions()),
  };
}

type HistoryQuery = KeysetList<AuditPage, AccountsError>;

/** One customer's page (admins): its vehicles, users and what needs attention. */
export function useClientOverview(id: string): UseQueryResult<ClientOverview, AccountsError> {
  const trpc = useTRPC();
  return useQuery(trpc.clients.overview.queryOptions({ id }));
}

/** A customer's audit history, newest first, page by page (admins); nothing while `id` is null. */
export function useClientHistory(id: string | null): HistoryQuery {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.clients.history.infiniteQueryOptions(
        { id: id ?? '', limit: 50 },
        keysetPaging({ enabled: id !== null, keepPrevious: false }),
      ),
    ),
  );
}

/** A user's audit history (admins; managers for their own customer's users); nothing while `id` is null. */
export function useUserHistory(id: string | null): HistoryQuery {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.users.history.infiniteQueryOptions(
        { id: id ?? '', limit: 50 },
        keysetPaging({ enabled: id !== null, keepPrevious: false }),
      ),
    ),
  );
}

/** The signed-in person's own audit history. */
export function useAccountHistory(): HistoryQuery {
  const trpc = useTRPC();
  return useKeysetList(
    useInfiniteQuery(
      trpc.account.history.infiniteQueryOptions({ limit: 20 }, keysetPaging({ keepPrevious: false })),
    ),
  );
}

export function useAccount(): UseQueryResult<Account, AccountsError> {
  const trpc = useTRPC();
  return useQuery(trpc.account.get.queryOptions(undefined, { retry: false }));
}

/** The signed-in person's own changes; the sidebar (current user) follows at once. */
export interface AccountMutations {
  updateProfile: Mutation<'account', 'updateProfile'>;
  removeAvatar: Mutation<'account', 'removeAvatar'>;
  changePassword: Mutation<'account', 'changePassword'>;
  setKeepPhotoPlaces: Mutation<'account', 'setKeepPhotoPlaces'>;
  upload: (file: File) => Promise<AvatarUploadResult>;
}

export function useAccountMutations(): AccountMutations {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const patchUser = useCallback(
    (patch: Partial<User>) => {
      queryClient.setQueryData<User | null>(currentUserKey, (user) => (user ? { ...user, ...patch } : user));
      void queryClient.invalidateQueries(trpc.account.pathFilter());
    },
    [queryClient, trpc],
  );
  const updateProfile = useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: (account) => {
        queryClient.setQueryData(trpc.account.get.queryKey(), account);
        patchUser({ contact: account.contact });
      },
    }),
  );
  const removeAvatar = useMutation(
    trpc.account.removeAvatar.mutationOptions({ onSuccess: () => patchUser({ imageFileId: null }) }),
  );
  const changePassword = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => patchUser({ mustChangePassword: false }),
    }),
  );
  const upload = useCallback(
    async (file: File): Promise<AvatarUploadResult> => {
      const result = await uploadAvatar(file);
      if (result.ok) patchUser({ imageFileId: result.imageFileId });
      return result;
    },
    [patchUser],
  );
  const setKeepPhotoPlaces = useMutation(
    trpc.account.setKeepPhotoPlaces.mutationOptions({
      onSuccess: (account) => queryClient.setQueryData(trpc.account.get.queryKey(), account),
    }),
  );
  return { updateProfile, removeAvatar, changePassword, setKeepPhotoPlaces, upload };
}
