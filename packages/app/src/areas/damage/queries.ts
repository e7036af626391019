/**
 * The damage register's data (docs/damage.md): the list (newest first, with the total), one damage
 * with its history, and the writes. Every write refetches the damage queries (their router's) and
 * what the area's `invalidates` names (a repair task is a task).
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type {
  DamageDetail,
  DamageModelStatus,
  DamagePage,
  PhotoComparison,
  SuggestedChange,
} from '@vognpark/server/areas/damage';
import { useTRPC, type AppRouter } from '../../data/trpc';
import type { WorkError } from '../tasks/queries';

type Inputs = inferRouterInputs<AppRouter>;
type Mutation<TOutput, TInput> = UseMutationResult<TOutput, WorkError, TInput, unknown>;
export type DamageListInput = Inputs['damage']['list'];
export type CreateDamageInput = Inputs['damage']['create'];
export type UpdateDamageInput = Inputs['damage']['update'];
export type ActOnDamageInput = Inputs['damage']['act'];
export type DecideChangeInput = Inputs['damage']['decideChange'];

/** The newest damages of the register or one vehicle; the previous rows stay while the filter changes. */
export function useDamageList(input: DamageListInput, enabled = true): UseQueryResult<DamagePage, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.damage.list.queryOptions(input, { enabled, placeholderData: keepPreviousData }));
}

/** One damage with its status history (null: none asked for). */
export function useDamage(id: string | null): UseQueryResult<DamageDetail, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.damage.get.queryOptions({ id: id ?? '' }, { enabled: id !== null }));
}

export function useCreateDamage(): Mutation<DamageDetail, CreateDamageInput> {
  const trpc = useTRPC();
  return useMutation(trpc.damage.create.mutationOptions());
}

export function useActOnDamage(): Mutation<DamageDetail, ActOnDamageInput> {
  const trpc = useTRPC();
  return useMutation(trpc.damage.act.mutationOptions());
}

export function useUpdateDamage(): Mutation<DamageDetail, UpdateDamageInput> {
  const trpc = useTRPC();
  return useMutation(trpc.damage.update.mutationOptions());
}

/** The before/after comparisons of a vehicle's newest check-ins, with their suggested changes. */
export function useComparisons(vehicleId: string): UseQueryResult<PhotoComparison[], WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.damage.comparisons.queryOptions({ vehicleId }));
}

/** Confirms a suggested change as a damage, or dismisses it. */
export function useDecideChange(): Mutation<
  { change: SuggestedChange; damage: DamageDetail | null },
  DecideChangeInput
> {
  const trpc = useTRPC();
  return useMutation(trpc.damage.decideChange.mutationOptions());
}

/** A damage's claim report as a PDF in `locale` (the server's GET /api/damage/claim; managers). */
export const claimUrl = (damageId: string, locale: string) =>
  `/api/damage/claim/${encodeURIComponent(damageId)}?lang=${encodeURIComponent(locale)}`;

/** The model slot: whether a damage detector is configured, and if so whether it runs. */
export function useDamageModel(): UseQueryResult<DamageModelStatus, WorkError> {
  const trpc = useTRPC();
  return useQuery(trpc.damage.model.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}
