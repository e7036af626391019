import { Spinner } from '@vognpark/ui';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { pageRoutes } from '../access/routes';
import { RouteError } from '../pages/RouteError';
import type { PageHandle } from '../pages/useRouteTitle';
import { ConnectionBanner } from '../shell/ConnectionBanner';
import { Guard } from './Guard';
import { SessionEffects } from './SessionEffects';

/** Everything above the pages: the connection banner, the session's effects and the guard. */
function Root() {
  return (
    <>
      <ConnectionBanner />
      <SessionEffects />
      <Guard>
        <Outlet />
      </Guard>
    </>
  );
}

const areaPage = async () => ({ Component: (await import('../pages/AreaPage')).AreaPage });

/**
 * Every route of SPEC.md section 2, each page its own lazily loaded chunk (the area pages share
 * one), the admin, manager and client pages inside the default layout.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    HydrateFallback: Spinner,
    children: [
      {
        path: '/',
        handle: { title: { app: 'app.landing.title' } } satisfies PageHandle,
        lazy: async () => ({ Component: (await import('../pages/LandingPage')).LandingPage }),
      },
      {
        path: '/auth/login',
        handle: { title: { app: 'app.login.title' } } satisfies PageHandle,
        lazy: async () => ({ Component: (await import('../pages/LoginPage')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('../shell/ShellLayout')).ShellLayout }),
        children: pageRoutes
          .filter((route) => route.area === 'admin' || route.area === 'manager' || route.area === 'client')
          .map((route) => ({
            path: route.path,
            handle: { title: route.title } satisfies PageHandle,
            lazy: areaPage,
          })),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

/** The app's data router in the browser. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
