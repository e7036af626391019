import { useToast } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, copenhagenToday } from '../compliance/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import type { BookingRequest } from './BookingDrawer';
import {
  fieldErrorsOf,
  useBook,
  useBookings,
  useDecide,
  useLinks,
  usePools,
  useRequests,
  useRevokeLink,
  useUtilisation,
} from './queries';
import { useCreateShareLink } from './useCreateShareLink';
import { SharingView, type Loadable, type SharingTab, type TimelineSpan } from './SharingView';
import { copenhagenInstant } from './time';
import { usePoolDrawer } from './usePoolDrawer';

const TABS: readonly SharingTab[] = ['timeline', 'pools', 'requests', 'utilisation', 'links'];

function loadable<T>(query: { data?: T; isPending: boolean; refetch: () => unknown }): Loadable<T> {
  return {
    status: query.data !== undefined ? 'ready' : query.isPending ? 'loading' : 'error',
    data: query.data,
    onRetry: () => void query.refetch(),
  };
}

/**
 * /manager/sharing: the pool cars' week or 31 days (from yesterday), the pools and their rules, requests, utilisation of this month and
 * share links. The tab is in the address (`?tab=links`).
 */
export function SharingPage() {
  const t = useAppMessages();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.sharing.tabs.label');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'timeline';
  const [today] = useState(copenhagenToday);
  const [weekStart, setWeekStart] = useState(() => addDays(today, -1));
  const [span, setSpan] = useState<TimelineSpan>(7);
  const { from, to } = useMemo(
    () => ({
      from: copenhagenInstant(weekStart, '00:00'),
      to: copenhagenInstant(addDays(weekStart, span), '00:00'),
    }),
    [weekStart, span],
  );
  const month = today.slice(0, 7);
  const pools = usePools();
  const bookings = useBookings(from, to);
  const requests = useRequests(tab === 'requests');
  const utilisation = useUtilisation(month, tab === 'utilisation');
  const links = useLinks(tab === 'links');
  const book = useBook();
  const decide = useDecide();
  const createShareLink = useCreateShareLink();
  const revokeLink = useRevokeLink();
  const { openPool, drawer: poolDrawer } = usePoolDrawer();

  const onBook = async (request: BookingRequest) => {
    try {
      const booked = await book.mutateAsync(request);
      toast.show({
        tone: 'success',
        title: t(booked.status === 'requested' ? 'app.sharing.requested' : 'app.sharing.booked'),
      });
      return null;
    } catch (error) {
      return fieldErrorsOf(error) ?? { vehicleId: 'app.sharing.error.failed' as const };
    }
  };

  return (
    <>
      <SharingView
        title={title}
        tab={tab}
        onTabChange={(next) => setParams(next === 'timeline' ? {} : { tab: next })}
        today={today}
        weekStart={weekStart}
        onWeekChange={(days) =>
          setWeekStart((current) => (days === 0 ? addDays(today, -1) : addDays(current, days)))
        }
        span={span}
        onSpanChange={setSpan}
        pools={loadable(pools)}
        bookings={loadable(bookings)}
        requests={loadable(requests)}
        onDecide={(id, approve) =>
          decide.mutate(
            { id, approve },
            { onError: () => toast.show({ tone: 'error', title: t('app.sharing.error.failed') }) },
          )
        }
        month={month}
        utilisation={loadable(utilisation)}
        links={loadable(links)}
        onRevoke={(id) =>
          revokeLink.mutate(
            { id },
            {
              onSuccess: () => toast.show({ tone: 'success', title: t('app.sharing.links.revoked') }),
              onError: () => toast.show({ tone: 'error', title: t('app.sharing.error.failed') }),
            },
          )
        }
        onBook={onBook}
        onCreateLink={createShareLink}
        busy={decide.isPending || revokeLink.isPending}
        onEditPool={openPool}
      />
      {poolDrawer}
    </>
  );
}

export default SharingPage;
