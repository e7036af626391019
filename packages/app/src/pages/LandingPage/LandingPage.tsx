import { Link } from 'react-router-dom';
import { loginPath, roleHome } from '../../routes/paths';
import { useSession } from '../../data/session';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Card, CenteredPage, Muted, CardTitle, TextLink } from '../Page.styles';
import { usePageTitle } from '../usePageTitle';

/** The landing page (/). Signed-out visitors never see it: the guard sends them to the login page. */
export function LandingPage() {
  const t = useAppMessages();
  const { user } = useSession();
  const home = user ? roleHome(user.role) : undefined;
  usePageTitle(t('app.landing.title'));
  return (
    <CenteredPage>
      <Card>
        <CardTitle>{t('app.landing.title')}</CardTitle>
        <Muted>{t('app.landing.lead')}</Muted>
        {home ? (
          <TextLink as={Link} to={home}>
            {t('app.landing.goHome')}
          </TextLink>
        ) : (
          <TextLink as={Link} to={loginPath}>
            {t('app.landing.signIn')}
          </TextLink>
        )}
      </Card>
    </CenteredPage>
  );
}

export default LandingPage;
