import { InspectionIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import { inspectionAttentionStates, isInspectionDueState, isInspectionKind } from '../compliance/domain';
import { inspectionKindLabel, inspectionStateLabel, inspectionStateTones } from '../compliance/labels';
import { formatDate } from '../vehicles/format';
import { vehicleTabHref } from '../vehicles/links';
import type { VehicleMessageId } from '../vehicles/messages/en';
import type { InspectionsMessageId } from './messages/en';

/**
 * Inspections (docs/fleet-work-app.md): a completed inspection makes a task per defect and moves
 * its vehicle's next due date.
 */
export const inspectionsArea: AppArea<
  'inspections',
  InspectionsMessageId | VehicleMessageId,
  'inspections' | 'compliance' | 'vehicles' | 'photos' | 'tasks'
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
      // its walk-around checklist and photos (the photos area) and its comments (the tasks' words).
      messages: ['vehicles', 'compliance', 'inspections', 'photos', 'tasks'],
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
  dashboardFigures: {
    order: 20,
    tile: {
      badge: 'inspections',
      label: 'app.dashboard.tile.inspectionsDue',
      href: `/manager/inspections?due=${inspectionAttentionStates.join(',')}`,
    },
    upcoming: {
      text: (item, t) =>
        t('app.dashboard.upcoming.inspection', {
          kind: isInspectionKind(item.kind) ? t(inspectionKindLabel(item.kind)) : item.title,
        }),
      href: (item) =>
        item.vehicle ? vehicleTabHref(item.vehicle.id, 'inspections') : '/manager/inspections',
    },
    dueSeries: 'app.dashboard.chart.inspections',
  },
  driverDue: (item, t, locale) => {
    const state = isInspectionDueState(item.state) ? item.state : 'scheduled';
    return {
      name: isInspectionKind(item.kind) ? t(inspectionKindLabel(item.kind)) : item.title,
      state: { label: t(inspectionStateLabel(state)), tone: inspectionStateTones[state] },
      when: item.date ? t('app.inspections.driver.dueOn', { date: formatDate(item.date, locale) }) : '',
    };
  },
  vehicleTab: {
    value: 'inspections',
    label: 'app.vehicles.tab.inspections',
    order: 20,
    panel: () => import('./components/VehicleInspectionsTab').then((module) => module.VehicleInspectionsTab),
    empty: 'app.vehicles.detail.inspectionsEmpty',
  },
};
