import { useToast } from '@vognpark/ui';
import { useCallback } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import { useCreateLink } from './queries';
import type { NewShareLink } from './ShareLinkDrawer';

/**
 * New Share Link's `onCreate` wherever it opens (the Share Links tab, the map's card, a damage's
 * drawer): the link's full address, shown once; null after a toast when it could not be made.
 */
export function useCreateShareLink(): (input: NewShareLink) => Promise<string | null> {
  const t = useAppMessages();
  const toast = useToast();
  const { mutateAsync } = useCreateLink();
  return useCallback(
    async (input) => {
      try {
        const created = await mutateAsync(input);
        return `${window.location.origin}${created.path}`;
      } catch {
        toast.show({ tone: 'error', title: t('app.sharing.error.failed') });
        return null;
      }
    },
    [mutateAsync, t, toast],
  );
}
