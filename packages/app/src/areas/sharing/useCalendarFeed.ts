import { useToast } from '@vognpark/ui';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { CalendarFeedProps } from './CalendarFeed';
import { useFeed, useRenewFeed, useRevokeFeed, type FeedTarget } from './queries';

/** The Calendar Feed action's data and writes for a target (docs/sharing.md "Calendar feeds"). */
export function useCalendarFeed(target: FeedTarget): Omit<CalendarFeedProps, 'plate'> {
  const t = useAppMessages();
  const toast = useToast();
  const feed = useFeed(target);
  const renew = useRenewFeed();
  const revoke = useRevokeFeed();
  const failed = () => toast.show({ tone: 'error', title: t('app.sharing.error.failed') });
  return {
    status: feed.data !== undefined ? 'ready' : feed.isPending ? 'loading' : 'error',
    feed: feed.data ?? null,
    onRetry: () => void feed.refetch(),
    onRenew: async () => {
      try {
        const created = await renew.mutateAsync(target);
        return `${window.location.origin}${created.path}`;
      } catch {
        failed();
        return null;
      }
    },
    onRevoke: async () => {
      try {
        await revoke.mutateAsync(target);
        toast.show({ tone: 'success', title: t('app.sharing.feed.revoked') });
      } catch {
        failed();
      }
    },
  };
}
