import { EmptyState, PageTitle } from '@vognpark/ui';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../usePageTitle';
import { useRouteTitle } from '../useRouteTitle';

/**
 * A page of the admin or manager area. The spec shows none of their content: each shows its
 * localized title (also in the browser tab) and the kit's empty state, inside the default layout.
 */
export function AreaPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.productName');
  usePageTitle(title);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EmptyState />
    </>
  );
}

export default AreaPage;
