import { PageTitle } from '@vognpark/ui';
import { Link } from 'react-router-dom';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Card, CenteredPage, Muted, CardTitle, TextLink } from '../Page.styles';
import { usePageTitle } from '../usePageTitle';

/** Any path that is not a page of the route registry. */
export function NotFoundPage() {
  const t = useAppMessages();
  usePageTitle(t('app.page.notFound'));
  return (
    <CenteredPage>
      <Card>
        <CardTitle>{t('app.page.notFound')}</CardTitle>
        <Muted>{t('app.notFound.message')}</Muted>
        <TextLink as={Link} to="/">
          {t('app.notFound.link')}
        </TextLink>
      </Card>
    </CenteredPage>
  );
}

/**
 * A path that is not a page, under a signed-in area (/manager/…, /admin/…): inside the shell, so
 * the sidebar and the account stay where they were and the next page is one click away.
 */
export function ShellNotFoundPage() {
  const t = useAppMessages();
  usePageTitle(t('app.page.notFound'));
  return (
    <>
      <PageTitle>{t('app.page.notFound')}</PageTitle>
      <Muted>{t('app.notFound.message')}</Muted>
      <p>
        <TextLink as={Link} to="/">
          {t('app.notFound.link')}
        </TextLink>
      </p>
    </>
  );
}

export default NotFoundPage;
