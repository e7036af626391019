import type { AppArea } from '../area';

/**
 * Inspections (docs/fleet-work-app.md): a completed inspection makes a task per defect and moves
 * its vehicle's next due date.
 */
export const inspectionsArea: AppArea<'inspections'> = {
  name: 'inspections',
  invalidates: ['tasks', 'vehicles', 'my.myNavBadges', 'dashboard'],
};
