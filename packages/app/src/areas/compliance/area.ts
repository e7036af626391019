import type { AppArea } from '../area';
import type { VehicleMessageId } from '../vehicles/messages/en';
import type { ComplianceMessageId } from './messages/en';

/** Compliance (docs/fleet-work-app.md): an obligation's state and due date show on its vehicle too. */
export const complianceArea: AppArea<
  'compliance',
  ComplianceMessageId | VehicleMessageId,
  'compliance' | 'inspections'
> = {
  name: 'compliance',
  // Its tab and drawers show inspections' words (an obligation's next inspection).
  messages: ['compliance', 'inspections'],
  // Missing, overdue or due within 30 days; a check mark at 0.
  badges: { compliance: 'compliance' },
  invalidates: ['vehicles', 'my.myNavBadges', 'dashboard'],
  vehicleTab: {
    value: 'compliance',
    label: 'app.vehicles.tab.compliance',
    order: 10,
    panel: () => import('./components/VehicleComplianceTab').then((module) => module.VehicleComplianceTab),
    empty: 'app.vehicles.detail.complianceEmpty',
  },
};
