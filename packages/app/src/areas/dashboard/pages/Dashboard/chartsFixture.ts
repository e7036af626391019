import type { DashboardCharts } from '@vognpark/server';

const mondays = (first: string) =>
  Array.from({ length: 12 }, (_, index) => {
    const date = new Date(`${first}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index * 7);
    return date.toISOString().slice(0, 10);
  });

/** Twelve weeks each way around Monday 23 November 2026 (stories and tests). */
export const fixtureCharts: DashboardCharts = {
  today: '2026-11-27',
  ahead: {
    weeks: mondays('2026-11-23'),
    areas: [
      { area: 'compliance', counts: [1, 0, 2, 4, 1, 0, 3, 1, 0, 2, 1, 0] },
      { area: 'inspections', counts: [2, 1, 3, 0, 1, 2, 0, 1, 1, 0, 2, 1] },
      { area: 'tasks', counts: [4, 6, 3, 2, 5, 0, 1, 2, 3, 1, 0, 2] },
    ],
  },
  past: {
    weeks: mondays('2026-09-07'),
    areas: [
      {
        area: 'tasks',
        opened: [8, 6, 9, 7, 10, 5, 6, 8, 7, 9, 6, 4],
        closed: [7, 8, 6, 9, 8, 7, 5, 9, 8, 7, 8, 3],
      },
    ],
  },
};

const zeros = () => Array.from({ length: 12 }, () => 0);

/** A new client's twelve weeks each way: nothing falls due, nothing was opened or closed. */
export const fixtureChartsAllZero: DashboardCharts = {
  today: fixtureCharts.today,
  ahead: {
    weeks: fixtureCharts.ahead.weeks,
    areas: fixtureCharts.ahead.areas.map(({ area }) => ({ area, counts: zeros() })),
  },
  past: {
    weeks: fixtureCharts.past.weeks,
    areas: fixtureCharts.past.areas.map(({ area }) => ({ area, opened: zeros(), closed: zeros() })),
  },
};
