import { Spinner, SpinnerGuard, type GuardState } from '@vognpark/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess, type AccessDecision } from '../access/decideAccess';
import { needMessages } from '../i18n/messageCatalog';
import { areaOf, roleAreas } from './registry';
import { useSession } from '../data/session';
import { UserUnavailable } from '../pages/UserUnavailable';

const shellAreas = new Set<string>(Object.values(roleAreas));

/**
 * The password screen of a one-time password: rare, and never rendered by the server
 * (entry-server.tsx leaves that case to the browser), so it loads when needed, not with every
 * first page; bootstrap.tsx starts loading it early when the boot data says it will be needed.
 */
export const loadFirstPassword = () =>
  Promise.all([import('../pages/FirstPassword/FirstPassword'), needMessages(['accounts'])]).then(
    ([module]) => module,
  );
const FirstPassword = lazy(() => loadFirstPassword().then((module) => ({ default: module.FirstPassword })));

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
  const { session, user, failed, retry } = useSession();
  if (failed && areaOf(pathname) !== 'public') return <UserUnavailable onRetry={retry} />;
  const decision = decideAccess(pathname, session);
  // A one-time password must be replaced before any page of the role areas shows (docs/accounts.md).
  if (decision.type === 'render' && user?.mustChangePassword === true && shellAreas.has(areaOf(pathname)))
    return (
      <Suspense fallback={<Spinner />}>
        <FirstPassword />
      </Suspense>
    );
  return (
    <>
      <SpinnerGuard state={toGuardState(decision)}>{children}</SpinnerGuard>
      {decision.type === 'redirect' && <Navigate to={decision.to} replace />}
    </>
  );
}
