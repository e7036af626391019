/**
 * The app's server bundle (`vite build --ssr src/entry-server.tsx`, into dist/.ssr/): renders the
 * page of a URL to HTML with its styles, for the server to send and the browser to hydrate
 * (docs/decisions/first-paint.md). It builds the same tree as bootstrap.tsx from the same inputs
 * (boot data, cookies), so the browser's first render matches it.
 */
import type { PageQuery, PageRenderer, PageRenderRequest, PageRenderResult } from '@vognpark/server';
import type { User } from '@vognpark/server/areas/accounts';
import { dehydrate } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import { isLocale, matchLocale, type Locale } from '@vognpark/ui';
import { isValidElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { decideAccess } from './access/decideAccess';
import { AppProviders } from './AppProviders';
import type { Boot } from './boot/readBoot';
import { shellStartData } from './boot/shellStartData';
import { currentUserKey } from './data/auth';
import { Connection } from './data/connection';
import { createAppQueryClient } from './data/queryClient';
import { createAppTRPCClient, type AppRouter } from './data/trpc';
import { loadMessages, messageFile, type LoadedMessages, type MessageFeature } from './i18n/loadMessages';
import type { MessagesIsland } from './boot/readMessagesIsland';
import { lazyLoadsSettled } from './lazy/lazyWithPrefetch';
import { localeCookieName, readCookie } from './i18n/localeCookie';
import { pickStartLocale } from './i18n/pickStartLocale';
import { areaOf, roleAreas } from './routes/paths';
import { keepAnswered, prefetchPageData } from './routes/pageData';
import { routes } from './routes/router';
import { sessionFromUser } from './data/session';
import type { Runtime } from './runtime';
import { colorSchemeStart } from './shell/colorScheme';
import { sidebarStartState } from './shell/sidebarStart';
import type { PageHandle } from './pages/useRouteTitle';

/** The route modules, by their Vite manifest key, to name the chunks a page needs. */
const routeModules = import.meta.glob<Record<string, unknown>>([
  './pages/LoginPage.tsx',
  './pages/*/*.tsx',
  '!./pages/*/*View.tsx',
  '!./pages/*/*.{test,stories}.tsx',
  '!./pages/FirstPassword/*',
  // The feature areas' pages (areas/<area>/area.ts `pages`).
  './areas/*/**/*.tsx',
  '!./areas/*/**/*View.tsx',
  '!./areas/*/**/*.{test,stories}.tsx',
]);

/** The module that loads the feature folders' messages in the browser (i18n/messageCatalog.ts). */
const featureLoader = 'src/i18n/featureMessages.ts';

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

/**
 * The language the browser will start in (bootstrap.tsx's startLanguage with the request's inputs).
 * The server asks before rendering, to send the page's head with `<html lang>` at once.
 */
export function pageLanguage(request: Pick<PageRenderRequest, 'boot' | 'cookie' | 'acceptLanguage'>): Locale {
  const browser = matchLocale(acceptedLanguages(request.acceptLanguage));
  return pickStartLocale({
    cookie: readCookie(request.cookie ?? '', localeCookieName),
    serverLanguage: request.boot.settings?.language ?? request.boot.user?.language,
    browserLanguages: browser ? [browser] : [],
  }).locale;
}

/**
 * How long a page waits for its data before it renders without it (its loading state, as the
 * browser would show it): the data saves the browser a round trip, it must not hold up the HTML.
 */
export const pageDataBudgetMs = 250;

/** A tRPC link that answers queries through the server's PageQuery (in process, no socket). */
function pageQueryLink(query: PageQuery): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(TRPCClientError.from(new Error(`A page renders with queries only, not ${op.type}`)));
          return;
        }
        query(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
      });
}

/**
 * A runtime for one render: the boot data in a fresh query cache, a socket that is never opened
 * and no tab channel. Effects do not run on the server, so a query that was not answered before
 * the render (pageData.ts) renders its loading state.
 */
function serverRuntime(boot: Boot, query: PageQuery | undefined): Runtime {
  const queryClient = createAppQueryClient({ onUnauthorized: () => {} });
  const connection = new Connection({ url: boot.config.WS_URL });
  const trpcClient: TRPCClient<AppRouter> = query
    ? createTRPCClient<AppRouter>({ links: [pageQueryLink(query)] })
    : createAppTRPCClient(connection);
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

/**
 * Each language's messages, merged once per process: merging the kit's and the app's (well over a
 * thousand entries) for every page cost more than rendering the page. They never change.
 */
const messagesByLocale = new Map<Locale, Promise<LoadedMessages>>();
function messagesOf(locale: Locale): Promise<LoadedMessages> {
  let loaded = messagesByLocale.get(locale);
  if (!loaded) {
    loaded = loadMessages(locale);
    messagesByLocale.set(locale, loaded);
    // English in its place (the language failed to load) is not kept: the next page tries again.
    void loaded.then((messages) => messages.locale !== locale && messagesByLocale.delete(locale));
  }
  return loaded;
}

/**
 * The messages the first screen of a page shows (the core ones, the kit's and the page's feature
 * folders'), per language and set of folders, once per process: they go into the HTML, so the
 * browser starts without importing their chunks (boot/readMessagesIsland.ts).
 */
const pageMessagesByKey = new Map<string, Promise<LoadedMessages>>();
function pageMessagesOf(locale: Locale, features: readonly MessageFeature[]): Promise<LoadedMessages> {
  const key = `${locale}:${[...features].sort().join(',')}`;
  let loaded = pageMessagesByKey.get(key);
  if (!loaded) {
    loaded = loadMessages(locale, undefined, features);
    pageMessagesByKey.set(key, loaded);
    void loaded.then((messages) => messages.locale !== locale && pageMessagesByKey.delete(key));
  }
  return loaded;
}

/** Renders after the first that wait for lazy parts (a part inside a lazy part needs a second). */
const maxLazyPasses = 3;

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
  const locale = pageLanguage(request);
  const messages = await messagesOf(locale);
  const context = await handler.query(new Request(url));
  const keys = await loadComponentKeys();
  // The language's messages are a chunk of their own, English too, and each feature's messages
  // another, which the page's route loads with it (i18n/loadMessages.ts).
  const messageModules = [`src/messages/${messages.locale}.ts`];
  const pageModules: string[] = [];
  const features: MessageFeature[] = [];
  if (!(context instanceof Response))
    for (const match of context.matches) {
      // react-router keeps a route's Component as `element` (createElement(Component)).
      const route = match.route as { Component?: ComponentType | null; element?: unknown };
      const element = isValidElement(route.element) ? route.element.type : undefined;
      const key = keys.get(route.Component ?? element);
      if (key && !pageModules.includes(key)) pageModules.push(key);
      for (const feature of (match.route.handle as PageHandle | undefined)?.messages ?? []) {
        if (features.includes(feature)) continue;
        features.push(feature);
        messageModules.push(`src/${messageFile(feature, messages.locale)}`);
      }
    }
  // And the code that loads them, else requested only once the entry has run.
  if (features.length > 0) messageModules.push(featureLoader);
  // Left to the browser, the page loads its messages itself: their chunks are preloaded with it.
  const leftToBrowser: PageRenderResult = {
    html: null,
    head: '',
    lang: messages.locale,
    modules: [...messageModules, ...pageModules],
  };
  if (context instanceof Response) return leftToBrowser;
  // The first screen's messages, for the HTML (below), loading while the page renders.
  const pageMessages = pageMessagesOf(messages.locale, features);

  // What the guard would not render at once (a redirect) stays the browser's, as without this bundle.
  const decision = decideAccess(url.pathname, sessionFromUser(boot.user));
  if (decision.type !== 'render') return leftToBrowser;
  const user: User | null = boot.user ?? null;
  if (user?.mustChangePassword === true && shellAreas.has(areaOf(url.pathname))) return leftToBrowser;

  const runtime = serverRuntime(boot, request.query);
  const { queryClient } = runtime;
  // What the first screen shows, so the HTML has it (and the browser no round trip to wait for).
  const answered = new Set<string>();
  if (user && request.query) {
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: runtime.trpcClient, queryClient });
    const cached = new Set(queryClient.getQueryCache().getAll());
    const wanted = prefetchPageData(url, user, trpc, queryClient);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(wanted),
      new Promise((resolve) => (timer = setTimeout(resolve, pageDataBudgetMs))),
    ]);
    clearTimeout(timer);
    for (const hash of keepAnswered(queryClient, cached)) answered.add(hash);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const shellStart = {
    sidebarExpanded: sidebarStartState(request.cookie),
    colorScheme: colorSchemeStart(request.cookie),
  };
  const renderPage = (sheet: ServerStyleSheet) =>
    renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders runtime={runtime} messages={messages} shellStart={shellStart}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  let sheet = new ServerStyleSheet();
  try {
    let html = renderPage(sheet);
    // A lazy part the page shows at once (a vehicle's tab in the address) met still loading is a
    // Suspense boundary left to the browser, which logs React's error #419 when it hydrates: render
    // again once its code is here (only the first page to show it in this process waits).
    for (let pass = 0; pass < maxLazyPasses && (await lazyLoadsSettled()); pass += 1) {
      sheet.seal();
      sheet = new ServerStyleSheet();
      html = renderPage(sheet);
    }
    // In the same tick as the render (nothing resolved in between): exactly the answers the HTML
    // shows. The browser puts them into its cache before it hydrates (bootstrap.tsx).
    const queryState =
      answered.size > 0
        ? superjson.serialize(
            dehydrate(queryClient, { shouldDehydrateQuery: (query) => answered.has(query.queryHash) }),
          )
        : null;
    // The first screen's messages come with the HTML (as its data does), not as chunks the
    // browser imports one after another before it can hydrate (first-paint.md, "Interactive").
    const firstScreen = await pageMessages;
    const island: MessagesIsland | null =
      firstScreen.locale === messages.locale ? { ...firstScreen, features } : null;
    return {
      html,
      head: sheet.getStyleTags(),
      lang: messages.locale,
      modules: island ? pageModules : [...messageModules, ...pageModules],
      queryState,
      messages: island,
      rootData: shellStartData(shellStart),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}

export default { render, pageLanguage } satisfies PageRenderer;
