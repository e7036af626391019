import type { Role } from '@vognpark/server/areas/accounts';
import { areaOf, loginPath, roleHome } from '../routes/paths';

/** What is known of the person in front of the screen (the role as the server's `Role`). */
export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: { role: Role } };

/** What the guard does with a path: show it, wait with a spinner, or send the browser elsewhere. */
export type AccessDecision = { type: 'render' } | { type: 'spinner' } | { type: 'redirect'; to: string };

const render: AccessDecision = { type: 'render' };
const spinner: AccessDecision = { type: 'spinner' };
const redirect = (to: string): AccessDecision => ({ type: 'redirect', to });

/**
 * The access rules of docs/decisions/access-rules.md, as one pure function of the path and the
 * session. The areas, the login page and the role homes come from the route registry.
 *
 * - Paths outside /, /auth/, /admin and /manager have no check and render at once.
 * - While the user is not known, every checked path shows the spinner (nothing protected renders).
 * - A signed-in user on an /auth/ page goes to the home of their role (an unknown role has none:
 *   it stays on the sign-in page, where it can sign in as someone else).
 * - Signed out on /, under /admin or under /manager: to the login page.
 * - /admin/*: admins only; anyone else goes to the manager home. A plain user goes to the login
 *   page directly, which keeps every chain within two redirects (the user ends on the same page).
 * - /manager/*: managers only; anyone else goes to the login page. /manager/client (the client
 *   area) is the plain user's: it admits role user, sends a manager to the manager home and anyone
 *   else to the login page.
 */
export function decideAccess(path: string, session: Session): AccessDecision {
  const area = areaOf(path);
  if (area === 'public') return render;
  if (session.status === 'loading') return spinner;

  if (session.status === 'signed-out') return area === 'auth' ? render : redirect(loginPath);

  const { role } = session.user;
  const managerHome = roleHome('manager')!;
  switch (area) {
    case 'auth': {
      const home = roleHome(role);
      return home ? redirect(home) : render;
    }
    case 'landing':
      return render;
    case 'admin':
      if (role === 'admin') return render;
      return redirect(role === 'user' ? loginPath : managerHome);
    case 'manager':
      return role === 'manager' ? render : redirect(loginPath);
    case 'client':
      if (role === 'user') return render;
      return redirect(role === 'manager' ? managerHome : loginPath);
  }
}
