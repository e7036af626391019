import { lazyWithPrefetch } from '../../../../lazy/lazyWithPrefetch';
import type { DashboardChartsProps } from './DashboardCharts';

/**
 * The dashboard's charts, whose code (and Chart.js after it) loads once the page is on screen and
 * hydrated: `mounted` turns true in an effect, so the server never renders them and the first
 * download stays the same.
 */
export const LazyDashboardCharts = lazyWithPrefetch<DashboardChartsProps & { mounted: boolean }>(
  () => import('./DashboardCharts').then((module) => module.DashboardCharts),
  { mountWhen: (props) => props.mounted },
);
