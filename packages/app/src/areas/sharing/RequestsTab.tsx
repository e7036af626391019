import type { Booking } from '@vognpark/server/areas/sharing';
import { Button, DataTable, type DataTableColumn } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../i18n/useAppMessages';
import { PageSection as Section } from '../../pages/PageColumn';
import { ScreenReaderText } from '../../pages/Page.styles';
import { CARDS_BELOW } from '../../shell/tableLayout';
import { formatMoment, formatPlate } from '../vehicles/format';
import { Bar } from './parts';
import type { SharingViewProps } from './SharingView';

function whenOf(booking: Booking, locale: string) {
  return `${formatMoment(booking.startsAt, locale)} – ${formatMoment(booking.endsAt, locale)}`;
}

/** The Requests tab: bookings waiting for a manager, each with Approve and Reject. */
export function Requests({ requests, onDecide, busy }: SharingViewProps) {
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
