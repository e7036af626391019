import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. On the server and in the hydrating render it
 * is `false` (what the server rendered), then the browser's answer right after, so hydration
 * matches; a page rendered in the browser alone has the right answer from its first render.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
    () => false,
  );
}
