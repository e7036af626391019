/**
 * The detail drawer's place in the address: `?task=<id>` (or `?inspection=<id>`) beside the
 * page's filters, so a task can be linked, reloaded and closed with Back.
 */
import { addressId } from '../../routes/addressId';

/** The id the address names under `name`, or null when there is none or it is not an id. */
export function readDetailId(params: URLSearchParams, name: string): string | null {
  return addressId(params.get(name)?.trim());
}

/** A copy of `params` (its other parameters kept) naming `id` under `name`, or without it (null). */
export function withDetailId(params: URLSearchParams, name: string, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(name, id);
  else next.delete(name);
  return next;
}

/** The link that opens `id`'s detail on the page at `pathname` with its filters kept. */
export function detailHref(pathname: string, params: URLSearchParams, name: string, id: string): string {
  return `${pathname}?${withDetailId(params, name, id).toString()}`;
}
