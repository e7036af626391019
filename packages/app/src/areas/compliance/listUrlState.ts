/**
 * The address of the compliance and inspections lists: which due states (`due`), which kinds
 * (`kind`) and which vehicle (`vehicle`) they show. `due` takes the server's state names
 * (`due=overdue,due_soon`), so the dashboard's tiles and the badges' areas can link to exactly
 * what they count; camel case and hyphens are read too (`due=dueSoon`, `due=due-soon`).
 */

import { listSortParam, type ListSort } from './listSort';
import { idParam, urlSchema, valuesParam, type UrlFields, type UrlSchema } from '../../routes/urlSchema';

export interface WorkListUrlState<S extends string, K extends string> {
  due: S[];
  kind: K[];
  /** One vehicle's items, or null for the whole fleet. */
  vehicle: string | null;
  /** The chosen sort (`sort`, `dir`), or null for the list's default order (lists that sort). */
  sort?: ListSort<string> | null;
}

export interface WorkListUrl<S extends string, K extends string> extends UrlSchema<WorkListUrlState<S, K>> {
  /** The columns the list can be sorted by (none: the address has no sort). */
  sorts: readonly string[];
}

/** The address state of a list whose rows have these due states and kinds (and these sorts). */
export function workListUrl<S extends string, K extends string>(
  path: string,
  states: readonly S[],
  kinds: readonly K[],
  sorts: readonly string[] = [],
): WorkListUrl<S, K> {
  const fields = {
    due: valuesParam('due', states),
    kind: valuesParam('kind', kinds),
    vehicle: idParam('vehicle'),
    ...(sorts.length ? { sort: listSortParam(sorts) } : {}),
  } as UrlFields<WorkListUrlState<S, K>>;
  return { ...urlSchema(path, fields), sorts };
}
