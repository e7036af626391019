import { AppLayout, Sidebar, SubscriptionPrompt, adminMenu, managerMenu, type MenuEntry } from '@vognpark/ui';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useNavBadges } from '../data/queries';
import { useSession } from '../data/session';
import { useLanguage } from '../i18n/LanguageProvider';
import { useChooseLanguage } from '../i18n/useChooseLanguage';
import { useRuntime } from '../runtime';
import { accountPath } from './accountPath';
import { RouterLink } from './RouterLink';
import { sidebarUser } from './sidebarUser';

/** The app's version, shown (hidden) in the sidebar footer. */
export const appVersion: string = import.meta.env.VITE_APP_VERSION ?? '0.0.0';

const menus: Record<string, readonly MenuEntry[]> = { admin: adminMenu, manager: managerMenu };

/**
 * The default layout of every /admin and /manager page: the sidebar with the role's menu, badges
 * and account block, the (hidden) search header, and the subscription prompt.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const runtime = useRuntime();
  const { user } = useSession();
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage(user !== null);
  const badges = useNavBadges(user?.role).data;
  // SPEC.md section 2: the prompt shows only when this local flag is false; it starts true.
  const [subscriptionCompleted, setSubscriptionCompleted] = useState(true);

  // The guard renders this layout only for a signed-in user of the right role.
  if (!user) return null;
  const account = accountPath(user.role);

  return (
    <>
      <AppLayout
        sidebar={
          <Sidebar
            entries={menus[user.role] ?? []}
            currentPath={pathname}
            user={sidebarUser(user)}
            locale={locale}
            badges={badges}
            linkComponent={RouterLink}
            onLocaleChange={(next) => void chooseLanguage(next)}
            onMyAccount={account ? () => navigate(account) : undefined}
            onSignOut={() => void runtime.signOut()}
            version={appVersion}
          />
        }
      >
        <Outlet />
      </AppLayout>
      <SubscriptionPrompt
        open={!subscriptionCompleted}
        onGetSubscription={() => {
          setSubscriptionCompleted(true);
          navigate('/manager/account');
        }}
        onCancel={() => setSubscriptionCompleted(true)}
      />
    </>
  );
}

export default ShellLayout;
