import { isLocale } from '@vognpark/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserSettings } from '../data/queries';
import { useSession } from '../data/session';
import { useLanguage } from '../i18n/LanguageProvider';
import { readLocaleCookie, writeLocaleCookie } from '../i18n/localeCookie';
import { useRuntime } from '../runtime';

/**
 * The side effects of being signed in: the socket is open while a user is known, and the
 * server's saved language applies once known when no NEXT_LOCALE cookie says otherwise (the
 * cookie is then set, docs/decisions/language-start-up.md).
 */
export function SessionEffects() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const { connection } = useRuntime();
  const signedIn = session.status === 'signed-in';
  const { locale, switchTo } = useLanguage();

  useEffect(() => {
    if (signedIn) connection.open();
  }, [signedIn, connection]);

  const serverLanguage = useUserSettings(pathname, signedIn).data?.language;
  useEffect(() => {
    if (!isLocale(serverLanguage) || isLocale(readLocaleCookie())) return;
    writeLocaleCookie(serverLanguage);
    if (serverLanguage !== locale) void switchTo(serverLanguage);
  }, [serverLanguage, locale, switchTo]);

  return null;
}
