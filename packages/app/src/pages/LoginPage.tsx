import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@vognpark/ui';
import styled from 'styled-components';
import { logIn, type LoginFailure } from '../data/auth';
import type { AppMessageId } from '../messages/en';
import { useAppMessages } from '../i18n/useAppMessages';
import { useRuntime } from '../runtime';
import { LoginLanguage } from './LoginLanguage';
import { Card, CenteredPage, Muted, CardTitle } from './Page.styles';
import { usePageTitle } from './usePageTitle';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
`;

const failureMessages: Record<LoginFailure, AppMessageId> = {
  invalid: 'app.login.invalid',
  throttled: 'app.login.throttled',
  network: 'app.login.network',
  failed: 'app.login.failed',
};

/** /auth/login: e-mail and password, errors in words, and the language switcher. */
export function LoginPage() {
  const t = useAppMessages();
  const runtime = useRuntime();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(t('app.login.title'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    const result = await logIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    setBusy(false);
    // Signed in: the guard sees the user and sends them to their role's home.
    if (result.ok) runtime.signedIn(result.user);
    else setFailure(result.reason);
  }

  return (
    <CenteredPage>
      <Card>
        <CardTitle>{t('app.login.title')}</CardTitle>
        <Muted>{t('app.login.intro')}</Muted>
        <Form onSubmit={onSubmit} aria-busy={busy} noValidate={false}>
          <TextField
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            label={t('app.login.email')}
            required
            invalid={failure === 'invalid'}
            aria-describedby={failure ? 'login-error' : undefined}
          />
          <TextField
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('app.login.password')}
            required
            invalid={failure === 'invalid'}
            aria-describedby={failure ? 'login-error' : undefined}
          />
          <div>
            {failure && (
              <ErrorText id="login-error" role="alert">
                {t(failureMessages[failure])}
              </ErrorText>
            )}
          </div>
          <Button type="submit" pending={busy} pendingLabel={t('app.login.submitting')}>
            {t('app.login.submit')}
          </Button>
        </Form>
        <LoginLanguage />
      </Card>
    </CenteredPage>
  );
}

export default LoginPage;
