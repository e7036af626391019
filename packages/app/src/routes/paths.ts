/**
 * The app's path rules, apart from the page table (routes/registry.ts): which area a path is in,
 * where sign-in is, which area each role's pages are in. Nothing here imports the registry or the
 * areas, so the runtime, the data layer and the guard can use them without the page table's imports.
 */
import type { Role } from '@vognpark/server/areas/accounts';

/** Which access rule applies to a path (docs/decisions/access-rules.md). */
export type Area = 'landing' | 'auth' | 'admin' | 'manager' | 'client' | 'public';

/** The areas whose pages sit inside the shell (sidebar, account block), and the role each admits. */
export const roleAreas = { admin: 'admin', manager: 'manager', user: 'client' } as const satisfies Record<
  Role,
  Area
>;

/** The sign-in page. */
export const loginPath: string = '/auth/login';

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The area of any path, including paths that are not in the registry (child paths, unknown ones). */
export function areaOf(path: string): Area {
  if (path === '/') return 'landing';
  if (path.startsWith('/auth/')) return 'auth';
  if (isUnder(path, '/admin')) return 'admin';
  if (isUnder(path, '/manager/client')) return 'client';
  if (isUnder(path, '/manager')) return 'manager';
  return 'public';
}

/** True for a role the app knows (a guard against `__proto__` and other strings from outside). */
export function isRole(role: string): role is Role {
  return Object.hasOwn(roleAreas, role);
}

/**
 * Where each role lands after signing in: its area's page marked `home` in the registry
 * (registry.test.ts checks they agree), written out so that the guard needs no page table.
 */
const roleHomes: Record<Role, string> = {
  admin: '/admin/clients',
  manager: '/manager/dashboard',
  user: '/manager/client',
};

/** The landing page of a role, or undefined for a role the app does not know. */
export function roleHome(role: string): string | undefined {
  return isRole(role) ? roleHomes[role] : undefined;
}
