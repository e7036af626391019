import { Button } from '@vognpark/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useAppMessages } from '../i18n/useAppMessages';
import { Card, CenteredPage, Muted, CardTitle } from './Page.styles';

/** The nearest error boundary of every route: says what happened in words and offers a reload. */
export function RouteError() {
  const t = useAppMessages();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <CenteredPage>
      <Card role="alert">
        <CardTitle>{t('app.error.title')}</CardTitle>
        <Muted>{t('app.error.message')}</Muted>
        <Button onClick={() => window.location.reload()}>{t('app.error.reload')}</Button>
      </Card>
    </CenteredPage>
  );
}
