/**
 * What a list page shows, kept in its address (docs/architecture.md, "A list's address"): each
 * page declares one schema, a parameter kind per field, and gets its reading, writing, links and
 * filter count from it; `useUrlState` keeps it in the address. Anything unknown or malformed in an
 * address is ignored, and defaults are left out, so that equal states give equal addresses and a
 * plain list a plain address.
 */
import { addressId } from './addressId';

/** One field of a page's address state: the parameters it owns, how it reads and writes them. */
export interface UrlParam<T> {
  /** The query parameters it owns (a sort owns `sort` and `dir`). */
  names: readonly string[];
  /** Its value when the address says nothing. */
  empty: T;
  read: (params: URLSearchParams) => T;
  /** Writes the value into `params` (its own names already deleted); the empty value writes nothing. */
  write: (params: URLSearchParams, value: T) => void;
  /** How many filters it sets, for "Clear All" and the count (a search or a sort: none). */
  filters: (value: T) => number;
}

/** "dueSoon", "due-soon" and "DUE_SOON" all name the server's `due_soon`. */
export function canonicalValue(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/**
 * Several of `allowed` (`status=open,in_progress`, or the parameter repeated), in the order of
 * `allowed`; unknown values and repeats dropped, other spellings of a value read (`canonicalValue`).
 */
export function valuesParam<T extends string>(name: string, allowed: readonly T[]): UrlParam<T[]> {
  return {
    names: [name],
    empty: [],
    read: (params) => {
      const given = new Set(
        params
          .getAll(name)
          .flatMap((value) => value.split(','))
          .map(canonicalValue),
      );
      return allowed.filter((value) => given.has(value));
    },
    write: (params, chosen) => {
      const values = allowed.filter((value) => chosen.includes(value));
      if (values.length) params.set(name, values.join(','));
    },
    filters: (chosen) => chosen.length,
  };
}

/** One of `allowed` (`state=overdue`), or null; another spelling of a value reads too. */
export function oneOfParam<T extends string>(name: string, allowed: readonly T[]): UrlParam<T | null> {
  const values = valuesParam(name, allowed);
  return {
    names: [name],
    empty: null,
    read: (params) => values.read(params)[0] ?? null,
    write: (params, value) => values.write(params, value ? [value] : []),
    filters: (value) => (value ? 1 : 0),
  };
}

/**
 * A record's id (`vehicle=<uuid>`), or one of `words` (`assignee=unassigned`); null when absent.
 * Whatever else someone typed there is ignored rather than sent to the server.
 */
export function idParam<W extends string = never>(
  name: string,
  words: readonly W[] = [],
): UrlParam<string | W | null> {
  const valid = (value: string | null | undefined): string | W | null =>
    words.find((word) => word === value) ?? addressId(value);
  return {
    names: [name],
    empty: null,
    read: (params) => valid(params.get(name)?.trim()),
    write: (params, value) => {
      const written = valid(value);
      if (written) params.set(name, written);
    },
    filters: (value) => (valid(value) ? 1 : 0),
  };
}

/** Free text (`q=…`), cut at `maxLength`; blank text writes nothing. Not counted as a filter. */
export function textParam(name: string, maxLength: number): UrlParam<string> {
  return {
    names: [name],
    empty: '',
    read: (params) => (params.get(name) ?? '').slice(0, maxLength),
    write: (params, text) => {
      if (text.trim()) params.set(name, text.slice(0, maxLength));
    },
    filters: () => 0,
  };
}

/** A switch that is on only as `name=1`. */
export function flagParam(name: string): UrlParam<boolean> {
  return {
    names: [name],
    empty: false,
    read: (params) => params.get(name) === '1',
    write: (params, on) => {
      if (on) params.set(name, '1');
    },
    filters: (on) => (on ? 1 : 0),
  };
}

export type UrlFields<S> = { readonly [K in keyof S]: UrlParam<S[K]> };

/** A page's address state, from its schema (`urlSchema`). */
export interface UrlSchema<S> {
  /** The page's path ("/manager/tasks"). */
  path: string;
  empty: S;
  /** The parameter names the page owns; any other parameter in the address is left alone. */
  paramNames: readonly string[];
  /** Reads the state from an address's query. */
  parse: (params: URLSearchParams) => S;
  /** Writes the state into a copy of `base` (its other parameters kept), defaults left out. */
  serialize: (state: S, base?: URLSearchParams) => URLSearchParams;
  /** The page's address with this state ("/manager/tasks?due=overdue"). */
  href: (state?: Partial<S>) => string;
  /** How many filters are set. */
  activeCount: (state: S) => number;
}

/**
 * The address state of the page at `path`, a parameter kind per field (written in the order
 * given). `settle` makes a read state agree with itself (the register: a filter on "sold" shows
 * sold vehicles).
 */
export function urlSchema<S extends object>(
  path: string,
  fields: UrlFields<S>,
  settle: (state: S) => S = (state) => state,
): UrlSchema<S> {
  const entries = Object.entries(fields) as [keyof S, UrlParam<S[keyof S]>][];
  const empty = Object.fromEntries(entries.map(([key, field]) => [key, field.empty])) as S;
  const paramNames = entries.flatMap(([, field]) => field.names);

  const parse = (params: URLSearchParams): S =>
    settle(Object.fromEntries(entries.map(([key, field]) => [key, field.read(params)])) as S);

  const serialize = (state: S, base = new URLSearchParams()): URLSearchParams => {
    const params = new URLSearchParams(base);
    for (const name of paramNames) params.delete(name);
    for (const [key, field] of entries) field.write(params, state[key]);
    return params;
  };

  const href = (state: Partial<S> = {}): string => {
    const query = serialize({ ...empty, ...state })
      .toString()
      .replaceAll('%2C', ',');
    return query ? `${path}?${query}` : path;
  };

  const activeCount = (state: S) =>
    entries.reduce((count, [key, field]) => count + field.filters(state[key]), 0);

  return { path, empty, paramNames, parse, serialize, href, activeCount };
}
