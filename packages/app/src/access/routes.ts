import type { MessageId } from '@vognpark/ui';
import type { AppMessageId } from '../messages/en';

/** The area a path belongs to; it decides which guard rule applies (SPEC.md sections 2, 4, 6). */
export type Area = 'landing' | 'auth' | 'admin' | 'manager' | 'client' | 'public';

/** One page of SPEC.md section 2: its path, area and the message naming it. */
export interface PageRoute {
  path: string;
  area: Area;
  /** The page title: one of the kit's `ui.nav.*` messages or one of the app's own. */
  title: { kit: MessageId } | { app: AppMessageId };
}

/** Every route of SPEC.md section 2, in the spec's order. */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', area: 'landing', title: { app: 'app.landing.title' } },
  { path: '/auth/login', area: 'auth', title: { app: 'app.login.title' } },
  { path: '/admin/clients', area: 'admin', title: { kit: 'ui.nav.clients' } },
  { path: '/admin/vehicles', area: 'admin', title: { kit: 'ui.nav.vehicles' } },
  { path: '/admin/inspections', area: 'admin', title: { kit: 'ui.nav.inspections' } },
  { path: '/admin/annotations', area: 'admin', title: { kit: 'ui.nav.annotations' } },
  { path: '/admin/users', area: 'admin', title: { kit: 'ui.nav.users' } },
  { path: '/admin/account', area: 'admin', title: { app: 'app.page.account' } },
  { path: '/manager/dashboard', area: 'manager', title: { kit: 'ui.nav.dashboard' } },
  { path: '/manager/map', area: 'manager', title: { kit: 'ui.nav.map' } },
  { path: '/manager/vehicles', area: 'manager', title: { kit: 'ui.nav.vehicles' } },
  { path: '/manager/tasks', area: 'manager', title: { kit: 'ui.nav.tasks' } },
  { path: '/manager/inspections', area: 'manager', title: { kit: 'ui.nav.inspections' } },
  { path: '/manager/service', area: 'manager', title: { kit: 'ui.nav.service' } },
  { path: '/manager/timereg', area: 'manager', title: { kit: 'ui.nav.timereg' } },
  { path: '/manager/partners', area: 'manager', title: { kit: 'ui.nav.partners' } },
  { path: '/manager/sharing', area: 'manager', title: { kit: 'ui.nav.sharing' } },
  { path: '/manager/vendors', area: 'manager', title: { kit: 'ui.nav.vendors' } },
  { path: '/manager/documents', area: 'manager', title: { kit: 'ui.nav.documents' } },
  { path: '/manager/compliance', area: 'manager', title: { kit: 'ui.nav.compliance' } },
  { path: '/manager/users', area: 'manager', title: { kit: 'ui.nav.users' } },
  { path: '/manager/vehicle-detection', area: 'manager', title: { kit: 'ui.nav.vehicleDetection' } },
  { path: '/manager/damage-detection', area: 'manager', title: { kit: 'ui.nav.damageDetection' } },
  { path: '/manager/account', area: 'manager', title: { app: 'app.page.account' } },
  { path: '/manager/client', area: 'client', title: { app: 'app.page.client' } },
];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The area of any path, including paths that are not in the route table. */
export function areaOf(path: string): Area {
  if (path === '/') return 'landing';
  if (path.startsWith('/auth/')) return 'auth';
  if (isUnder(path, '/admin')) return 'admin';
  if (isUnder(path, '/manager/client')) return 'client';
  if (isUnder(path, '/manager')) return 'manager';
  return 'public';
}
