import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * True in the browser once the page is hydrated; false on the server and in the render that
 * hydrates (so both render the same). For what must never be in the server's HTML: a chart's
 * chunk, a part that reads the browser's size.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
