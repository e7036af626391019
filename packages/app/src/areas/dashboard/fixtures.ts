import type { DashboardSummary } from '@vognpark/server';
import { fixtureToday, plusDays, refOf } from '../tasks/fixtures';

/** Every badge at 0 (the summary's `badges` holds every area's). */
const zeroBadges: DashboardSummary['badges'] = { compliance: 0, inspections: 0, tasks: 0 };

export const fixtureSummary: DashboardSummary = {
  today: fixtureToday,
  vehicles: { active: 1842, inWorkshop: 61, outOfService: 23, total: 1926 },
  badges: { ...zeroBadges, tasks: 9, inspections: 12, compliance: 24 },
  upcomingTotal: 57,
  upcoming: [
    {
      area: 'tasks',
      id: 't-1',
      date: fixtureToday,
      kind: null,
      title: 'Skift viskerblade',
      titleNames: null,
      vehicle: refOf(1),
    },
    {
      area: 'inspections',
      id: 'i-1',
      date: plusDays(2),
      kind: 'safety',
      title: '',
      titleNames: null,
      vehicle: refOf(2),
    },
    {
      area: 'compliance',
      id: 'c-1',
      date: plusDays(5),
      kind: 'insurance',
      title: '',
      titleNames: null,
      vehicle: refOf(3),
    },
    {
      area: 'compliance',
      id: 'c-2',
      date: plusDays(9),
      kind: 'periodic_inspection',
      title: '',
      titleNames: null,
      vehicle: refOf(4),
    },
    {
      area: 'tasks',
      id: 't-2',
      date: plusDays(14),
      kind: null,
      title: 'Rens ladrummet',
      titleNames: null,
      vehicle: null,
    },
    {
      area: 'compliance',
      id: 'c-3',
      date: plusDays(28),
      kind: 'custom',
      title: 'ADR-godkendelse',
      titleNames: null,
      vehicle: refOf(5),
    },
  ],
};

export const emptySummary: DashboardSummary = {
  today: fixtureToday,
  vehicles: { active: 0, inWorkshop: 0, outOfService: 0, total: 0 },
  badges: zeroBadges,
  upcoming: [],
  upcomingTotal: 0,
};
