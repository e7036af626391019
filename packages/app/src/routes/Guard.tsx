import { SpinnerGuard, type GuardState } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess, type AccessDecision } from '../access/decideAccess';
import { areaOf } from './registry';
import { useSession } from '../data/session';
import { UserUnavailable } from '../pages/UserUnavailable';

/** The app's decision in the kit's SpinnerGuard terms. */
export function toGuardState(decision: AccessDecision): GuardState {
  if (decision.type === 'spinner') return 'loading';
  return decision.type === 'redirect' ? 'blocked' : 'allowed';
}

/**
 * Carries out decideAccess for the current location: the spinner while the user is unknown,
 * nothing plus a history-replacing redirect, or the page.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { session, failed, retry } = useSession();
  if (failed && areaOf(pathname) !== 'public') return <UserUnavailable onRetry={retry} />;
  const decision = decideAccess(pathname, session);
  return (
    <>
      <SpinnerGuard state={toGuardState(decision)}>{children}</SpinnerGuard>
      {decision.type === 'redirect' && <Navigate to={decision.to} replace />}
    </>
  );
}
