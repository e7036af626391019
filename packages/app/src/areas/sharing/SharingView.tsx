import type {
  Booking,
  Pool,
  PoolUtilisation,
  ShareLink,
  TimelineBooking,
} from '@vognpark/server/areas/sharing';
import type { NewShareLink } from './ShareLinkDrawer';
import { Button, PageHeader, Tabs } from '@vognpark/ui';
import { useState } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { BookingRequest } from './BookingDrawer';
import { BookingDrawer, ShareLinkDrawer } from './lazyDrawers';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { TimelineTab, type TimelinePick } from './TimelineTab';
import type { SharingErrorId } from './queries';
import { Page } from '../../pages/PageColumn';

// The tabs after the timeline (the page's first) are chunks of their own, fetched when the page
// is idle or the tab is chosen: the page's code carries the timeline only.
const PoolsTab = lazyWithPrefetch(() => import('./PoolsTab').then((module) => module.PoolsTab));
const Requests = lazyWithPrefetch(() => import('./RequestsTab').then((module) => module.Requests));
const Utilisation = lazyWithPrefetch(() => import('./UtilisationTab').then((module) => module.Utilisation));
const Links = lazyWithPrefetch(() => import('./LinksTab').then((module) => module.Links));

/** The timeline's days: a week, or 31 (a month). */
export type TimelineSpan = 7 | 31;

export type SharingTab = 'timeline' | 'pools' | 'requests' | 'utilisation' | 'links';

/** One part of the page's data: its state and, once there, the data. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  onRetry: () => void;
}

export interface SharingViewProps {
  title: string;
  tab: SharingTab;
  onTabChange: (tab: SharingTab) => void;
  /** Today in Copenhagen. */
  today: string;
  /** The first of the timeline's days. */
  weekStart: string;
  /** Moves the first day by this many days (0: back to yesterday). */
  onWeekChange: (days: number) => void;
  /** How many days the timeline shows: a week or 31. */
  span: TimelineSpan;
  onSpanChange: (span: TimelineSpan) => void;
  pools: Loadable<Pool[]>;
  /** The timeline's bookings (cancelled and rejected ones left out). */
  bookings: Loadable<TimelineBooking[]>;
  requests: Loadable<Booking[]>;
  onDecide: (id: string, approve: boolean) => void;
  month: string;
  utilisation: Loadable<PoolUtilisation[]>;
  links: Loadable<ShareLink[]>;
  onRevoke: (id: string) => void;
  /** Opens the pool form: a new pool (null) or the pool given. */
  onEditPool: (pool: Pool | null) => void;
  onBook: (request: BookingRequest) => Promise<Record<string, SharingErrorId> | null>;
  /** Makes a share link of a vehicle; answers its full address (shown once), or null when it failed. */
  /** Makes a share link (a vehicle's details or position, a damage's report); answers its address, or null. */
  onCreateLink: (input: NewShareLink) => Promise<string | null>;
  /** A write is on its way. */
  busy?: boolean;
}

/**
 * /manager/sharing as a person sees it (data in, callbacks out): Timeline, a week of bookings per
 * pool car (rows vehicles, columns days) with Book a Pool Car; Pools, each with its rules and cars,
 * New Pool and Edit; Requests to approve or reject;
 * Utilisation per vehicle in the month; Share Links, the client's active links with Revoke and a new
 * link whose address is shown once.
 */
export function SharingView(props: SharingViewProps) {
  const t = useAppMessages();
  // The drawer: closed, open empty (true) or with what was picked on the timeline.
  const [booking, setBooking] = useState<boolean | TimelinePick>(false);
  usePrefetchWhenIdle(BookingDrawer, ShareLinkDrawer, PoolsTab, Requests, Utilisation, Links);
  return (
    <Page>
      <PageHeader
        title={props.title}
        actions={
          <Button onClick={() => setBooking(true)} disabled={props.pools.status !== 'ready'}>
            {t('app.sharing.book')}
          </Button>
        }
      />
      <Tabs
        label={t('app.sharing.tabs.label')}
        value={props.tab}
        onValueChange={(value) => props.onTabChange(value as SharingTab)}
        items={[
          {
            value: 'timeline',
            label: t('app.sharing.tabs.timeline'),
            content: (
              <TimelineTab {...props} onPick={props.pools.status === 'ready' ? setBooking : undefined} />
            ),
          },
          { value: 'pools', label: t('app.sharing.tabs.pools'), content: <PoolsTab {...props} /> },
          { value: 'requests', label: t('app.sharing.tabs.requests'), content: <Requests {...props} /> },
          {
            value: 'utilisation',
            label: t('app.sharing.tabs.utilisation'),
            content: <Utilisation {...props} />,
          },
          { value: 'links', label: t('app.sharing.tabs.links'), content: <Links {...props} /> },
        ]}
      />
      {booking && (
        <BookingDrawer
          open
          onOpenChange={setBooking}
          pools={props.pools.data ?? []}
          today={props.today}
          onSubmit={props.onBook}
          initial={
            typeof booking === 'object'
              ? {
                  vehicleId: booking.vehicleId,
                  date: booking.date,
                  endDate: booking.endDate,
                  from: '08:00',
                  to: '16:00',
                }
              : undefined
          }
        />
      )}
    </Page>
  );
}
