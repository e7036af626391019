/**
 * The types of a router's procedures as React Query hooks answer them, so an area's queries.ts
 * writes `ProcedureQuery<'sharing', 'pools'>` instead of re-deriving tRPC's types.
 */
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './trpc';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** A router of the app router (`'sharing'`, `'timereg'`, …). */
export type RouterName = keyof Outputs & keyof Inputs;
/** A procedure of a router. */
export type ProcedureName<R extends RouterName> = keyof Outputs[R] & keyof Inputs[R];
/** What a failed call rejects with. */
export type ProcedureError = TRPCClientErrorLike<AppRouter>;
export type ProcedureInput<R extends RouterName, P extends keyof Inputs[R]> = Inputs[R][P];
export type ProcedureOutput<R extends RouterName, P extends keyof Outputs[R]> = Outputs[R][P];

/** A query hook's result for `router.procedure`. */
export type ProcedureQuery<R extends RouterName, P extends keyof Outputs[R]> = UseQueryResult<
  Outputs[R][P],
  ProcedureError
>;

/** A mutation hook's result for `router.procedure`. */
export type ProcedureMutation<
  R extends RouterName,
  P extends keyof Outputs[R] & keyof Inputs[R],
> = UseMutationResult<Outputs[R][P], ProcedureError, Inputs[R][P], unknown>;
