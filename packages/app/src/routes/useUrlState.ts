import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UrlSchema } from './urlSchema';

export interface UrlStateApi<S> {
  state: S;
  /**
   * A change of what the page shows. A deliberate choice (a filter, a chip removed, "Clear All", a
   * sort) is a new history entry, so Back undoes exactly that choice; `replace` is for typing in a
   * search box, so Back does not step through "A", "AB", "AB1"… but returns to the list as it was.
   */
  update: (change: Partial<S> | ((state: S) => S), options?: { replace?: boolean }) => void;
}

/**
 * A page's state kept in its address by its schema (react-router's search params): a reload or a
 * shared link shows the same list, and Back and Forward walk through the choices.
 */
export function useUrlState<S>(schema: UrlSchema<S>): UrlStateApi<S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => schema.parse(params), [schema, params]);

  // The address as last written. A change made right after another (a cleared search just after a
  // filter was chosen) must build on that one, not on the params of a render that has not happened
  // yet, or it would silently undo it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback<UrlStateApi<S>['update']>(
    (change, { replace = false } = {}) => {
      const current = latest.current;
      const before = schema.parse(current);
      const next = typeof change === 'function' ? change(before) : { ...before, ...change };
      const written = schema.serialize(next, current);
      // The same address again would add a history entry that Back seems to ignore.
      if (written.toString() === current.toString()) return;
      latest.current = written;
      setParams(written, { replace, preventScrollReset: true });
    },
    [schema, setParams],
  );

  return { state, update };
}
