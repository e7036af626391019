import type { Booking, BookingStatus, Pool, PoolUtilisation, ShareLink } from '@vognpark/server';
import { Button, DataTable, PageHeader, Spinner, StatusPill, Tabs, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { addDays } from '../compliance/dates';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { BookingDrawer, type BookingRequest } from './BookingDrawer';
import { Links } from './LinksTab';
import { Bar, Hidden, LoadFailure, Muted, Notice, PoolRules } from './parts';
import { PoolsTab } from './PoolsTab';
import type { SharingErrorId } from './queries';
import { copenhagenParts, meetsDay } from './time';
import { Page, PageSection as Section } from '../../pages/PageColumn';
import { CARDS_BELOW } from '../../shell/tableLayout';

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
  /** The first of the timeline's seven days. */
  weekStart: string;
  onWeekChange: (days: number) => void;
  pools: Loadable<Pool[]>;
  bookings: Loadable<Booking[]>;
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
  onCreateLink: (input: { vehicleId: string; label: string; days: number }) => Promise<string | null>;
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
  const [booking, setBooking] = useState(false);
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
          { value: 'timeline', label: t('app.sharing.tabs.timeline'), content: <Timeline {...props} /> },
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
        />
      )}
    </Page>
  );
}

function Timeline({ today, weekStart, onWeekChange, pools, bookings }: SharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)), [weekStart]);
  const vehicles = (pools.data ?? []).flatMap((pool) => pool.vehicles);
  const failed = pools.status === 'error' || bookings.status === 'error';
  const loading = pools.status === 'loading' || bookings.status === 'loading';
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  let content: ReactNode;
  if (failed)
    content = (
      <LoadFailure
        onRetry={() => {
          pools.onRetry();
          bookings.onRetry();
        }}
      />
    );
  else if (loading) content = <Spinner />;
  else if (vehicles.length === 0)
    content = (
      <Notice>
        <strong>{t('app.sharing.timeline.empty.title')}</strong>
        <p>{t('app.sharing.timeline.empty.body')}</p>
      </Notice>
    );
  else
    content = (
      <Scroller tabIndex={0} role="region" aria-label={t('app.sharing.timeline.label')}>
        <Grid>
          <caption>{t('app.sharing.timeline.label')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('app.sharing.timeline.vehicle')}</th>
              {days.map((date) => (
                <th scope="col" key={date} data-today={date === today || undefined}>
                  {dayLabel(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vehicles.map((vehicle) => (
              <tr key={vehicle.id}>
                <th scope="row">
                  <Plate>{formatPlate(vehicle.registration)}</Plate>
                  <Muted>{`${vehicle.make} ${vehicle.model}`}</Muted>
                  {vehicle.refusals.map((refusal) => (
                    <StatusPill key={refusal} tone="warning" label={t(`app.sharing.error.${refusal}`)} />
                  ))}
                </th>
                {days.map((date, index) => {
                  const next = days[index + 1] ?? addDays(date, 1);
                  const items = (bookings.data ?? []).filter(
                    (b) =>
                      b.vehicle.id === vehicle.id &&
                      !['cancelled', 'rejected'].includes(b.status) &&
                      meetsDay(b.startsAt, b.endsAt, date, next),
                  );
                  return (
                    <td key={date} data-today={date === today || undefined}>
                      {items.length === 0 ? (
                        <Free>{t('app.sharing.timeline.free')}</Free>
                      ) : (
                        <Chips>
                          {items.map((b) => (
                            <Chip key={b.id} data-status={b.status}>
                              {t('app.sharing.booking.summary', {
                                time: `${copenhagenParts(b.startsAt).time}–${copenhagenParts(b.endsAt).time}`,
                                driver: `${b.driver.name} ${b.driver.surname}`.trim(),
                                status: t(`app.sharing.status.${b.status}`),
                              })}
                            </Chip>
                          ))}
                        </Chips>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroller>
    );
  return (
    <Section>
      {(pools.data ?? []).map((pool) => (
        <PoolRules key={pool.id} pool={pool} named />
      ))}
      <Bar>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(-7)}>
          {t('app.sharing.timeline.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(0)}>
          {t('app.sharing.timeline.today')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(7)}>
          {t('app.sharing.timeline.next')}
        </Button>
      </Bar>
      {content}
    </Section>
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
        header: <Hidden>{t('app.sharing.actions')}</Hidden>,
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

const Plate = styled.span`
  display: block;
  font-weight: 600;
  white-space: nowrap;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 960px;
  font-size: ${({ theme }) => theme.font.sizes.sm};

  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  & th,
  & td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: start;
    vertical-align: top;
  }

  & thead th {
    white-space: nowrap;
  }

  & tbody th {
    width: 180px;
    display: table-cell;
  }

  & [data-today] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Chip = styled.li`
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 2px ${({ theme }) => theme.space[1]}px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};

  &[data-status='requested'] {
    border-inline-start-style: dashed;
  }
  &[data-status='checked_out'] {
    border-inline-start-color: ${({ theme }) => theme.colors.success};
  }
  &[data-status='returned'],
  &[data-status='no_show'] {
    border-inline-start-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Free = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
