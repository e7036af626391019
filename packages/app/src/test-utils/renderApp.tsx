import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import type { Boot } from '../boot/readBoot';
import { loadMessages } from '../i18n/loadMessages';
import { routes } from '../routes/router';
import { createRuntime } from '../runtime';
import { fakeBroadcastChannel, fakeFetch, SilentWebSocket } from './fakes';

/**
 * Renders the whole app (providers, data router with every route, guard, lazy pages) at a path,
 * with a fake server: `answers` per fetch URL, a WebSocket that never connects.
 */
export async function renderApp(
  path: string,
  boot: Boot,
  answers: Parameters<typeof fakeFetch>[0] = {},
  locale: Parameters<typeof loadMessages>[0] = 'en',
) {
  const { fetchFn, calls } = fakeFetch(answers);
  const runtime = createRuntime(boot, {
    fetch: fetchFn,
    WebSocket: SilentWebSocket as unknown as typeof WebSocket,
    BroadcastChannel: fakeBroadcastChannel(),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  runtime.navigate = (to) => void router.navigate(to, { replace: true });
  const messages = await loadMessages(locale);
  // The app's fetches go through the global fetch; point it at the fake (vi.unstubAllGlobals after).
  vi.stubGlobal('fetch', fetchFn);
  const view = render(
    <AppProviders runtime={runtime} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, runtime, calls };
}
