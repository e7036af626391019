import type {
  Booking,
  BookingStatus,
  Pool,
  PoolUtilisation,
  ShareLink,
  TimelineBooking,
} from '@vognpark/server/areas/sharing';
import type { NewShareLink } from './ShareLinkDrawer';
import { Button, DataTable, PageHeader, Tabs, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import { BookingDrawer, type BookingRequest } from './BookingDrawer';
import { Links } from './LinksTab';
import { TimelineTab, type TimelinePick } from './TimelineTab';
import { Bar } from './parts';
import { PoolsTab } from './PoolsTab';
import type { SharingErrorId } from './queries';
import { Page, PageSection as Section } from '../../pages/PageColumn';
import { CARDS_BELOW } from '../../shell/tableLayout';

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

export const STATUS_TONES: Record<BookingStatus, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  requested: 'warning',
  confirmed: 'info',
  checked_out: 'success',
  returned: 'neutral',
  cancelled: 'neutral',
  rejected: 'neutral',
  no_show: 'danger',
};

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

function whenOf(booking: Booking, locale: string) {
  return `${formatMoment(booking.startsAt, locale)} – ${formatMoment(booking.endsAt, locale)}`;
}

function Requests({ requests, onDecide, busy }: SharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useMemo<DataTableColumn<Booking>[]>(
    () => [
      {
        id: 'driver',
        header: t('app.sharing.requests.driver'),
        rowHeader: true,
        card: 'title',
        cell: (row) => `${row.driver.name} ${row.driver.surname}`.trim(),
      },
      { id: 'when', header: t('app.sharing.requests.when'), cell: (row) => whenOf(row, locale) },
      {
        id: 'vehicle',
        header: t('app.sharing.requests.vehicle'),
        cell: (row) => formatPlate(row.vehicle.registration),
      },
      { id: 'purpose', header: t('app.sharing.requests.purpose'), cell: (row) => row.purpose },
      {
        id: 'actions',
        header: <ScreenReaderText>{t('app.sharing.actions')}</ScreenReaderText>,
        label: t('app.sharing.actions'),
        cell: (row) => (
          <Bar>
            <Button size="sm" onClick={() => onDecide(row.id, true)} disabled={busy}>
              {t('app.sharing.requests.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDecide(row.id, false)} disabled={busy}>
              {t('app.sharing.requests.reject')}
            </Button>
          </Bar>
        ),
      },
    ],
    [t, locale, onDecide, busy],
  );
  return (
    <Section>
      <DataTable
        cardsBelow={CARDS_BELOW}
        label={t('app.sharing.requests.label')}
        columns={columns}
        rows={requests.data ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${row.driver.name} ${formatPlate(row.vehicle.registration)}`}
        loading={requests.status === 'loading'}
        error={requests.status === 'error' ? t('app.sharing.loadError') : undefined}
        onRetry={requests.onRetry}
        emptyTitle={t('app.sharing.requests.empty.title')}
        emptyMessage={t('app.sharing.requests.empty.body')}
      />
    </Section>
  );
}

function Utilisation({ month, utilisation }: SharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const columns: DataTableColumn<PoolUtilisation>[] = [
    {
      id: 'vehicle',
      header: t('app.sharing.utilisation.vehicle'),
      rowHeader: true,
      card: 'title',
      cell: (row) => `${formatPlate(row.vehicle.registration)} · ${row.vehicle.make} ${row.vehicle.model}`,
    },
    {
      id: 'hours',
      header: t('app.sharing.utilisation.hours'),
      align: 'end',
      cell: (row) => String(row.bookedHours),
    },
    {
      id: 'share',
      header: t('app.sharing.utilisation.share'),
      align: 'end',
      cell: (row) => percent.format(row.hours ? row.bookedHours / row.hours : 0),
    },
  ];
  const label = t('app.sharing.utilisation.label', {
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-15T12:00:00Z`),
    ),
  });
  return (
    <Section>
      <h2>{label}</h2>
      <DataTable
        cardsBelow={CARDS_BELOW}
        label={label}
        columns={columns}
        rows={utilisation.data ?? []}
        rowKey={(row) => row.vehicle.id}
        rowLabel={(row) => formatPlate(row.vehicle.registration)}
        loading={utilisation.status === 'loading'}
        error={utilisation.status === 'error' ? t('app.sharing.loadError') : undefined}
        onRetry={utilisation.onRetry}
        emptyTitle={t('app.sharing.timeline.empty.title')}
        emptyMessage={t('app.sharing.timeline.empty.body')}
      />
    </Section>
  );
}
