import { Button } from '@vognpark/ui';
import { useAppMessages } from '../i18n/useAppMessages';
import { Card, CenteredPage, Muted, CardTitle } from './Page.styles';
import { usePageTitle } from './usePageTitle';

/** Shown when the server cannot tell who is signed in (it cannot be reached). */
export function UserUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useAppMessages();
  usePageTitle(t('app.error.title'));
  return (
    <CenteredPage>
      <Card role="alert">
        <CardTitle>{t('app.error.title')}</CardTitle>
        <Muted>{t('app.error.userUnavailable')}</Muted>
        <Button onClick={onRetry}>{t('app.error.retry')}</Button>
      </Card>
    </CenteredPage>
  );
}
