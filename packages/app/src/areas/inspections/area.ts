import type { AppArea } from '../area';
import type { VehicleMessageId } from '../vehicles/messages/en';
import type { InspectionsMessageId } from './messages/en';

/**
 * Inspections (docs/fleet-work-app.md): a completed inspection makes a task per defect and moves
 * its vehicle's next due date.
 */
export const inspectionsArea: AppArea<
  'inspections',
  InspectionsMessageId | VehicleMessageId,
  'inspections' | 'compliance'
> = {
  name: 'inspections',
  // Its tab and drawers share compliance's words (dates, states).
  messages: ['inspections', 'compliance'],
  // Overdue or due within 7 days, a warning above 0.
  badges: { inspections: 'warning' },
  invalidates: ['tasks', 'vehicles', 'my.myNavBadges', 'dashboard'],
  vehicleTab: {
    value: 'inspections',
    label: 'app.vehicles.tab.inspections',
    order: 20,
    panel: () => import('./components/VehicleInspectionsTab').then((module) => module.VehicleInspectionsTab),
    empty: 'app.vehicles.detail.inspectionsEmpty',
  },
};
