import { TRPCError } from '@trpc/server';
import type { PageQuery } from '../boot.js';
import { appRouter, type Context } from './router.js';

/**
 * The page renderer's way to the data (`PageRenderRequest.query`): a query procedure called in
 * process, as the page request's user, through the same middlewares as a WebSocket call (session,
 * role, the client's own data, zod), so a page renders exactly what the socket would answer.
 * Only queries: a path that names a mutation, a subscription or nothing answers NOT_FOUND.
 */
export function createPageQuery(context: Context): PageQuery {
  const caller = appRouter.createCaller(context);
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string } } | undefined
  >;
  return async (path, input) => {
    if (procedures[path]?._def.type !== 'query')
      throw new TRPCError({ code: 'NOT_FOUND', message: `No query "${path}"` });
    let target: unknown = caller;
    for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
}
