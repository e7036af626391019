import { describe, expect, it } from 'vitest';
import { accountPath, areaOf, pages, roleHome, type Area } from '../routes/registry';
import type { Role } from '@vognpark/server/areas/accounts';
import { decideAccess, type AccessDecision, type Session } from './decideAccess';

/** A path the browser can be on for each registry row (`:id` filled in). */
const pagePaths = pages.map((page) => ({ path: page.path.replace(/:[^/]+/g, '42'), area: page.area }));

const sessions = {
  loading: { status: 'loading' },
  'signed out': { status: 'signed-out' },
  admin: { status: 'signed-in', user: { role: 'admin' } },
  manager: { status: 'signed-in', user: { role: 'manager' } },
  user: { status: 'signed-in', user: { role: 'user' } },
  // A role this app does not know (a newer server's): the type forbids it, the rules still hold.
  'unknown role': { status: 'signed-in', user: { role: 'auditor' as Role } },
} satisfies Record<string, Session>;
type SessionName = keyof typeof sessions;

const R: AccessDecision = { type: 'render' };
const S: AccessDecision = { type: 'spinner' };
const to = (path: string): AccessDecision => ({ type: 'redirect', to: path });

/** The expected decision per area and session, written out from docs/decisions/access-rules.md. */
const expected: Record<Exclude<Area, 'public'>, Record<SessionName, AccessDecision>> = {
  landing: {
    loading: S,
    'signed out': to('/auth/login'),
    admin: R,
    manager: R,
    user: R,
    'unknown role': R,
  },
  auth: {
    loading: S,
    'signed out': R,
    admin: to('/admin/clients'),
    manager: to('/manager/dashboard'),
    user: to('/manager/client'),
    'unknown role': R,
  },
  admin: {
    loading: S,
    'signed out': to('/auth/login'),
    admin: R,
    manager: to('/manager/dashboard'),
    user: to('/auth/login'),
    'unknown role': to('/manager/dashboard'),
  },
  manager: {
    loading: S,
    'signed out': to('/auth/login'),
    admin: to('/auth/login'),
    manager: R,
    user: to('/auth/login'),
    'unknown role': to('/auth/login'),
  },
  client: {
    loading: S,
    'signed out': to('/auth/login'),
    admin: to('/auth/login'),
    manager: to('/manager/dashboard'),
    user: R,
    'unknown role': to('/auth/login'),
  },
};

const sessionNames = Object.keys(sessions) as SessionName[];
const table = pagePaths.flatMap((route) =>
  sessionNames.map(
    (name) => [route.path, name, expected[route.area as Exclude<Area, 'public'>][name]] as const,
  ),
);

describe('decideAccess', () => {
  it('covers every page of the registry and every session', () => {
    expect(pages).toHaveLength(29);
    expect(table).toHaveLength(29 * 6);
  });

  it.each(pages.map((page) => [page.path, page.area] as const))(
    'registers %s in the area its path belongs to (%s)',
    (path, area) => {
      expect(areaOf(path)).toBe(area);
    },
  );

  it.each(table)('%s, %s -> %o', (path, name, decision) => {
    expect(decideAccess(path, sessions[name])).toEqual(decision);
  });

  it.each([
    ['/manager/documents', 'manager'],
    ['/manager/tasks/42', 'manager'],
    ['/manager/client/profile', 'client'],
    ['/manager/client/account', 'client'],
    ['/manager/vehicles/42', 'manager'],
    ['/admin/clients/7', 'admin'],
    ['/admin', 'admin'],
    ['/manager', 'manager'],
    ['/auth/login', 'auth'],
    ['/auth/reset', 'auth'],
    ['/', 'landing'],
    ['/about', 'public'],
    ['/administrator', 'public'],
    ['/managers', 'public'],
    ['/auth', 'public'],
  ] as const)('puts %s in the %s area', (path, area) => {
    expect(areaOf(path)).toBe(area);
  });

  it.each(sessionNames)('has no role check outside /admin and /manager (%s)', (name) => {
    for (const path of ['/about', '/help/faq', '/managers', '/administrator'])
      expect(decideAccess(path, sessions[name])).toEqual(R);
  });

  it.each([
    ['admin', '/admin/clients'],
    ['manager', '/manager/dashboard'],
    ['user', '/manager/client'],
    ['auditor', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
  ])('gives role %s the home %s', (role, home) => {
    expect(roleHome(role)).toBe(home);
  });

  it.each([
    ['admin', '/admin/account'],
    ['manager', '/manager/account'],
    ['user', '/manager/client/account'],
    ['auditor', undefined],
    ['__proto__', undefined],
  ])('gives role %s the account page %s', (role, path) => {
    expect(accountPath(role)).toBe(path);
  });

  it.each<Role>(['admin', 'manager', 'user'])('lets role %s see its home and its account page', (role) => {
    const session = { status: 'signed-in', user: { role } } as const;
    expect(decideAccess(roleHome(role)!, session)).toEqual(R);
    expect(decideAccess(accountPath(role)!, session)).toEqual(R);
  });
});

/** May this session see the content of this path? Written from the rules, not from decideAccess. */
function mayRender(path: string, name: SessionName): boolean {
  const area = areaOf(path);
  if (area === 'public') return true;
  if (name === 'loading') return false;
  if (name === 'signed out') return area === 'auth';
  if (area === 'landing') return true;
  if (area === 'auth') return name === 'unknown role';
  if (area === 'admin') return name === 'admin';
  if (area === 'manager') return name === 'manager';
  return name === 'user';
}

describe('following the redirects', () => {
  const signedIn = sessionNames.filter((name) => name !== 'loading');
  const paths = [...pagePaths.map((route) => route.path), '/manager/tasks/42', '/admin/users/1', '/about'];

  it.each(paths.flatMap((path) => signedIn.map((name) => [path, name] as const)))(
    '%s as %s reaches a page it may see within two redirects',
    (start, name) => {
      let path = start;
      const visited = [path];
      let decision = decideAccess(path, sessions[name]);
      while (decision.type === 'redirect') {
        path = decision.to;
        visited.push(path);
        expect(visited.length - 1, visited.join(' -> ')).toBeLessThanOrEqual(2);
        decision = decideAccess(path, sessions[name]);
      }
      expect(decision).toEqual(R);
      expect(mayRender(path, name), `${name} rendered ${path}`).toBe(true);
    },
  );

  it('never renders a page of a wrong area, even once', () => {
    for (const path of paths)
      for (const name of sessionNames) {
        if (decideAccess(path, sessions[name]).type === 'render')
          expect(mayRender(path, name), `${name} on ${path}`).toBe(true);
      }
  });

  it.each([
    ['/admin/vehicles', 'manager', '/manager/dashboard'],
    ['/admin/vehicles', 'user', '/manager/client'],
    ['/manager/tasks', 'admin', '/admin/clients'],
    ['/manager/client', 'admin', '/admin/clients'],
    ['/manager/client', 'manager', '/manager/dashboard'],
    ['/manager/client/account', 'manager', '/manager/dashboard'],
    ['/manager/vehicles/42', 'user', '/manager/client'],
    ['/manager/dashboard', 'user', '/manager/client'],
    ['/', 'signed out', '/auth/login'],
    ['/manager/map', 'signed out', '/auth/login'],
  ] as const)('%s as %s ends on %s', (start, name, end) => {
    let path: string = start;
    let decision = decideAccess(path, sessions[name]);
    for (let hops = 0; decision.type === 'redirect' && hops < 5; hops++) {
      path = decision.to;
      decision = decideAccess(path, sessions[name]);
    }
    expect(path).toBe(end);
  });
});
