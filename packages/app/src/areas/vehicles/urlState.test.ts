import { describe, expect, it } from 'vitest';
import {
  registerUrl,
  clearFilters,
  statusFilterOptions,
  withIncludeSold,
  type RegisterUrlState,
} from './urlState';

const clientId = '3f0c1b2a-9d4e-4c6b-8a7f-0123456789ab';
const parse = (query: string) => registerUrl.parse(new URLSearchParams(query));
const serialize = (state: Partial<RegisterUrlState>, base?: string) =>
  registerUrl.serialize({ ...registerUrl.empty, ...state }, new URLSearchParams(base)).toString();

describe('registerUrl.parse', () => {
  it.each<[string, string, Partial<RegisterUrlState>]>([
    ['an empty address is the plain register', '', {}],
    ['the search as typed', 'q=AB+12', { search: 'AB 12' }],
    ['Danish letters in the search', 'q=%C3%86bles%C3%B8', { search: 'Æblesø' }],
    ['comma-separated statuses', 'status=in_workshop,active', { status: ['active', 'in_workshop'] }],
    ['repeated parameters', 'type=van&type=bus', { type: ['van', 'bus'] }],
    ['unknown values dropped', 'fuel=diesel,coal,,DIESEL', { fuel: ['diesel'] }],
    ['repeats dropped', 'status=sold,sold&status=sold', { status: ['sold'], includeSold: true }],
    [
      'a filter on sold shows sold vehicles',
      'status=active,sold',
      { status: ['active', 'sold'], includeSold: true },
    ],
    [
      'compliance states',
      'compliance=in_order,overdue,missing,ok',
      { compliance: ['missing', 'overdue', 'in_order'] },
    ],
    ['sort with direction', 'sort=odometer&dir=desc', { sort: { by: 'odometer', dir: 'desc' } }],
    ['sort without direction is ascending', 'sort=due', { sort: { by: 'nextDue', dir: 'asc' } }],
    ['an unknown sort falls back to the plate', 'sort=price&dir=up', {}],
    ['a direction alone sorts the plates', 'dir=desc', { sort: { by: 'registration', dir: 'desc' } }],
    ['sold vehicles only with sold=1', 'sold=1', { includeSold: true }],
    ['sold=true is not a switch', 'sold=true', {}],
    ['a client id', `client=${clientId.toUpperCase()}`, { clientId }],
    ['a client that is not an id', 'client=1%20OR%201=1', {}],
    ['unrelated parameters ignored', 'tab=history&page=3', {}],
  ])('%s', (_name, query, expected) => {
    expect(parse(query)).toEqual({ ...registerUrl.empty, ...expected });
  });

  it('cuts an overlong search to 100 characters', () => {
    expect(parse(`q=${'x'.repeat(500)}`).search).toHaveLength(100);
  });
});

describe('registerUrl.serialize', () => {
  it.each<[string, Partial<RegisterUrlState>, string]>([
    ['the plain register has no parameters', {}, ''],
    ['a blank search is left out', { search: '   ' }, ''],
    ['the search', { search: 'AB 12' }, 'q=AB+12'],
    [
      'filters in canonical order',
      { status: ['sold', 'active'], fuel: ['electric'] },
      'status=active%2Csold&fuel=electric',
    ],
    ['the default sort is left out', { sort: { by: 'registration', dir: 'asc' } }, ''],
    ['an ascending sort has no direction', { sort: { by: 'year', dir: 'asc' } }, 'sort=year'],
    ['a descending sort', { sort: { by: 'makeModel', dir: 'desc' } }, 'sort=make&dir=desc'],
    ['the plates backwards', { sort: { by: 'registration', dir: 'desc' } }, 'sort=plate&dir=desc'],
    ['sold vehicles', { includeSold: true }, 'sold=1'],
    ['a client', { clientId }, `client=${clientId}`],
    ['a malformed client is left out', { clientId: 'nope' }, ''],
  ])('%s', (_name, state, expected) => {
    expect(serialize(state)).toBe(expected);
  });

  it("keeps the address's other parameters and replaces its own", () => {
    expect(serialize({ search: 'van' }, 'tab=history&q=old&status=sold')).toBe('tab=history&q=van');
  });
});

describe('round trip', () => {
  it.each([
    'q=Toyota',
    'status=active%2Cin_workshop&type=van&fuel=diesel%2Celectric&compliance=overdue',
    'sort=odometer&dir=desc&sold=1',
    `q=%C3%86%C3%98%C3%85&client=${clientId}`,
  ])('%s reads back to the same address', (query) => {
    expect(registerUrl.serialize(parse(query)).toString()).toBe(query);
  });

  it('garbage reads to a state that writes a clean address', () => {
    const query = 'status=;drop&type=&fuel=%E2%80%8B&sort=&dir=sideways&sold=yes&client=x&q=';
    expect(registerUrl.serialize(parse(query)).toString()).toBe('');
  });
});

describe('filter helpers', () => {
  const busy: RegisterUrlState = {
    ...registerUrl.empty,
    search: 'AB',
    status: ['active', 'sold'],
    fuel: ['diesel'],
    includeSold: true,
    clientId,
    sort: { by: 'year', dir: 'desc' },
  };

  it('counts each chosen value, the sold switch and the client', () => {
    expect(registerUrl.activeCount(registerUrl.empty)).toBe(0);
    expect(registerUrl.activeCount(busy)).toBe(5);
  });

  it('clears search and filters but keeps the sort', () => {
    expect(clearFilters(busy)).toEqual({ ...registerUrl.empty, sort: { by: 'year', dir: 'desc' } });
  });
});

describe('"Show sold" and the Status filter agree', () => {
  it.each<[string, Partial<RegisterUrlState>, boolean, Partial<RegisterUrlState>]>([
    ['on: sold vehicles shown', {}, true, { includeSold: true }],
    ['on keeps the statuses', { status: ['active'] }, true, { status: ['active'], includeSold: true }],
    [
      'off drops a filter on sold',
      { status: ['active', 'sold'], includeSold: true },
      false,
      { status: ['active'], includeSold: false },
    ],
    ['off with no status filter', { includeSold: true }, false, { includeSold: false }],
  ])('%s', (_name, state, on, expected) => {
    expect(withIncludeSold({ ...registerUrl.empty, ...state }, on)).toEqual({
      ...registerUrl.empty,
      ...expected,
    });
  });

  it('offers "Sold" in the Status filter only while sold vehicles are shown', () => {
    expect(statusFilterOptions(false)).not.toContain('sold');
    expect(statusFilterOptions(true)).toContain('sold');
    expect(statusFilterOptions(false)).toHaveLength(statusFilterOptions(true).length - 1);
  });
});
