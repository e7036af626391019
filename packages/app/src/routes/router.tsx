import { Spinner } from '@vognpark/ui';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { needMessages } from '../i18n/messageCatalog';
import { RouteError } from '../pages/RouteError';
import type { PageHandle } from '../pages/useRouteTitle';
import { ConnectionBanner } from '../shell/ConnectionBanner';
import { ShellLayout } from '../shell/ShellLayout';
import { Guard } from './Guard';
import { pages, roleAreas, type PageRow } from './registry';
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

const shellAreas = new Set<string>(Object.values(roleAreas));

/** A registry row as a route: its title in the handle, its page loaded on first visit. */
function toRoute(page: PageRow): RouteObject {
  return {
    path: page.path,
    handle: { title: page.title, messages: page.messages } satisfies PageHandle,
    // The page's messages with its code: it renders with its strings, never their ids.
    lazy: async () => {
      const [module] = await Promise.all([page.page(), needMessages(page.messages)]);
      return { Component: module.default };
    },
  };
}

/**
 * The router, derived from the route registry: every page its own lazily loaded chunk (pages that
 * share a component share its chunk); the pages of the role areas inside the shell layout.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    HydrateFallback: Spinner,
    children: [
      ...pages.filter((page) => !shellAreas.has(page.area)).map(toRoute),
      {
        // Part of the start chunk, not a lazy route: every signed-in page shows it, and as a chunk
        // of its own it came as a dozen small files (docs/decisions/first-paint.md, "Few files").
        Component: ShellLayout,
        children: [
          ...pages.filter((page) => shellAreas.has(page.area)).map(toRoute),
          // A path that is no page under a signed-in area: "not found" inside the shell.
          ...['/admin/*', '/manager/*'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('../pages/NotFoundPage/NotFoundPage')).ShellNotFoundPage,
            }),
          })),
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

/** The app's data router in the browser. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
