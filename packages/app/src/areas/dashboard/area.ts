import { DashboardIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { DashboardMessageId } from './messages/en';

/**
 * The manager's dashboard (docs/fleet-work-app.md): a page over the other areas. Its tiles, the next
 * 30 days and the charts show what each area's `dashboardFigures` gives, in their order; the areas'
 * parts follow (`parts: ['dashboard']` loads their words with the page). Its server side is the
 * `dashboard` router, a hub over the server's areas.
 */
export const dashboardArea: AppArea<'dashboard', DashboardMessageId, 'dashboard'> = {
  name: 'dashboard',
  messages: ['dashboard'],
  pages: [
    {
      id: 'dashboard',
      path: '/manager/dashboard',
      area: 'manager',
      title: { kit: 'ui.nav.dashboard' },
      menu: { icon: DashboardIcon, order: 1 },
      home: true,
      page: () => import('./pages/Dashboard/Dashboard'),
      messages: ['dashboard'],
      parts: ['dashboard'],
    },
  ],
};
