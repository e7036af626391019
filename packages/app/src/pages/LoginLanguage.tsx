import { LocaleSwitcher } from '@vognpark/ui';
import styled from 'styled-components';
import { useLanguage } from '../i18n/LanguageProvider';
import { useChooseLanguage } from '../i18n/useChooseLanguage';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The language list of the login page: nobody is signed in, so it sets the cookie and reloads. */
export function LoginLanguage() {
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage(false);
  return (
    <Row>
      <LocaleSwitcher locale={locale} onLocaleChange={(next) => void chooseLanguage(next)} />
    </Row>
  );
}
