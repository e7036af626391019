import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';

/** What a guard decided for the current page: wait, go elsewhere, or show it. */
export type GuardDecision =
  /** Not known yet (the current user is loading): show the spinner. */
  | { type: 'loading' }
  /** The person may not see this page; the host navigates to `to`. Nothing is rendered. */
  | { type: 'redirect'; to: string }
  /** The person may see the page. */
  | { type: 'render' };

export interface SpinnerGuardProps {
  /** The decision to carry out; the guard does not navigate itself (the host does, on `redirect`). */
  decision: GuardDecision;
  /** The protected content, rendered only for `{ type: 'render' }`. */
  children?: ReactNode;
  /** What the spinner says while loading; "Loading…" in the active language when left out. */
  spinnerLabel?: string;
}

/**
 * Renders a guard's decision: the centred full-height spinner while loading, nothing at
 * all on a redirect, the children when the page may be shown. The choice is made during
 * render, so protected children never render, not even for one frame, unless the
 * decision is `render`.
 */
export function SpinnerGuard({ decision, children, spinnerLabel }: SpinnerGuardProps) {
  switch (decision.type) {
    case 'loading':
      return <Spinner label={spinnerLabel} />;
    case 'redirect':
      return null;
    case 'render':
      return <>{children}</>;
  }
}
