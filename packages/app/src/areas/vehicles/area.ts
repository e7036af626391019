import type { AppArea } from '../area';

/**
 * The vehicle register (docs/vehicles.md). Its pages are still core rows of the route registry and
 * its messages in src/messages/vehicles/; here, what its writes make stale: a vehicle that leaves
 * use takes its work out of the badges and the dashboard.
 */
export const vehiclesArea: AppArea<'vehicles'> = {
  name: 'vehicles',
  invalidates: ['my.myNavBadges', 'dashboard'],
};
