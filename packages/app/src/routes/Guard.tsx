import { SpinnerGuard, type GuardDecision } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess, type AccessDecision } from '../access/decideAccess';
import { areaOf } from '../access/routes';
import { useSession } from '../data/session';
import { UserUnavailable } from '../pages/UserUnavailable';

/** The app's decision in the kit's SpinnerGuard terms. */
export function toGuardDecision(decision: AccessDecision): GuardDecision {
  return decision.type === 'spinner' ? { type: 'loading' } : decision;
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
      <SpinnerGuard decision={toGuardDecision(decision)}>{children}</SpinnerGuard>
      {decision.type === 'redirect' && <Navigate to={decision.to} replace />}
    </>
  );
}
