import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areas as appAreas } from '../areas';
import type { AppArea } from '../areas/area';
import { invalidateAfter, scopesAfter } from './invalidation';
import { createAppQueryClient } from './queryClient';

// Queries as tRPC keys them: [path, { input, type }].
const queries = {
  badges: [['my', 'myNavBadges'], { type: 'query' }],
  settings: [['my', 'getUserSettings'], { type: 'query' }],
  dashboard: [['dashboard', 'summary'], { input: { limit: 20 }, type: 'query' }],
  vehicle: [['vehicles', 'get'], { input: { id: 'v1' }, type: 'query' }],
  vehicleList: [['vehicles', 'list'], { input: {}, type: 'infinite' }],
  tasks: [['tasks', 'list'], { input: {}, type: 'infinite' }],
  clients: [['clients', 'list'], { type: 'query' }],
  plans: [['service', 'plans', 'list'], { type: 'query' }],
} as const;

function clientWithQueries(queryClient: QueryClient = new QueryClient()) {
  for (const key of Object.values(queries)) queryClient.setQueryData(key, 1);
  const stale = () =>
    Object.entries(queries)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, stale };
}

/** A tRPC mutation's key is its path: `[['vehicles', 'archive']]`. */
const write = (
  queryClient: QueryClient,
  path: string[],
  meta?: { invalidates?: readonly string[]; invalidatesOnly?: readonly string[] },
  areas: readonly AppArea<string, string, string>[] = appAreas,
) =>
  invalidateAfter(
    queryClient,
    queryClient.getMutationCache().build(queryClient, { mutationKey: [path], meta }),
    areas,
  );

const service: AppArea<'service'> = {
  name: 'service',
  invalidates: ['tasks', 'my.myNavBadges'],
  staleAfter: ['tasks'],
};

describe('the invalidation policy', () => {
  it.each([
    // A vehicle leaving use takes its work out of the counts: the badges and the dashboard too, and
    // service's queries, which declare themselves stale after vehicles' and tasks' writes.
    [
      ['vehicles', 'archive'],
      ['badges', 'dashboard', 'plans', 'vehicle', 'vehicleList'],
    ],
    [
      ['tasks', 'setStatus'],
      ['badges', 'dashboard', 'plans', 'tasks'],
    ],
    [
      ['inspections', 'complete'],
      ['badges', 'dashboard', 'tasks', 'vehicle', 'vehicleList'],
    ],
    [['users', 'create'], ['clients']],
    [['my', 'updateUserSettings'], []],
  ])('after a write to %j makes stale %j', async (path, expected) => {
    const { queryClient, stale } = clientWithQueries();
    await write(queryClient, path);
    expect(stale()).toEqual(expected);
  });

  it("adds what a mutation's meta names", async () => {
    const { queryClient, stale } = clientWithQueries();
    await write(queryClient, ['my', 'updateUserSettings'], { invalidates: ['my.getUserSettings'] });
    expect(stale()).toEqual(['settings']);
  });

  it('makes stale only what a meta.invalidatesOnly names (a comment moves no count)', async () => {
    const { queryClient, stale } = clientWithQueries();
    await write(queryClient, ['tasks', 'addComment'], { invalidatesOnly: ['dashboard'] });
    expect(stale()).toEqual(['dashboard']);
  });

  it("follows an area's declaration: its own queries, what it invalidates, and after whose writes it is stale", async () => {
    const withService = [...appAreas.filter((area) => area.name !== 'service'), service];
    expect(scopesAfter('service', withService)).toEqual(['service', 'tasks', 'my.myNavBadges']);
    const { queryClient, stale } = clientWithQueries();
    await write(queryClient, ['service', 'plans', 'create'], undefined, withService);
    expect(stale()).toEqual(['badges', 'plans', 'tasks']);
    const after = clientWithQueries();
    await write(after.queryClient, ['tasks', 'update'], undefined, withService);
    expect(after.stale()).toEqual(['badges', 'dashboard', 'plans', 'tasks']);
  });

  it("is the app's query client's: a mutation settles once what it made stale is refetched", async () => {
    const queryClient = createAppQueryClient({ onUnauthorized: () => {} });
    let refetched = false;
    queryClient.setQueryData(queries.badges, 1);
    // A query on screen (observed) is fetched again at once when it goes stale.
    const observer = new QueryObserver(queryClient, {
      queryKey: queries.badges,
      staleTime: Infinity,
      queryFn: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refetched = true;
        return 2;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: [['tasks', 'create']], mutationFn: async () => 'ok' })
      .execute(undefined);
    expect(refetched).toBe(true);
    expect(queryClient.getQueryData(queries.badges)).toBe(2);
    unsubscribe();
  });
});
