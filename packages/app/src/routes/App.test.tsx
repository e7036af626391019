import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootWith, demoUsers, json } from '../test-utils/fakes';
import { renderApp } from '../test-utils/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A first visit loads the route's lazy modules, which Vite transforms on demand: slow on a busy machine.
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

/**
 * The alert that says something: the toast region's assertive live region is always on the page
 * too, empty until a toast arrives, so "the alert" is the one with text.
 */
const findAlert = () =>
  waitFor(() => {
    const spoken = screen.getAllByRole('alert').filter((alert) => alert.textContent?.trim());
    expect(spoken).toHaveLength(1);
    return spoken[0]!;
  });

describe('the guard in the app', () => {
  it('shows only the spinner while the current user is unknown', async () => {
    const { router } = await renderApp('/manager/tasks', bootWith(undefined), {
      '/api/auth/user': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/tasks');
  });

  it('asks the server who is signed in when the page did not say, then redirects a stranger', async () => {
    const { router, calls } = await renderApp('/manager/tasks', bootWith(undefined), {
      '/api/auth/user': () => json(200, { user: null }),
    });
    expect(await heading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(calls[0]).toMatchObject({ url: '/api/auth/user', init: { method: 'POST' } });
  });

  it.each(['/', '/manager/dashboard', '/admin/clients', '/manager/client'])(
    'sends a signed-out visit to %s to the login page, replacing the history entry',
    async (path) => {
      const { router } = await renderApp(path, bootWith(null));
      expect(await heading()).toHaveTextContent('Sign in');
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('says in words when the server cannot be reached, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderApp('/manager/tasks', bootWith(undefined), { '/api/auth/user': () => answer() });
    // The default retry (3, with backoff) runs first.
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 });
    expect(await findAlert()).toHaveTextContent('The server cannot be reached');
    answer = () => json(200, { user: null });
    await userEvent.click(retry);
    expect(await heading()).toHaveTextContent('Sign in');
  }, 20_000);

  it('renders a page outside the areas without any check', async () => {
    await renderApp('/somewhere/else', bootWith(undefined), {
      '/api/auth/user': () => new Promise(() => {}),
    });
    expect(await heading()).toHaveTextContent('Page not found');
  });
});

describe('the login page', () => {
  it.each([
    [401, { error: 'INVALID_CREDENTIALS' }, 'Incorrect e-mail or password. Check them and try again.'],
    [429, { error: 'TOO_MANY_ATTEMPTS' }, 'Too many sign-in attempts. Wait a minute, then try again.'],
    [500, { error: 'INTERNAL_SERVER_ERROR' }, 'Sign-in failed. Try again in a moment.'],
  ])('says what went wrong on %i', async (status, body, text) => {
    await renderApp('/auth/login', bootWith(null), { '/api/auth/login': () => json(status, body) });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findAlert()).toHaveTextContent(text);
  });

  it('says so when the server cannot be reached', async () => {
    await renderApp('/auth/login', bootWith(null), {});
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findAlert()).toHaveTextContent('The server cannot be reached.');
  });

  it('is translated', async () => {
    await renderApp('/auth/login', bootWith(null), {}, 'da');
    expect(await heading()).toHaveTextContent('Log ind');
    expect(screen.getByLabelText('Adgangskode')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log ind · Vognpark'));
  });

  it.each([
    ['admin', '/admin/clients', 'Customers'],
    ['manager', '/manager/dashboard', 'Dashboard'],
    ['user', '/manager/client', 'Overview'],
  ] as const)('signs %s in and sends them to %s', async (role, home, title) => {
    const { router, runtime } = await renderApp('/auth/login', bootWith(null), {
      '/api/auth/login': () => json(200, { user: demoUsers[role] }),
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), demoUsers[role].email);
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(await heading()).toHaveTextContent(title);
    expect(runtime.connection.getState()).toBe('connecting');
    await waitFor(() => expect(document.title).toBe(`${title} · Vognpark`));
  });
});

describe('signed in', () => {
  it.each([
    ['admin', '/manager/tasks', '/admin/clients', 'Customers'],
    ['manager', '/admin/users', '/manager/dashboard', 'Dashboard'],
    ['user', '/admin/users', '/manager/client', 'Overview'],
    ['manager', '/auth/login', '/manager/dashboard', 'Dashboard'],
  ] as const)('%s opening %s ends on %s', async (role, start, end, title) => {
    const { router } = await renderApp(start, bootWith(demoUsers[role], 'en'));
    expect(await heading()).toHaveTextContent(title);
    expect(router.state.location.pathname).toBe(end);
  });

  it('paints the shell at once from the embedded user, without asking the server', async () => {
    // (An area page: the register would show its own "Loading…" while its rows come over the socket.)
    const { calls } = await renderApp('/manager/map', bootWith(demoUsers.manager, 'en'));
    expect(await heading()).toHaveTextContent('Map');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Map/ })).toHaveAttribute('aria-current', 'page');
    expect(calls).toEqual([]);
  });

  it.each([
    ['manager', '/manager/no-such-page'],
    ['admin', '/admin/clients/x/y'],
  ] as const)('shows "not found" inside the shell for %s at %s', async (role, path) => {
    await renderApp(path, bootWith(demoUsers[role], 'en'));
    expect(await heading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('keeps the parent entry active on a child page (/manager/vehicles/42)', async () => {
    const { router } = await renderApp('/manager/vehicles/42', bootWith(demoUsers.manager, 'en'));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'Vehicles',
    );
    expect(router.state.location.pathname).toBe('/manager/vehicles/42');
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/manager/vehicles']);
  }, 20_000);

  it.each([
    ['admin', '/admin/clients', '/admin/account', 'Anne Admin'],
    ['manager', '/manager/dashboard', '/manager/account', 'Mette Hansen'],
    ['user', '/manager/client', '/manager/client/account', 'user@example.com'],
  ] as const)(
    'takes %s from %s through My Account to %s',
    async (role, home, account, name) => {
      const { router } = await renderApp(home, bootWith(demoUsers[role], 'en'));
      await heading();
      await userEvent.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'My Account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(account));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Account'));
    },
    20_000,
  );

  it('shows the landing page to a signed-in person, with the way to their home', async () => {
    await renderApp('/', bootWith(demoUsers.admin, 'en'));
    expect(await heading()).toHaveTextContent('Welcome to Vognpark');
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
  });

  it.each([
    ['admin', ['Vehicles', 'Inspections', 'Annotations', 'Customers', 'Users']],
    [
      'manager',
      [
        'Dashboard',
        'Map',
        'Vehicles',
        'Tasks',
        'Inspections',
        'Service',
        'Time Registration',
        'Partners',
        'Sharing',
        'Vendors',
        'Compliance',
        'Users',
      ],
    ],
    ['user', []],
  ] as const)('gives %s its menu', async (role, labels) => {
    const home = { admin: '/admin/clients', manager: '/manager/dashboard', user: '/manager/client' }[role];
    await renderApp(home, bootWith(demoUsers[role], 'en'));
    await heading();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = Array.from(nav.querySelectorAll('a[data-entry]')).map((a) => a.textContent?.trim());
    expect(links).toEqual(labels);
  });
});

describe("the server's saved language", () => {
  const clearCookie = () => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  };
  afterEach(clearCookie);

  async function answerSettings(runtime: Awaited<ReturnType<typeof renderApp>>['runtime'], language: string) {
    const query = await vi.waitFor(() => {
      const found = runtime.queryClient
        .getQueryCache()
        .findAll()
        .find((q) => JSON.stringify(q.queryKey).includes('getUserSettings'));
      if (!found) throw new Error('my.getUserSettings was not asked');
      return found;
    });
    act(() => {
      runtime.queryClient.setQueryData(query.queryKey, { language });
    });
  }

  it('applies once known when there is no cookie, and sets the cookie', async () => {
    clearCookie();
    const { runtime } = await renderApp('/about', bootWith(demoUsers.manager));
    expect(await heading()).toHaveTextContent('Page not found');
    await answerSettings(runtime, 'de');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden'),
    );
    expect(document.cookie).toContain('NEXT_LOCALE=de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('gives way to the cookie', async () => {
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    const { runtime } = await renderApp('/about', bootWith(demoUsers.manager), {}, 'fr');
    expect(await heading()).toHaveTextContent('Page introuvable');
    await answerSettings(runtime, 'de');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
  });

  it('is not asked for on the login page', async () => {
    const { runtime } = await renderApp('/auth/login', bootWith(null));
    await heading();
    const asked = runtime.queryClient
      .getQueryCache()
      .findAll()
      .some((q) => JSON.stringify(q.queryKey).includes('getUserSettings') && q.state.fetchStatus !== 'idle');
    expect(asked).toBe(false);
  });
});
