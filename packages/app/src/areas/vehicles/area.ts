import { VehicleIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { VehicleMessageId } from './messages/en';

/**
 * The vehicle register (docs/vehicles.md): the register, the vehicle page, the admin's vehicles;
 * its words and what its writes make stale: a vehicle that leaves use takes its work out of
 * the badges and the dashboard.
 */
export const vehiclesArea: AppArea<'vehicles', VehicleMessageId, 'vehicles' | 'imports'> = {
  name: 'vehicles',
  messages: ['vehicles'],
  pages: [
    {
      id: 'vehicles',
      path: '/manager/vehicles',
      area: 'manager',
      title: { kit: 'ui.nav.vehicles' },
      menu: { icon: VehicleIcon, order: 3 },
      page: () => import('./pages/VehicleRegister/VehicleRegister'),
      messages: ['vehicles', 'imports'],
    },
    // A child route: no entry of its own, so the Vehicles entry stays active. The vehicle page
    // replaces the area page here (docs/recipes/add-an-area.md).
    {
      id: 'vehicle',
      path: '/manager/vehicles/:id',
      area: 'manager',
      title: { kit: 'ui.nav.vehicles' },
      page: () => import('./pages/VehiclePage/VehiclePage'),
      messages: ['vehicles'],
      // The areas' tabs, and the Compliance tab's renewal drawer shows the areas' parts of a record.
      parts: ['vehicleTab', 'record'],
    },
    {
      id: 'admin-vehicles',
      path: '/admin/vehicles',
      area: 'admin',
      title: { kit: 'ui.nav.vehicles' },
      menu: { icon: VehicleIcon, order: 1 },
      page: () => import('./pages/AdminVehicles/AdminVehicles'),
      messages: ['vehicles', 'imports'],
    },
  ],
  invalidates: ['my.myNavBadges', 'dashboard'],
};
