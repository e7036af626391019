import { ServiceIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { ServiceMessageId } from './messages/en';

/**
 * Service (issue 29, docs/service.md): the service page (Due, the service book, plans), the
 * vehicle page's Service tab, and on the driver's home the odometer readings of their vehicles.
 */
// 'photos' is the photos area's folder: Read from Photo beside a reading's odometer speaks its words.
export const serviceArea: AppArea<'service', ServiceMessageId, 'service' | 'vehicles' | 'photos'> = {
  name: 'service',
  messages: ['service', 'photos'],
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
      page: () => import('./ServicePage'),
      // The record drawer's vehicle picker speaks the register's words; Add Reading's Read from Photo the photos'.
      messages: ['service', 'vehicles', 'photos'],
      // The service entry's drawer shows the areas' parts of a record.
      parts: ['record'],
    },
  ],
  vehicleTab: {
    value: 'service',
    label: 'app.service.vehicleTab.label',
    order: 40,
    panel: () => import('./components/VehicleServiceTab').then((module) => module.VehicleServiceTab),
  },
  driverHome: {
    order: 10,
    part: () => import('./components/DriverReadings').then((module) => module.DriverReadings),
  },
};
