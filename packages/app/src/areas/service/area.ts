import { ServiceIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { ServiceMessageId } from './messages/en';

/**
 * Service (docs/service.md): the service page. Its content is still the area page (the title and an
 * empty state).
 */
export const serviceArea: AppArea<'service', ServiceMessageId, 'service'> = {
  name: 'service',
  messages: ['service'],
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
