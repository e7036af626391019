/**
 * The address of the compliance and inspections lists: which due states (`due`), which kinds
 * (`kind`) and which vehicle (`vehicle`) they show. `due` takes the server's state names
 * (`due=overdue,due_soon`), so the dashboard's tiles and the badges' areas can link to exactly
 * what they count; camel case and hyphens are read too (`due=dueSoon`, `due=due-soon`).
 */

import { readListSort, sortParamNames, writeListSort, type ListSort } from './listSort';
import { addressId } from '../../routes/addressId';

export interface WorkListUrlState<S extends string, K extends string> {
  due: S[];
  kind: K[];
  /** One vehicle's items, or null for the whole fleet. */
  vehicle: string | null;
  /** The chosen sort (`sort`, `dir`), or null for the list's default order (lists that sort). */
  sort?: ListSort<string> | null;
}

export interface WorkListUrl<S extends string, K extends string> {
  /** The page's path ("/manager/compliance"). */
  path: string;
  empty: WorkListUrlState<S, K>;
  /** The parameter names the page owns; any other parameter in the address is left alone. */
  paramNames: readonly string[];
  /** Reads the state from an address's query; anything unknown or malformed is ignored. */
  parse: (params: URLSearchParams) => WorkListUrlState<S, K>;
  /** Writes the state into a copy of `base` (its other parameters kept), defaults left out. */
  serialize: (state: WorkListUrlState<S, K>, base?: URLSearchParams) => URLSearchParams;
  /** The page's address with these filters ("/manager/compliance?due=overdue"). */
  href: (state?: Partial<WorkListUrlState<S, K>>) => string;
  /** How many filters are set. */
  activeCount: (state: WorkListUrlState<S, K>) => number;
  /** The columns the list can be sorted by (none: the address has no sort). */
  sorts: readonly string[];
}

const filterNames = ['due', 'kind', 'vehicle'] as const;

/** "dueSoon", "due-soon" and "DUE_SOON" all name the server's `due_soon`. */
export function canonicalValue(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** Known values of a multi-value parameter in the canonical order; `a,b` and `a&b` both read. */
function readSet<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map(canonicalValue),
  );
  return allowed.filter((value) => given.has(value));
}

/** The address state of a list whose rows have these due states and kinds (and these sorts). */
export function workListUrl<S extends string, K extends string>(
  path: string,
  states: readonly S[],
  kinds: readonly K[],
  sorts: readonly string[] = [],
): WorkListUrl<S, K> {
  const empty: WorkListUrlState<S, K> = {
    due: [],
    kind: [],
    vehicle: null,
    ...(sorts.length ? { sort: null } : {}),
  };
  const paramNames = sorts.length ? [...filterNames, ...sortParamNames] : filterNames;

  const parse = (params: URLSearchParams): WorkListUrlState<S, K> => {
    const vehicle = params.get('vehicle')?.trim() ?? '';
    return {
      due: readSet(params, 'due', states),
      kind: readSet(params, 'kind', kinds),
      vehicle: addressId(vehicle),
      ...(sorts.length ? { sort: readListSort(params, sorts) } : {}),
    };
  };

  const serialize = (state: WorkListUrlState<S, K>, base = new URLSearchParams()): URLSearchParams => {
    const params = new URLSearchParams(base);
    for (const name of paramNames) params.delete(name);
    const due = states.filter((value) => state.due.includes(value));
    if (due.length) params.set('due', due.join(','));
    const kind = kinds.filter((value) => state.kind.includes(value));
    if (kind.length) params.set('kind', kind.join(','));
    const vehicle = addressId(state.vehicle);
    if (vehicle) params.set('vehicle', vehicle);
    if (sorts.length) writeListSort(params, state.sort && sorts.includes(state.sort.by) ? state.sort : null);
    return params;
  };

  const href = (state: Partial<WorkListUrlState<S, K>> = {}): string => {
    const query = serialize({ ...empty, ...state })
      .toString()
      .replaceAll('%2C', ',');
    return query ? `${path}?${query}` : path;
  };

  const activeCount = (state: WorkListUrlState<S, K>) =>
    state.due.length + state.kind.length + (state.vehicle ? 1 : 0);

  return { path, empty, paramNames, parse, serialize, href, activeCount, sorts };
}
