import superjson from 'superjson';
import type { SessionCache } from '../auth/sessionCache.js';
import type { BadgeCache } from '../badgeCache.js';
import type { NavBadges } from '../badges.js';

const BADGES_PATH = 'my.myNavBadges';

/** The serialized `result` of each counts object (a new object whenever they are counted again). */
const serializedResults = new WeakMap<NavBadges, string>();

function resultOf(counts: NavBadges): string {
  let result = serializedResults.get(counts);
  if (result === undefined) {
    result = JSON.stringify({ type: 'data', data: superjson.serialize(counts) });
    serializedResults.set(counts, result);
  }
  return result;
}

/**
 * The answer to a badge poll (`my.myNavBadges`, the call every manager's page makes every 30 s)
 * when everything it needs is already in memory: the socket's session (SessionCache) and the
 * client's counts (BadgeCache). Otherwise null, and the call goes through tRPC as any other.
 *
 * Why this is not left to tRPC: through tRPC a poll is parsed again, gets a context, passes the
 * middleware, has its input and output run through superjson and its answer built and encoded,
 * several times the work of the answer itself, which is the same string for every poll of a
 * client until its counts change. Answered here it is the same bytes tRPC would send (the
 * server tests compare them), under the same rules: only a signed-in manager who has chosen a
 * password, for their own client, with no input; anything else (a refusal, a session or counts
 * not in memory, a batch) is tRPC's to answer.
 */
export function badgePollAnswer(
  call: unknown,
  sessionHash: string | null,
  sessions: Pick<SessionCache, 'cached'>,
  badges: Pick<BadgeCache, 'cached'>,
): string | null {
  if (sessionHash === null || typeof call !== 'object' || call === null) return null;
  const { id, jsonrpc, method, params } = call as Record<string, unknown>;
  if (method !== 'query' || (typeof id !== 'number' && typeof id !== 'string')) return null;
  if (typeof params !== 'object' || params === null) return null;
  const { path, input, lastEventId } = params as Record<string, unknown>;
  if (path !== BADGES_PATH || lastEventId !== undefined) return null;
  if (input !== undefined && !isEmptyObject(input)) return null;
  if (jsonrpc !== undefined && jsonrpc !== '2.0') return null;

  const user = sessions.cached(sessionHash);
  if (!user || user.mustChangePassword || user.role !== 'manager' || !user.clientId) return null;
  const counts = badges.cached(user.clientId);
  if (!counts) return null;
  const head =
    jsonrpc === undefined ? `{"id":${JSON.stringify(id)},` : `{"id":${JSON.stringify(id)},"jsonrpc":"2.0",`;
  return `${head}"result":${resultOf(counts)}}`;
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}
