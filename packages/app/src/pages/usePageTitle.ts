import { useEffect } from 'react';
import { useAppMessages } from '../i18n/useAppMessages';

/** Shows a page's localized title in the browser tab too ("Vehicles · Vognpark"). */
export function usePageTitle(title: string): void {
  const t = useAppMessages();
  useEffect(() => {
    document.title = t('app.documentTitle', { title });
  }, [t, title]);
}
