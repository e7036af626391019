import { ComplianceIcon } from '@vognpark/ui';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppArea } from '../area';
import { formatDate } from '../vehicles/format';
import { vehicleTabHref } from '../vehicles/links';
import type { VehicleMessageId } from '../vehicles/messages/en';
import { complianceAttentionStates, isComplianceKind, isComplianceState } from './domain';
import { complianceKindLabel, complianceStateLabel, complianceStateTones } from './labels';
import type { ComplianceMessageId } from './messages/en';

/** An obligation's name: a custom one's own title, else its kind's. */
const obligationName = (item: { kind: string | null; title: string }, t: FormatAppMessage) =>
  (item.kind === 'custom' || !isComplianceKind(item.kind)) && item.title
    ? item.title
    : isComplianceKind(item.kind)
      ? t(complianceKindLabel(item.kind))
      : item.title;

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
  dashboardFigures: {
    order: 30,
    tile: {
      badge: 'compliance',
      label: 'app.dashboard.tile.compliance',
      href: `/manager/compliance?due=${complianceAttentionStates.join(',')}`,
    },
    upcoming: {
      text: (item, t) => t('app.dashboard.upcoming.compliance', { kind: obligationName(item, t) }),
      href: (item) => (item.vehicle ? vehicleTabHref(item.vehicle.id, 'compliance') : '/manager/compliance'),
    },
    dueSeries: 'app.dashboard.chart.compliance',
  },
  driverDue: (item, t, locale) => {
    const state = isComplianceState(item.state) ? item.state : 'missing';
    return {
      name: obligationName(item, t),
      state: { label: t(complianceStateLabel(state)), tone: complianceStateTones[state] },
      when: item.date
        ? t('app.driver.validUntil', { date: formatDate(item.date, locale) })
        : t('app.driver.noDate'),
    };
  },
  vehicleTab: {
    value: 'compliance',
    label: 'app.vehicles.tab.compliance',
    order: 10,
    panel: () => import('./components/VehicleComplianceTab').then((module) => module.VehicleComplianceTab),
    empty: 'app.vehicles.detail.complianceEmpty',
  },
};
