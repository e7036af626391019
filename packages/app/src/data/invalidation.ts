import type { Mutation, QueryClient } from '@tanstack/react-query';
import { areas as appAreas } from '../areas';
import type { AppArea, QueryScope } from '../areas/area';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** What a mutation may say about itself (`meta` of `useMutation`, as TanStack documents). */
export interface MutationMeta extends Record<string, unknown> {
  /** Queries this write makes stale beyond what its router's writes do (the policy below). */
  invalidates?: readonly QueryScope[];
  /** Only these queries go stale, in place of its router's (a write that moves no count: a comment). */
  invalidatesOnly?: readonly QueryScope[];
}

type AnyArea = AppArea<string, string, string>;

/**
 * The queries a write to `router` makes stale: its own (an area's router is its name) and what
 * its owner declares, plus the queries of every area that declares itself stale after it
 * (`staleAfter`).
 */
export function scopesAfter(router: string, areas: readonly AnyArea[] = appAreas): QueryScope[] {
  const area = areas.find((candidate) => candidate.name === router);
  const own = area ? [area.name, ...(area.invalidates ?? [])] : [];
  const dependents = areas.filter((candidate) => candidate.staleAfter?.includes(router)).map((a) => a.name);
  return [...new Set([...own, ...dependents])];
}

/** The router a tRPC mutation goes to: the first part of its key (`[['vehicles', 'archive']]`). */
function routerOf(mutation: Mutation<unknown, unknown, unknown>): string | undefined {
  const path = mutation.options.mutationKey?.[0];
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined;
}

/** A scope as the query key prefix that matches it: `'my.myNavBadges'` -> `[['my', 'myNavBadges']]`. */
export function scopeKey(scope: QueryScope): [string[]] {
  return [scope.split('.')];
}

/**
 * The app's one invalidation policy, the MutationCache's `onSuccess` (data/queryClient.ts): after a
 * write, what it makes stale (`scopesAfter` its router, and its `meta.invalidates`) is fetched
 * again, the queries on screen at once and the others when next shown, so the person who made the
 * change sees the new numbers at once (the others within the badges' 30 s poll). The mutation
 * settles once that is done.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  mutation: Mutation<unknown, unknown, unknown>,
  areas: readonly AnyArea[] = appAreas,
): Promise<unknown> {
  const router = routerOf(mutation);
  const { invalidates = [], invalidatesOnly } = mutation.meta ?? {};
  const scopes = new Set(invalidatesOnly ?? [...(router ? scopesAfter(router, areas) : []), ...invalidates]);
  return Promise.all(
    [...scopes].map((scope) => queryClient.invalidateQueries({ queryKey: scopeKey(scope) })),
  );
}
