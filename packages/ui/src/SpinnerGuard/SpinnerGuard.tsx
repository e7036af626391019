import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';

/**
 * Where a guard stands for the content it wraps: not decided yet, not to be shown (the host is
 * sending the person elsewhere, or shows something else), or to be shown.
 */
export type GuardState = 'loading' | 'blocked' | 'allowed';

export interface SpinnerGuardProps {
  /** The guard's state; the host decides it (and navigates away itself when `blocked`). */
  state: GuardState;
  /** The protected content, rendered only when `allowed`. */
  children?: ReactNode;
  /** What the spinner says while loading; "Loading…" in the active language when left out. */
  spinnerLabel?: ReactNode;
}

/**
 * Renders a guard's state: the centred full-height spinner while loading, nothing at all when
 * blocked, the children when allowed. The choice is made during render, so protected children
 * never render, not even for one frame, unless the state is `allowed`.
 */
export function SpinnerGuard({ state, children, spinnerLabel }: SpinnerGuardProps) {
  switch (state) {
    case 'loading':
      return <Spinner label={spinnerLabel} />;
    case 'blocked':
      return null;
    case 'allowed':
      return <>{children}</>;
  }
}
