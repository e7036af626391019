import { ComplianceIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { VehicleMessageId } from '../vehicles/messages/en';
import type { ComplianceMessageId } from './messages/en';

/** Compliance (docs/fleet-work-app.md): an obligation's state and due date show on its vehicle too. */
export const complianceArea: AppArea<
  'compliance',
  ComplianceMessageId | VehicleMessageId,
  'compliance' | 'inspections' | 'vehicles'
> = {
  name: 'compliance',
  // Its tab and drawers show inspections' words (an obligation's next inspection).
  messages: ['compliance', 'inspections'],
  pages: [
    {
      id: 'compliance',
      path: '/manager/compliance',
      area: 'manager',
      title: { kit: 'ui.nav.compliance' },
      menu: { icon: ComplianceIcon, order: 12, badge: 'compliance' },
      page: () => import('./pages/Compliance/Compliance'),
      // The vehicle picker of its drawers speaks the register's words; the renewal drawer shows the
      // areas' parts of a record (its evidence, the documents area's words).
      messages: ['vehicles', 'compliance', 'inspections'],
      parts: ['record'],
    },
  ],
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
