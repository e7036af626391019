/**
 * The badge poll answered from memory (src/trpc/badgePoll.ts): when it answers, and every case it
 * leaves to tRPC. server.test.ts checks that its answer is the same bytes tRPC sends.
 */
import { describe, expect, it } from 'vitest';
import type { NavBadges } from '../src/badges.js';
import { badgePollAnswer } from '../src/trpc/badgePoll.js';
import type { SessionUser } from '../src/areas/accounts/settings.js';

const manager: SessionUser = {
  id: 'u1',
  role: 'manager',
  email: 'manager@example.com',
  imageFileId: null,
  contact: { name: 'Mette', surname: 'Sørensen' },
  language: 'da',
  clientId: 'nordlys',
  mustChangePassword: false,
};
const counts: NavBadges = { tasks: 3, inspections: 2, compliance: 5 };
const poll = { id: 1, method: 'query', params: { input: {}, path: 'my.myNavBadges' } };

interface Memory {
  user?: SessionUser | undefined;
  cached?: NavBadges | undefined;
  hash?: string | null;
}

/** The answer with what memory holds: by default the manager's session and their counts. */
function answer(call: unknown, memory: Memory = {}) {
  const user = 'user' in memory ? memory.user : manager;
  const cached = 'cached' in memory ? memory.cached : counts;
  return badgePollAnswer(
    call,
    'hash' in memory ? (memory.hash ?? null) : 'h',
    { cached: (sessionHash) => (sessionHash === 'h' ? user : undefined) },
    { cached: (clientId) => (clientId === 'nordlys' ? cached : undefined) },
  );
}

describe('badgePollAnswer', () => {
  it("answers a manager's poll from memory with the counts, as tRPC's result", () => {
    expect(JSON.parse(answer(poll)!)).toEqual({ id: 1, result: { type: 'data', data: { json: counts } } });
    expect(answer({ ...poll, id: 'a' })).toBe(
      '{"id":"a","result":{"type":"data","data":{"json":{"tasks":3,"inspections":2,"compliance":5}}}}',
    );
    expect(answer({ ...poll, jsonrpc: '2.0' })).toMatch(/^\{"id":1,"jsonrpc":"2\.0","result":/);
    // No input at all is the same call.
    expect(answer({ ...poll, params: { path: 'my.myNavBadges' } })).not.toBeNull();
  });

  it.each([
    ['no session cookie', poll, { hash: null }],
    ['a session not in memory (or due for its check)', poll, { user: undefined }],
    ['counts not in memory', poll, { cached: undefined }],
    ['a one-time password still to change', poll, { user: { ...manager, mustChangePassword: true } }],
    ['a plain user', poll, { user: { ...manager, role: 'user' as const } }],
    ['an admin', poll, { user: { ...manager, role: 'admin' as const, clientId: null } }],
    ['another procedure', { ...poll, params: { input: {}, path: 'my.getUserSettings' } }, {}],
    ['a mutation', { ...poll, method: 'mutation' }, {}],
    ['a subscription', { ...poll, method: 'subscription' }, {}],
    [
      'an input with something in it',
      { ...poll, params: { input: { json: 1 }, path: 'my.myNavBadges' } },
      {},
    ],
    ['a lastEventId', { ...poll, params: { ...poll.params, lastEventId: '1' } }, {}],
    ['no id', { ...poll, id: undefined }, {}],
    ['an object id', { ...poll, id: { x: 1 } }, {}],
    ['another jsonrpc version', { ...poll, jsonrpc: '1.0' }, {}],
    ['no params', { id: 1, method: 'query' }, {}],
    ['not an object', 'my.myNavBadges', {}],
    ['null', null, {}],
  ])('leaves %s to tRPC', (_case, call, options) => {
    expect(answer(call, options)).toBeNull();
  });
});
