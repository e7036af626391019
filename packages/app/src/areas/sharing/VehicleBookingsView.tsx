import type { Booking, Pool, VehicleBookings } from '@vognpark/server/areas/sharing';
import { Button, DataTable, StatusPill, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { CARDS_BELOW } from '../../shell/tableLayout';
import type { BookingRequest } from './BookingDrawer';
import { BookingDrawer } from './lazyDrawers';
import { usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { CalendarFeedAction, type CalendarFeedProps } from './CalendarFeed';
import { Bar } from './parts';
import type { SharingErrorId } from './queries';
import type { Loadable } from './SharingView';
import { STATUS_TONES } from './parts';

export interface VehicleBookingsViewProps {
  vehicle: { id: string; registration: string };
  bookings: Loadable<VehicleBookings>;
  /** The client's pools, for the booking drawer. */
  pools: readonly Pool[];
  /** Today in Copenhagen (YYYY-MM-DD). */
  today: string;
  onBook: (request: BookingRequest) => Promise<Record<string, SharingErrorId> | null>;
  feed: CalendarFeedProps;
}

/**
 * The vehicle page's Bookings tab (the sharing area's `vehicleTab`): the vehicle's running and
 * coming bookings, Book a Pool Car with this vehicle chosen in the sharing area's booking drawer,
 * the vehicle's Calendar Feed, and the way to the timeline. A vehicle in no pool says so.
 */
export function VehicleBookingsView({
  vehicle,
  bookings,
  pools,
  today,
  onBook,
  feed,
}: VehicleBookingsViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [booking, setBooking] = useState(false);
  usePrefetchWhenIdle(BookingDrawer);
  const plate = formatPlate(vehicle.registration);
  const inPool = bookings.data ? bookings.data.poolId !== null : true;
  const columns = useMemo<DataTableColumn<Booking>[]>(
    () => [
      {
        id: 'when',
        header: t('app.sharing.requests.when'),
        rowHeader: true,
        card: 'title',
        cell: (row) => `${formatMoment(row.startsAt, locale)} – ${formatMoment(row.endsAt, locale)}`,
      },
      {
        id: 'driver',
        header: t('app.sharing.requests.driver'),
        cell: (row) => `${row.driver.name} ${row.driver.surname}`.trim(),
      },
      { id: 'purpose', header: t('app.sharing.requests.purpose'), cell: (row) => row.purpose },
      {
        id: 'status',
        header: t('app.sharing.vehicleTab.status'),
        cell: (row) => (
          <StatusPill tone={STATUS_TONES[row.status]} label={t(`app.sharing.status.${row.status}`)} />
        ),
      },
    ],
    [t, locale],
  );
  return (
    <Panel>
      <Bar>
        <Button onClick={() => setBooking(true)} disabled={bookings.status !== 'ready' || !inPool}>
          {t('app.sharing.book')}
        </Button>
        <CalendarFeedAction {...feed} plate={plate} />
        <RouterLink href="/manager/sharing">{t('app.sharing.vehicleTab.timeline')}</RouterLink>
      </Bar>
      {!inPool && (
        <Notice role="status">
          <p>{t('app.sharing.vehicleTab.noPool')}</p>
          <RouterLink href="/manager/sharing?tab=pools">{t('app.sharing.vehicleTab.toPools')}</RouterLink>
        </Notice>
      )}
      {inPool && (
        <DataTable
          cardsBelow={CARDS_BELOW}
          label={t('app.sharing.vehicleTab.table', { plate })}
          columns={columns}
          rows={bookings.data?.bookings ?? []}
          rowKey={(row) => row.id}
          rowLabel={(row) => `${formatMoment(row.startsAt, locale)} – ${formatMoment(row.endsAt, locale)}`}
          loading={bookings.status === 'loading'}
          error={bookings.status === 'error' ? t('app.sharing.loadError') : undefined}
          onRetry={bookings.onRetry}
          emptyTitle={t('app.sharing.vehicleTab.empty.title')}
          emptyMessage={t('app.sharing.vehicleTab.empty.body')}
        />
      )}
      {booking && (
        <BookingDrawer
          open
          onOpenChange={setBooking}
          pools={pools}
          today={today}
          onSubmit={onBook}
          initial={{ vehicleId: vehicle.id }}
        />
      )}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
`;

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;

  & p {
    margin: 0;
  }
`;
