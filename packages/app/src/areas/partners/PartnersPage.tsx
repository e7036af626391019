import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { OrganisationsPanel } from './OrganisationsPage';

/** /manager/partners: the workshops, leasing companies, insurers… the client works with. */
export function PartnersPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.partners.table.partner');
  usePageTitle(title);
  return <OrganisationsPanel kind="partner" title={title} />;
}

export default PartnersPage;
