import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTasksState, serializeTasksState, type TasksUrlState } from './urlState';

/**
 * The tasks page's filters, kept in the address: a reload or a shared link (a dashboard tile's)
 * shows the same list, and Back undoes a filter choice. As the register's useRegisterUrlState.
 */
export function useTasksUrlState(): {
  state: TasksUrlState;
  update: (next: TasksUrlState) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTasksState(params), [params]);
  // The address as last written, so that two quick changes build on each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (next: TasksUrlState) => {
      const current = latest.current;
      const written = serializeTasksState(next, current);
      if (written.toString() === current.toString()) return;
      latest.current = written;
      setParams(written, { preventScrollReset: true });
    },
    [setParams],
  );
  return { state, update };
}
