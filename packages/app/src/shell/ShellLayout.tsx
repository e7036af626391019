import type { User } from '@vognpark/server/areas/accounts';
import { AppLayout, Sidebar, SidebarAccount, SidebarVersion, SubscriptionPrompt } from '@vognpark/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useNavBadges } from '../data/queries';
import { useSession } from '../data/session';
import { useLanguage } from '../i18n/LanguageProvider';
import { useChooseLanguage } from '../i18n/useChooseLanguage';
import { useTitleText } from '../pages/useRouteTitle';
import { accountPath } from '../routes/registry';
import { useRuntime } from '../runtime';
import { RouterLink } from './RouterLink';
import { sidebarMenu } from './sidebarMenu';
import { useColorSchemeChoice } from './colorScheme';
import { useShellSidebarExpanded } from './sidebarStart';
import { sidebarUser } from './sidebarUser';

/** The app's version, shown (hidden) in the sidebar footer. */
export const appVersion: string = import.meta.env.VITE_APP_VERSION ?? '0.0.0';

/**
 * The notification panel is present but hidden (docs/architecture.md, the shell). It joins the sidebar once the browser is
 * idle after the page showed, so its code is not part of the first page: the server renders the
 * sidebar without it, and hydration matches (docs/decisions/first-paint.md, "Initial JS").
 */
function useHiddenNotifications(): ReactNode {
  const [panel, setPanel] = useState<ReactNode>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      void import('./HiddenNotifications').then(
        ({ HiddenNotifications }) => {
          if (active) setPanel(<HiddenNotifications />);
        },
        (error: unknown) => console.error('The notification panel could not be loaded', error),
      );
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => {
        active = false;
        cancelIdleCallback(id);
      };
    }
    const id = setTimeout(load, 200);
    return () => {
      active = false;
      clearTimeout(id);
    };
  }, []);
  return panel;
}

/** The kit's own state keeping is off: the app passes `expanded`. */
const noOwnState = { storage: null, window: null };

/**
 * The sidebar of the role areas: the role's menu (from the route registry), badges and account
 * block. It keeps the sidebar's state and polls the badges itself, so that a toggle or a new count
 * renders the sidebar only, never the page beside it.
 */
function ShellSidebar({ user }: { user: User }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const runtime = useRuntime();
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage(true);
  const formatTitle = useTitleText();
  const badges = useNavBadges(user.role).data;
  // The app keeps the sidebar's state so the server can render it too (sidebarStart.ts).
  const sidebar = useShellSidebarExpanded();
  const notifications = useHiddenNotifications();
  const colorScheme = useColorSchemeChoice();
  const account = accountPath(user.role);
  const menu = sidebarMenu(user.role, pathname, formatTitle, badges);
  return (
    <Sidebar
      entries={menu.entries}
      activeId={menu.activeId}
      expanded={sidebar.expanded}
      onExpandedChange={sidebar.setExpanded}
      expandedOptions={noOwnState}
      linkComponent={RouterLink}
      account={
        <SidebarAccount
          user={sidebarUser(user)}
          locale={locale}
          onLocaleChange={(next) => void chooseLanguage(next)}
          colorScheme={colorScheme.choice}
          onColorSchemeChange={colorScheme.setChoice}
          onMyAccount={account ? () => navigate(account) : undefined}
          onSignOut={() => void runtime.signOut()}
        />
      }
      notifications={notifications}
      version={<SidebarVersion version={appVersion} hidden />}
    />
  );
}

/**
 * The page beside the sidebar, in a boundary of its own so that hydrating a served page takes the
 * shell first (docs/decisions/first-paint.md, "Interactive"). Nothing suspends on the server, so
 * the HTML is the page with React's boundary markers around it; hydrating, React commits the
 * sidebar with its links and leaves the page for the tasks after it, unless a click or a keypress
 * reaches the page before then: React then hydrates the page at once and hands it the event. On
 * client navigation the router loads a page's code before rendering it, so the (empty) fallback
 * never shows.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The default layout of every page of the role areas: the sidebar, the (hidden) search header,
 * and the subscription prompt.
 */
export function ShellLayout() {
  const navigate = useNavigate();
  const { user } = useSession();
  // The prompt shows only when this local flag is false; it starts true
  // (docs/decisions/access-rules.md, "Subscription prompt").
  const [subscriptionCompleted, setSubscriptionCompleted] = useState(true);

  // The guard renders this layout only for a signed-in user of the right role.
  if (!user) return null;

  return (
    <>
      <AppLayout sidebar={<ShellSidebar user={user} />}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </AppLayout>
      <SubscriptionPrompt
        open={!subscriptionCompleted}
        onGetSubscription={() => {
          setSubscriptionCompleted(true);
          navigate(accountPath('manager')!);
        }}
        onCancel={() => setSubscriptionCompleted(true)}
      />
    </>
  );
}

export default ShellLayout;
