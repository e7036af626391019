import {
  createElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The lazy components' loads not yet settled (the server renders again once they are: see below). */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once every lazy component's code that has started loading is there (or failed); false
 * when none was loading. The server renders a page again after it (entry-server.tsx): a lazy part
 * the page shows at once, such as the vehicle page's tab in the address, is then in the HTML, where
 * a render that met it still loading would have left its Suspense boundary to the browser (React's
 * error #419 on hydration).
 */
export async function lazyLoadsSettled(): Promise<boolean> {
  if (inFlight.size === 0) return false;
  await Promise.allSettled([...inFlight]);
  return true;
}

/** A component whose code loads on first use (its own chunk), with a way to fetch it sooner. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code, once; resolves when it is ready (also after a failed load: nothing is thrown). */
  prefetch: () => Promise<void>;
  displayName?: string;
}

export interface LazyOptions<P> {
  /**
   * Renders nothing, and loads nothing, until this is true for the first time; after that the
   * component stays mounted. For a drawer: `(props) => props.open`, so that its code loads when it
   * is first opened and it can still play its closing part (focus back to the opener) on close.
   */
  mountWhen?: (props: P) => boolean;
}

/**
 * `React.lazy` with a prefetch: `load` is a dynamic import, so the component is a chunk of its own
 * and not part of the page's. `prefetch()` on hover or focus of what opens it (the views'
 * `on…Intent` props), or `usePrefetchWhenIdle` after the page renders, has the chunk ready before
 * it is needed; then the component renders at once, with no fallback at all. If it is needed
 * sooner, nothing shows until the chunk arrives (no spinner flashing for a few milliseconds).
 * See docs/architecture.md, "Page chunks: what loads on first use".
 */
export function lazyWithPrefetch<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { mountWhen }: LazyOptions<P> = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (loading) return loading;
    const current = load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later use tries again
        throw error;
      },
    );
    loading = current;
    inFlight.add(current);
    const settled = () => inFlight.delete(current);
    current.then(settled, settled);
    return current;
  };

  const Inner = lazy(() => {
    if (!loaded) return start().then((component) => ({ default: component }));
    // Already here: a thenable that answers synchronously, so React.lazy resolves without
    // suspending (a Promise would answer a microtask later and show the fallback for a frame).
    const component = loaded;
    return {
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    } as unknown as Promise<{ default: ComponentType<P> }>;
  });

  function Lazy(props: P) {
    const wanted = mountWhen ? mountWhen(props) : true;
    const [mounted, setMounted] = useState(wanted);
    if (wanted && !mounted) setMounted(true);
    const [, setArrived] = useState(false);
    const show = wanted || mounted;
    useEffect(() => {
      if (!show || loaded) return;
      let current = true;
      // An ordinary update when the chunk arrives. Left to Suspense's own retry, React would hold
      // the content back until 300 ms after the (empty) fallback appeared.
      start().then(
        () => current && setArrived(true),
        () => {}, // React.lazy throws the failure to the error boundary
      );
      return () => {
        current = false;
      };
    }, [show]);
    if (!show) return null;
    return <Suspense fallback={null}>{createElement(Inner as unknown as ComponentType<P>, props)}</Suspense>;
  }
  // Memoised: a served part (the vehicle page's tab) whose code is still loading sits in a Suspense
  // boundary React has not hydrated yet, and a re-render reaching it then (the page's own, once it
  // has hydrated) makes React drop the served HTML and render the boundary's empty fallback until
  // the code comes, losing any press on it meanwhile. With the same props, the re-render stops here.
  const Memoised = memo(Lazy) as unknown as LazyComponent<P>;
  Memoised.prefetch = () =>
    start().then(
      () => {},
      () => {},
    );
  return Memoised;
}

/** Time after a page's first render when the browser has no idle callback (Safari). */
const idleFallbackMs = 1500;

/**
 * Prefetches lazy components once the page has rendered and the browser is idle: what the page
 * offers (its drawers) is then ready before the person reaches for it, keyboard and touch included.
 */
export function usePrefetchWhenIdle(...components: readonly Pick<LazyComponent<object>, 'prefetch'>[]): void {
  const [list] = useState(components);
  useEffect(() => {
    const prefetch = () => {
      for (const component of list) void component.prefetch();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(prefetch, idleFallbackMs);
    return () => window.clearTimeout(handle);
  }, [list]);
}
