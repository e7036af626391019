import { InspectionIcon } from '@vognpark/ui';
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
  'inspections' | 'compliance' | 'vehicles' | 'photos'
> = {
  name: 'inspections',
  // Its tab and drawers share compliance's words (dates, states).
  messages: ['inspections', 'compliance'],
  pages: [
    {
      id: 'inspections',
      path: '/manager/inspections',
      area: 'manager',
      title: { kit: 'ui.nav.inspections' },
      menu: { icon: InspectionIcon, order: 5, badge: 'inspections' },
      page: () => import('./pages/Inspections/Inspections'),
      // The vehicle picker of its drawers speaks the register's words; an inspection's detail shows
      // its walk-around checklist and photos (the photos area).
      messages: ['vehicles', 'compliance', 'inspections', 'photos'],
    },
    {
      id: 'admin-inspections',
      path: '/admin/inspections',
      area: 'admin',
      title: { kit: 'ui.nav.inspections' },
      menu: { icon: InspectionIcon, order: 2 },
      page: () => import('./pages/AdminInspections/AdminInspections'),
      messages: ['compliance', 'inspections'],
    },
  ],
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
