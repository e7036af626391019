import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AreaParts } from '../../../AreaParts';
import { useTRPC } from '../../../../data/trpc';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { DashboardView } from './DashboardView';
import { dashboardSummaryInput, UPCOMING_ALL } from './summaryInput';

/** /manager/dashboard: the tiles and the next 30 days (dashboard.summary), then the charts (dashboard.charts). */
export function Dashboard() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.productName');
  usePageTitle(title);
  const trpc = useTRPC();
  // The page's one query, here rather than from areas/tasks/queries: that module's task
  // mutations and infinite lists would come with the first page (docs/decisions/first-paint.md).
  // "Show all" asks for the longest list the server keeps; the short one stays until it arrives.
  const [showAll, setShowAll] = useState(false);
  const summary = useQuery(
    trpc.dashboard.summary.queryOptions(showAll ? { limit: UPCOMING_ALL } : dashboardSummaryInput, {
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  );
  const charts = useQuery(trpc.dashboard.charts.queryOptions(undefined, { staleTime: 60_000 }));
  return (
    <DashboardView
      title={title}
      status={summary.data ? 'ready' : summary.isPending ? 'loading' : 'error'}
      summary={summary.data}
      onRetry={() => void summary.refetch()}
      chartsStatus={charts.data ? 'ready' : charts.isPending ? 'loading' : 'error'}
      charts={charts.data}
      onChartsRetry={() => void charts.refetch()}
      onShowAllUpcoming={() => setShowAll(true)}
      areaParts={<AreaParts slot="dashboard" />}
    />
  );
}

export default Dashboard;
