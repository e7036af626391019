import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRegisterState, serializeRegisterState, type RegisterUrlState } from './urlState';

export interface RegisterUrlStateApi {
  state: RegisterUrlState;
  /**
   * Typing in the search box: replaces the current history entry, so Back does not step
   * through "A", "AB", "AB1"… but returns to the register as it was before the search.
   */
  setSearch: (search: string) => void;
  /**
   * A deliberate choice (a filter, a chip removed, "Clear All", a sort, the client): a new
   * history entry, so Back undoes exactly that choice.
   */
  update: (change: Partial<RegisterUrlState> | ((state: RegisterUrlState) => RegisterUrlState)) => void;
}

/**
 * The register's search, filters and sort, kept in the address (react-router's search params):
 * a reload or a shared link shows the same register, and Back and Forward walk through choices.
 */
export function useRegisterUrlState(): RegisterUrlStateApi {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseRegisterState(params), [params]);

  // The address as last written. A change made right after another (a cleared search just after a
  // filter was chosen) must build on that one, not on the params of a render that has not happened
  // yet, or it would silently undo it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const write = useCallback(
    (next: (state: RegisterUrlState) => RegisterUrlState, replace: boolean) => {
      const current = latest.current;
      const written = serializeRegisterState(next(parseRegisterState(current)), current);
      // The same address again would add a history entry that Back seems to ignore.
      if (written.toString() === current.toString()) return;
      latest.current = written;
      setParams(written, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (search: string) => write((current) => ({ ...current, search }), true),
    [write],
  );
  const update = useCallback<RegisterUrlStateApi['update']>(
    (change) =>
      write((current) => (typeof change === 'function' ? change(current) : { ...current, ...change }), false),
    [write],
  );

  return { state, setSearch, update };
}
