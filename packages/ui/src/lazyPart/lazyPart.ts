import { useEffect, useSyncExternalStore } from 'react';

/**
 * Code a component needs only once someone uses it: an open menu, a shown tooltip, an open
 * dialog. It is fetched with a dynamic import, so the host's bundler puts it in a chunk of its
 * own, out of the page's first download (packages/ui/README.md, "What is not shown loads on
 * first use").
 */
export interface LazyPart<T> {
  /** Starts loading (once) and resolves with the module. A failed load is tried again next time. */
  load: () => Promise<T>;
  /** The module once loaded, else null. */
  current: () => T | null;
  /** Calls `listener` once the module has loaded. */
  subscribe: (listener: () => void) => () => void;
}

export function lazyPart<T>(loader: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (loaded) return Promise.resolve(loaded);
      pending ??= loader().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Loads a part ahead of need; a failure is left for the moment the part is really needed. */
export function prefetch(part: LazyPart<unknown>): void {
  part.load().catch(() => {});
}

/** Runs `callback` when the browser is next idle (soon, where it cannot tell); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

const notLoaded = () => null;

/**
 * The part's module for rendering, or null while it is not loaded. Always null on the server and
 * in the render that hydrates the server's HTML (the server never loads a part, so the two agree);
 * the component re-renders once the part is there. Unless `prefetchWhenIdle` is false, the part
 * starts loading once the browser is idle after the component mounted, so that it is there by the
 * time someone opens it.
 */
export function useLazyPart<T>(part: LazyPart<T>, prefetchWhenIdle = true): T | null {
  const module = useSyncExternalStore(part.subscribe, part.current, notLoaded);
  useEffect(() => {
    if (!prefetchWhenIdle || part.current()) return;
    return whenIdle(() => prefetch(part));
  }, [part, prefetchWhenIdle]);
  return module;
}
