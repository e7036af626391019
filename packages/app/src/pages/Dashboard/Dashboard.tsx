import { useDashboardSummary } from '../../features/tasks/queries';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../usePageTitle';
import { useRouteTitle } from '../useRouteTitle';
import { DashboardView } from './DashboardView';

/** /manager/dashboard: the tiles and the next 30 days (dashboard.summary). */
export function Dashboard() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.productName');
  usePageTitle(title);
  const summary = useDashboardSummary();
  return (
    <DashboardView
      title={title}
      status={summary.data ? 'ready' : summary.isPending ? 'loading' : 'error'}
      summary={summary.data}
      onRetry={() => void summary.refetch()}
    />
  );
}

export default Dashboard;
