import { ServiceIcon } from '@vognpark/ui';
import type { AppArea } from '../area';

/**
 * Service (docs/service.md): the service page. Its content is still the area page (the title and an
 * empty state).
 */
export const serviceArea: AppArea<'service'> = {
  name: 'service',
  // A service entry completes its task and moves the odometer; a schedule falling due makes a task.
  invalidates: ['tasks', 'vehicles', 'my.myNavBadges', 'dashboard'],
  // A task done completes its service entry; a vehicle's odometer moves its schedules.
  staleAfter: ['tasks', 'vehicles'],
  pages: [
    {
      id: 'service',
      path: '/manager/service',
      area: 'manager',
      title: { kit: 'ui.nav.service' },
      menu: { icon: ServiceIcon, order: 6 },
      page: () => import('../../pages/AreaPage/AreaPage'),
    },
  ],
};
