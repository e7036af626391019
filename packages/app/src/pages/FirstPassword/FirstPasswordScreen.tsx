import { Button } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { PasswordForm } from '../../areas/accounts/components/PasswordForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Card, CardTitle, CenteredPage, Muted } from '../Page.styles';
import { usePageTitle } from '../usePageTitle';

export interface FirstPasswordScreenProps {
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  onSignOut: () => void;
  /** The language switcher (the login page's). */
  language?: ReactNode;
}

/**
 * What a person who signed in with a one-time password sees instead of any page until they
 * choose their own password (the server refuses everything else meanwhile; docs/accounts.md).
 */
export function FirstPasswordScreen({ onChangePassword, onSignOut, language }: FirstPasswordScreenProps) {
  const t = useAppMessages();
  usePageTitle(t('app.firstPassword.title'));
  return (
    <CenteredPage>
      <Card>
        <CardTitle>{t('app.firstPassword.title')}</CardTitle>
        <Muted>{t('app.firstPassword.intro')}</Muted>
        <PasswordForm
          onChange={onChangePassword}
          submitLabel={t('app.firstPassword.submit')}
          currentLabel={t('app.users.oneTime.label')}
        />
        <div>
          <Button variant="ghost" onClick={onSignOut}>
            {t('app.firstPassword.signOut')}
          </Button>
        </div>
        {language}
      </Card>
    </CenteredPage>
  );
}
