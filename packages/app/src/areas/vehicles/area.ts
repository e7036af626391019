import type { AppArea } from '../area';
import type { VehicleMessageId } from './messages/en';

/**
 * The vehicle register (docs/vehicles.md). Its pages are still core rows of the route registry;
 * here, its words and what its writes make stale: a vehicle that leaves use takes its work out of
 * the badges and the dashboard.
 */
export const vehiclesArea: AppArea<'vehicles', VehicleMessageId, 'vehicles'> = {
  name: 'vehicles',
  messages: ['vehicles'],
  invalidates: ['my.myNavBadges', 'dashboard'],
};
