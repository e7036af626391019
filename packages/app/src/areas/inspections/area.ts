import type { AppArea } from '../area';

/**
 * Inspections (docs/fleet-work-app.md): a completed inspection makes a task per defect and moves
 * its vehicle's next due date.
 */
export const inspectionsArea: AppArea<'inspections'> = {
  name: 'inspections',
  // Overdue or due within 7 days, a warning above 0.
  badges: { inspections: 'warning' },
  invalidates: ['tasks', 'vehicles', 'my.myNavBadges', 'dashboard'],
};
