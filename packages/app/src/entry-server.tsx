/**
 * The app's server bundle (`vite build --ssr src/entry-server.tsx`, into dist/.ssr/): renders the
 * page of a URL to HTML with its styles, for the server to send and the browser to hydrate
 * (docs/decisions/first-paint.md). It builds the same tree as bootstrap.tsx from the same inputs
 * (boot data, cookies), so the browser's first render matches it.
 */
import type { PageRenderer, PageRenderRequest, PageRenderResult, User } from '@vognpark/server';
import { isLocale, matchLocale, type Locale } from '@vognpark/ui';
import { isValidElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { decideAccess } from './access/decideAccess';
import { AppProviders } from './AppProviders';
import type { Boot } from './boot/readBoot';
import { currentUserKey } from './data/auth';
import { Connection } from './data/connection';
import { createAppQueryClient } from './data/queryClient';
import { createAppTRPCClient, type AppRouter } from './data/trpc';
import { loadMessages } from './i18n/loadMessages';
import { localeCookieName, readCookie } from './i18n/localeCookie';
import { pickStartLocale } from './i18n/pickStartLocale';
import { areaOf, roleAreas } from './routes/registry';
import { routes } from './routes/router';
import { sessionFromUser } from './data/session';
import type { Runtime } from './runtime';
import { sidebarStartState } from './shell/sidebarStart';

/** The route modules, by their Vite manifest key, to name the chunks a page needs. */
const routeModules = import.meta.glob<Record<string, unknown>>([
  './shell/ShellLayout.tsx',
  './pages/LoginPage.tsx',
  './pages/*/*.tsx',
  '!./pages/*/*View.tsx',
  '!./pages/*/*.{test,stories}.tsx',
  '!./pages/FirstPassword/*',
]);

let componentKeys: Promise<Map<unknown, string>> | undefined;

/** Each route module's exported components -> the module's manifest key (`src/pages/…`). */
function loadComponentKeys(): Promise<Map<unknown, string>> {
  componentKeys ??= (async () => {
    const keys = new Map<unknown, string>();
    for (const [file, load] of Object.entries(routeModules)) {
      const key = `src/${file.slice(2)}`;
      const exports = await load();
      if (exports.default) keys.set(exports.default, key);
      for (const value of Object.values(exports)) if (!keys.has(value)) keys.set(value, key);
    }
    return keys;
  })();
  return componentKeys;
}

/** The Accept-Language header's languages, best first. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language the browser will start in (bootstrap.tsx's startLanguage with the request's inputs). */
function startLocale(request: PageRenderRequest): Locale {
  const browser = matchLocale(acceptedLanguages(request.acceptLanguage));
  return pickStartLocale({
    cookie: readCookie(request.cookie ?? '', localeCookieName),
    serverLanguage: request.boot.settings?.language ?? request.boot.user?.language,
    browserLanguages: browser ? [browser] : [],
  }).locale;
}

/**
 * A runtime for one render: the boot data in a fresh query cache, a socket that is never opened
 * and no tab channel. Queries are not run on the server (React Query fetches in effects), so data
 * pages render their loading state.
 */
function serverRuntime(boot: Boot): Runtime {
  const queryClient = createAppQueryClient({ onUnauthorized: () => {} });
  const connection = new Connection({ url: boot.config.WS_URL });
  const trpcClient = createAppTRPCClient(connection);
  queryClient.setQueryData(currentUserKey, boot.user);
  const language = boot.settings?.language;
  if (boot.user && isLocale(language)) {
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
    queryClient.setQueryData(trpc.my.getUserSettings.queryKey(), { language });
  }
  const nothing = async () => {};
  return {
    boot,
    queryClient,
    connection,
    trpcClient,
    authChannel: { post: () => {}, listen: () => () => {}, close: () => {} },
    navigate: () => {},
    signedIn: () => {},
    signOut: nothing,
    endSession: nothing,
    dispose: () => {},
  };
}

const handler = createStaticHandler(routes);
const shellAreas = new Set<string>(Object.values(roleAreas));

/** Renders one page request (see PageRenderer in the server's boot.ts). */
export async function render(request: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(request.url, request.boot.config.APP_URL || 'http://localhost');
  const boot: Boot = {
    config: request.boot.config,
    user: request.boot.user,
    settings: request.boot.settings,
  };
  const locale = startLocale(request);
  const messages = await loadMessages(locale);
  const context = await handler.query(new Request(url));
  const keys = await loadComponentKeys();
  // The language's messages are a chunk of their own, English too (i18n/loadMessages.ts).
  const modules = [`src/messages/${messages.locale}.ts`];
  if (!(context instanceof Response))
    for (const match of context.matches) {
      // react-router keeps a route's Component as `element` (createElement(Component)).
      const route = match.route as { Component?: ComponentType | null; element?: unknown };
      const element = isValidElement(route.element) ? route.element.type : undefined;
      const key = keys.get(route.Component ?? element);
      if (key && !modules.includes(key)) modules.push(key);
    }
  const leftToBrowser: PageRenderResult = { html: null, head: '', lang: messages.locale, modules };
  if (context instanceof Response) return leftToBrowser;

  // What the guard would not render at once (a redirect) stays the browser's, as without this bundle.
  const decision = decideAccess(url.pathname, sessionFromUser(boot.user));
  if (decision.type !== 'render') return leftToBrowser;
  const user: User | null = boot.user ?? null;
  if (user?.mustChangePassword === true && shellAreas.has(areaOf(url.pathname))) return leftToBrowser;

  const runtime = serverRuntime(boot);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders
            runtime={runtime}
            messages={messages}
            shellStart={{ sidebarExpanded: sidebarStartState(request.cookie) }}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return { html, head: sheet.getStyleTags(), lang: messages.locale, modules };
  } finally {
    sheet.seal();
    runtime.queryClient.clear();
  }
}

export default { render } satisfies PageRenderer;
