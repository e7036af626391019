import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { readBoot, type Boot } from './boot/readBoot';
import { readLocaleCookie, writeLocaleCookie } from './i18n/localeCookie';
import { loadMessages, type LoadedMessages } from './i18n/loadMessages';
import { pickStartLocale } from './i18n/pickStartLocale';
import { createAppRouter } from './routes/router';
import { createRuntime } from './runtime';

/** The language to start in, and its messages (only that language is downloaded). */
export async function startLanguage(boot: Boot): Promise<LoadedMessages> {
  const { locale, source } = pickStartLocale({
    cookie: readLocaleCookie(),
    serverLanguage: boot.settings?.language ?? boot.user?.language,
    browserLanguages: navigator.languages,
  });
  // The server's saved language becomes the cookie when there was none (docs/decisions/language-start-up.md).
  if (source === 'server') writeLocaleCookie(locale);
  const loaded = await loadMessages(locale);
  document.documentElement.lang = loaded.locale;
  return loaded;
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

/**
 * Starts the app: reads what the server embedded, hydrates it, loads the language and the first
 * route's code, and only then renders, so a signed-in first paint is the shell at once.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const boot = readBoot();
  const runtime = createRuntime(boot);
  const router = createAppRouter();
  runtime.navigate = (to) => void router.navigate(to, { replace: true });
  const [messages] = await Promise.all([startLanguage(boot), routerReady(router)]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders runtime={runtime} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
