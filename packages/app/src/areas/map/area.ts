import { MapIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { MapMessageId } from './messages/en';

/** The map (issue 34, AREAS.md "Map overview"): where the client's vehicles are, live when tracked. */
export const mapArea: AppArea<'map', MapMessageId, 'map' | 'vehicles' | 'sharing'> = {
  name: 'map',
  messages: ['map'],
  pages: [
    {
      id: 'map',
      path: '/manager/map',
      area: 'manager',
      title: { kit: 'ui.nav.map' },
      menu: { icon: MapIcon, order: 2 },
      page: () => import('./MapPage'),
      // The Trackers drawer's vehicle picker speaks the register's words; Share Position's drawer
      // is the sharing area's.
      messages: ['map', 'vehicles', 'sharing'],
    },
  ],
};
