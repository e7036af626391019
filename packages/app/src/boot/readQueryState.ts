import type { QUERY_STATE_ELEMENT_ID } from '@vognpark/server';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson, { type SuperJSONResult } from 'superjson';

/** The id of the island with the answers a server-rendered page was rendered with (the server's constant). */
export const queryStateElementId: typeof QUERY_STATE_ELEMENT_ID = 'vognpark-queries';

/**
 * Puts the answers the server rendered the page with (entry-server.tsx) into the query cache, so
 * the hydrating render shows what the HTML shows. Anything unreadable is ignored: the page then
 * asks over the socket, as a page without them does. Returns how many queries it put in.
 */
export function hydrateQueryState(
  queryClient: QueryClient,
  doc: Pick<Document, 'getElementById'> = document,
): number {
  const island = doc.getElementById(queryStateElementId);
  if (!island?.textContent) return 0;
  try {
    const state = superjson.deserialize<DehydratedState>(JSON.parse(island.textContent) as SuperJSONResult);
    if (!Array.isArray(state?.queries)) return 0;
    hydrate(queryClient, state);
    return state.queries.length;
  } catch {
    return 0;
  }
}
