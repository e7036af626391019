import { QueryClient, dehydrate } from '@tanstack/react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { hydrateQueryState, queryStateElementId } from './readQueryState';

/** A document with the island holding `text` (or none). */
function documentWith(text: string | null): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id: string) =>
      id === queryStateElementId && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

/** What the server puts into the island: a rendered page's answers, superjson over dehydrate. */
function serverState(): string {
  const server = new QueryClient();
  server.setQueryData(['dashboard', 'summary'], { overdue: 3, next: new Date('2026-11-24T07:00:00Z') });
  return JSON.stringify(superjson.serialize(dehydrate(server)));
}

describe('hydrateQueryState', () => {
  it('puts the answers the page was rendered with into the cache, dates as dates', () => {
    const client = new QueryClient();
    expect(hydrateQueryState(client, documentWith(serverState()))).toBe(1);
    const summary = client.getQueryData<{ overdue: number; next: Date }>(['dashboard', 'summary']);
    expect(summary?.overdue).toBe(3);
    expect(summary?.next).toEqual(new Date('2026-11-24T07:00:00Z'));
  });

  it.each([
    ['no island', null],
    ['an empty island', ''],
    ['text that is not JSON', '{"json":'],
    ['JSON of another shape', '{"json":{"queries":"all"}}'],
    ['a JSON array', '[1,2]'],
  ])('ignores %s: the page then asks over the socket', (_, text) => {
    const client = new QueryClient();
    expect(hydrateQueryState(client, documentWith(text))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
