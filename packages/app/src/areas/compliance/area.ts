import type { AppArea } from '../area';

/** Compliance (docs/fleet-work-app.md): an obligation's state and due date show on its vehicle too. */
export const complianceArea: AppArea<'compliance'> = {
  name: 'compliance',
  // Missing, overdue or due within 30 days; a check mark at 0.
  badges: { compliance: 'compliance' },
  invalidates: ['vehicles', 'my.myNavBadges', 'dashboard'],
};
