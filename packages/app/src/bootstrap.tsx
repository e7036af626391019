import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isLocale, type Locale } from '@vognpark/ui';
import { AppProviders } from './AppProviders';
import { holdEarlyClicks } from './boot/holdEarlyClicks';
import { keepEarlyInput } from './boot/keepEarlyInput';
import { readBoot, type Boot } from './boot/readBoot';
import { readMessagesIsland } from './boot/readMessagesIsland';
import { hydrateQueryState } from './boot/readQueryState';
import { readShellStart } from './boot/shellStartData';
import { readLocaleCookie, writeLocaleCookie } from './i18n/localeCookie';
import { adoptMessageCatalog, startMessageCatalog, type MessageCatalog } from './i18n/messageCatalog';
import { pickStartLocale } from './i18n/pickStartLocale';
import { loadFirstPassword } from './routes/Guard';
import { createAppRouter, firstPageLoaded, setHydratingFirstPage } from './routes/router';
import { createRuntime } from './runtime';
import { colorSchemeStart, syncColorSchemeCookies } from './shell/colorScheme';
import { sidebarStartState, syncSidebarCookies } from './shell/sidebarStart';

/**
 * The language the cookie, the saved setting and the browser's languages pick; the server's saved
 * language becomes the cookie when there was none (docs/decisions/language-start-up.md).
 */
function pickAndKeepLanguage(boot: Boot): Locale {
  const picked = pickStartLocale({
    cookie: readLocaleCookie(),
    serverLanguage: boot.settings?.language ?? boot.user?.language,
    browserLanguages: navigator.languages,
  });
  if (picked.source === 'server') writeLocaleCookie(picked.locale);
  return picked.locale;
}

/**
 * The language to start in, and its core messages (only that language is downloaded; each page's
 * feature messages follow with the page). The catalog starts before this returns its promise, so
 * a page the router loads after it waits for the right language. Hydrating, the language is the
 * one the server rendered in (the same rule, its inputs) and the messages of the first screen came
 * with the HTML; the cookie is read and kept after the first commit then (`bootstrap`).
 */
export async function startLanguage(boot: Boot, rendered?: Locale): Promise<MessageCatalog> {
  const island = rendered ? readMessagesIsland(rendered) : null;
  const catalog = island
    ? adoptMessageCatalog({ locale: island.locale, messages: island.messages }, island.features)
    : await startMessageCatalog(rendered ?? pickAndKeepLanguage(boot));
  // Only when it changes: assigning `lang`, even its own value, makes Chromium match `:lang()`
  // again on every element, a full style recalculation of the served page before it hydrates
  // (docs/decisions/first-paint.md, "The fifth step").
  const { locale } = catalog.snapshot();
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  return catalog;
}

/** Resolves once the router has matched the first location and loaded its lazy route modules. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The attribute the server puts on #root when it holds server-rendered HTML: its language. */
export const renderedLocaleAttribute = 'data-ssr-lang';

/**
 * Starts the app: reads what the server embedded, loads the language and the first route's code
 * (lazy route modules matched by the URL load before the first render), and only then renders,
 * so a signed-in first paint is the shell at once. When the server rendered the page
 * (docs/decisions/first-paint.md), the same tree hydrates its HTML instead.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const boot = readBoot();
  // The password screen loads on demand (routes/Guard.tsx); the boot data says when it will show.
  if (boot.user?.mustChangePassword === true) void loadFirstPassword();
  const attribute = container.getAttribute(renderedLocaleAttribute);
  const rendered = isLocale(attribute) && container.firstElementChild !== null ? attribute : undefined;
  const hydrating = rendered !== undefined;
  // A control pressed while the page's code and messages load is clicked again once React has it.
  const earlyClicks = hydrating ? holdEarlyClicks(container) : undefined;
  // And text typed meanwhile reaches the field's component once React has the page.
  const earlyInput = hydrating ? keepEarlyInput(container) : undefined;
  // What the server rendered with, as the HTML carries it; else the cookies (read before
  // syncSidebarCookies, after the first commit), which are what the server saw unless the old
  // page changed them since.
  const shellStart = hydrating
    ? (readShellStart(container) ?? {
        sidebarExpanded: sidebarStartState(document.cookie),
        colorScheme: colorSchemeStart(document.cookie),
      })
    : undefined;
  const runtime = createRuntime(boot);
  // The answers the server rendered the page with: the hydrating render must show the same.
  if (hydrating) hydrateQueryState(runtime.queryClient);
  // The language first: the router's first page waits for its messages in that language.
  const language = startLanguage(boot, rendered);
  // Hydrating, the first page's code is not awaited before the shell hydrates (routes/router.tsx).
  setHydratingFirstPage(hydrating);
  const router = createAppRouter();
  runtime.navigate = (to) => void router.navigate(to, { replace: true });
  const [messages] = await Promise.all([language, routerReady(router)]).catch((error: unknown) => {
    earlyClicks?.release();
    throw error;
  });
  setHydratingFirstPage(false);
  // After the first commit, once React has left it (a microtask): the page may still wait in its
  // Suspense boundary (shell/ShellLayout.tsx), which React hydrates for an event only outside it.
  // And once the page's code is here (as the held presses, below).
  const releaseEarlyInput =
    earlyInput &&
    (() =>
      void firstPageLoaded()
        .catch(() => undefined)
        .then(() => setTimeout(earlyInput.release, 0)));
  // What the next page the server renders needs (the language's, the sidebar's and the theme's
  // cookies): recorded once the page is React's, in a task of its own, not before hydrating. Their
  // localStorage, window size and media query reads, and the cookie reads, are no part of the
  // first render; and a cookie read waits for the browser's network process, which at start is
  // busy with the page's files (one such read took 41 ms, the language's first read 7 ms;
  // docs/decisions/first-paint.md, "The fifth step", "The seventh step").
  const afterFirstCommit = () => {
    releaseEarlyInput?.();
    setTimeout(() => {
      if (hydrating) pickAndKeepLanguage(boot);
      syncSidebarCookies();
      syncColorSchemeCookies();
    }, 0);
  };
  const app = (
    <StrictMode>
      <AppProviders
        runtime={runtime}
        messages={messages}
        shellStart={shellStart}
        onMounted={afterFirstCommit}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(container, app);
    // A press held before hydration may be on the page, which hydrates once its code is here (its
    // Suspense boundary waits for it; routes/router.tsx): handed over then, in a task of its own so
    // that React has seen the code arrive and can hydrate the page for the press.
    void firstPageLoaded()
      .catch(() => undefined)
      .then(() => setTimeout(() => earlyClicks?.release(), 0));
  } else createRoot(container).render(app);
}
