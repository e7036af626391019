import type { PoolUtilisation } from '@vognpark/server/areas/sharing';
import { DataTable, type DataTableColumn } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../i18n/useAppMessages';
import { PageSection as Section } from '../../pages/PageColumn';
import { CARDS_BELOW } from '../../shell/tableLayout';
import { formatPlate } from '../vehicles/format';
import type { SharingViewProps } from './SharingView';

/** The Utilisation tab: each pool car's booked hours in the month and their share of it. */
export function Utilisation({ month, utilisation }: SharingViewProps) {
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
