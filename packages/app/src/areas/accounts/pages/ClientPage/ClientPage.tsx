import { useParams } from 'react-router-dom';
import { useClientOverview, type AccountsError } from '../../queries';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { ClientPageView } from './ClientPageView';

/** NOT_FOUND (no such customer) and a malformed id both mean: no such customer. */
function isMissing(error: AccountsError | null): boolean {
  const code = error?.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** /admin/clients/:id: one customer, its vehicles, users and what needs attention (admins). */
export function ClientPage() {
  const t = useAppMessages();
  const { id = '' } = useParams();
  const overview = useClientOverview(id);
  usePageTitle(overview.data?.client.name ?? t('app.clientPage.breadcrumb'));
  const status = overview.data
    ? 'ready'
    : overview.isPending
      ? 'loading'
      : isMissing(overview.error)
        ? 'notFound'
        : 'error';
  return (
    <ClientPageView
      status={status}
      overview={overview.data}
      onRetry={() => void overview.refetch()}
      listHref="/admin/clients"
    />
  );
}

export default ClientPage;
