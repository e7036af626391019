import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WorkListUrl, WorkListUrlState } from './listUrlState';

/**
 * A work list's filters kept in the address (react-router's search params): a reload or a shared
 * link shows the same list, and each choice is a history entry that Back undoes.
 */
export function useListUrlState<S extends string, K extends string>(
  url: WorkListUrl<S, K>,
): {
  state: WorkListUrlState<S, K>;
  update: (next: WorkListUrlState<S, K>) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => url.parse(params), [url, params]);

  // The address as last written, so that two changes in a row build on each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (next: WorkListUrlState<S, K>) => {
      const current = latest.current;
      const written = url.serialize(next, current);
      if (written.toString() === current.toString()) return;
      latest.current = written;
      setParams(written, { preventScrollReset: true });
    },
    [url, setParams],
  );

  return { state, update };
}
