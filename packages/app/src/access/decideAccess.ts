import { areaOf } from './routes';

/** What is known of the person in front of the screen. */
export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: { role: string } };

/** What the guard does with a path: show it, wait with a spinner, or send the browser elsewhere. */
export type AccessDecision = { type: 'render' } | { type: 'spinner' } | { type: 'redirect'; to: string };

export const loginPath = '/auth/login';

/** The landing place of each role (SPEC.md section 4). */
export const roleHomes: Readonly<Record<string, string>> = {
  admin: '/admin/clients',
  manager: '/manager/dashboard',
  user: '/manager/client',
};

/** The home of a role, or undefined for a role the app does not know. */
export function roleHome(role: string): string | undefined {
  return Object.hasOwn(roleHomes, role) ? roleHomes[role] : undefined;
}

const render: AccessDecision = { type: 'render' };
const spinner: AccessDecision = { type: 'spinner' };
const redirect = (to: string): AccessDecision => ({ type: 'redirect', to });

/**
 * The access decision of SPEC.md sections 4 and 6 with DESIGN.md's correction, as one pure
 * function of the path and the session.
 *
 * - Paths outside /, /auth/, /admin and /manager have no check and render at once.
 * - While the user is not known, every checked path shows the spinner (nothing protected renders).
 * - A signed-in user on an /auth/ page goes to the home of their role (an unknown role has none:
 *   it stays on the sign-in page, where it can sign in as someone else).
 * - Signed out on /, under /admin or under /manager: to /auth/login.
 * - /admin/*: admins only; anyone else goes to /manager/dashboard. One deviation, needed for
 *   DESIGN.md's "at most two redirects": a plain user goes to /auth/login directly (the literal
 *   chain /manager/dashboard -> /auth/login -> /manager/client would take three redirects; the
 *   user ends on the same page either way).
 * - /manager/*: managers only; anyone else goes to /auth/login. /manager/client is the plain
 *   user's home: it admits role user, sends a manager to /manager/dashboard and anyone else to
 *   /auth/login.
 */
export function decideAccess(path: string, session: Session): AccessDecision {
  const area = areaOf(path);
  if (area === 'public') return render;
  if (session.status === 'loading') return spinner;

  if (session.status === 'signed-out') return area === 'auth' ? render : redirect(loginPath);

  const { role } = session.user;
  switch (area) {
    case 'auth': {
      const home = roleHome(role);
      return home ? redirect(home) : render;
    }
    case 'landing':
      return render;
    case 'admin':
      if (role === 'admin') return render;
      return redirect(role === 'user' ? loginPath : roleHomes.manager!);
    case 'manager':
      return role === 'manager' ? render : redirect(loginPath);
    case 'client':
      if (role === 'user') return render;
      return redirect(role === 'manager' ? roleHomes.manager! : loginPath);
  }
}
