import { Spinner } from '@vognpark/ui';
import { use, type ComponentType } from 'react';
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

/**
 * True while the browser prepares to hydrate the server's HTML (bootstrap.tsx): the page the
 * address names is then given to the router at once as a component its Suspense boundary
 * (shell/ShellLayout.tsx) waits for (`awaitingPage`), so the shell hydrates and answers clicks while the page's code
 * still downloads and evaluates (docs/decisions/first-paint.md, "Interactive"). On the server and
 * on every later navigation the router awaits the page's code before it renders it, as before, so
 * no boundary ever shows its fallback.
 */
let hydratingFirstPage = false;
/** The first page's code and messages, while the router has it as `awaitingPage`. */
let firstPage: Promise<unknown> = Promise.resolve();

export function setHydratingFirstPage(value: boolean): void {
  hydratingFirstPage = value;
}

/**
 * Resolves once the page the server rendered has its code (at once when it was awaited): what was
 * pressed or typed on the page before then can only reach it after that (bootstrap.tsx).
 */
export function firstPageLoaded(): Promise<unknown> {
  return firstPage;
}

/**
 * The page as a component that suspends until its module is here (React's `use`). The promise
 * carries its outcome (`status`, `value`) as soon as it settles, the way `use` reads it, so that a
 * press handed over after that (bootstrap.tsx) finds the page ready to hydrate at once rather than
 * one more turn away, which would lose the press.
 */
function awaitingPage(loading: Promise<{ default: ComponentType }>): ComponentType {
  const tracked = loading as Promise<{ default: ComponentType }> & { status?: string; value?: unknown };
  loading.then(
    (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return function FirstPage() {
    const { default: Page } = use(loading);
    return <Page />;
  };
}

/** A registry row as a route: its title in the handle, its page loaded on first visit. */
function toRoute(page: PageRow): RouteObject {
  return {
    path: page.path,
    handle: { title: page.title, messages: page.messages } satisfies PageHandle,
    // The page's messages with its code: it renders with its strings, never their ids.
    lazy: async () => {
      const loading = Promise.all([page.page(), needMessages(page.messages)]).then(([module]) => module);
      if (hydratingFirstPage && shellAreas.has(page.area)) {
        firstPage = loading;
        return { Component: awaitingPage(loading) };
      }
      return { Component: (await loading).default };
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
