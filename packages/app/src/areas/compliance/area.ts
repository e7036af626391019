import type { AppArea } from '../area';

/** Compliance (docs/fleet-work-app.md): an obligation's state and due date show on its vehicle too. */
export const complianceArea: AppArea<'compliance'> = {
  name: 'compliance',
  invalidates: ['vehicles', 'my.myNavBadges', 'dashboard'],
};
