import { useCallback, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the component in charge of its own state. */
  value?: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Called with every change, controlled or not. */
  onChange?: ((next: T) => void) | undefined;
}

/**
 * The one controlled/uncontrolled state of the kit: `value`/`defaultValue`/`onValueChange`,
 * `open`/`defaultOpen`/`onOpenChange` and the like all go through it. Controlled when `value` is
 * given, so the owner decides; otherwise the component keeps the state itself and still reports
 * each change. Written here rather than taken from a library because none of the kit's
 * dependencies exports one (floating-ui keeps its equivalent internal).
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, setValue];
}
