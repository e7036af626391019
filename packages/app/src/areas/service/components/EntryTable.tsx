import type { ServiceEntry } from '@vognpark/server/areas/service';
import { DataTable, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatOdometer, formatPlate } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../shell/tableLayout';
import { formatDkk, serviceTaskName } from '../domain';
import { Muted } from './ScheduleTable';
import type { ListState } from '../../../data/keysetList';

export interface EntryTableProps {
  list: ListState<ServiceEntry>;
  hideVehicle?: boolean;
  /** Opens an entry with its lines. */
  onOpen: (entry: ServiceEntry) => void;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
}

export const personName = (person: { name: string; surname: string } | null) =>
  person ? `${person.name} ${person.surname}`.trim() : '';

/** The service book in the kit's table: date, vehicle, workshop, work done, odometer, total, who recorded it. */
export function EntryTable({ list, hideVehicle = false, onOpen, emptyTitle, emptyMessage }: EntryTableProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useMemo<DataTableColumn<ServiceEntry>[]>(() => {
    const all: DataTableColumn<ServiceEntry>[] = [
      {
        id: 'date',
        header: t('app.service.column.date'),
        cell: (entry) => formatDate(entry.performedOn, locale),
        rowHeader: true,
        width: 120,
        minWidth: 110,
        card: 'title',
      },
      {
        id: 'vehicle',
        header: t('app.service.column.vehicle'),
        cell: (entry) => (
          <RouterLink href={`/manager/vehicles/${entry.vehicle.id}?tab=service`}>
            {formatPlate(entry.vehicle.registration)}
          </RouterLink>
        ),
        width: 120,
        minWidth: 110,
      },
      {
        id: 'workshop',
        header: t('app.service.column.workshop'),
        cell: (entry) => entry.workshop.name || <Muted>{t('app.service.history.noWorkshop')}</Muted>,
        width: 180,
        minWidth: 120,
        truncate: true,
      },
      {
        id: 'work',
        header: t('app.service.column.work'),
        cell: (entry) =>
          entry.tasks.map((task) => serviceTaskName(task, locale)).join(', ') || t('app.service.none'),
        width: 240,
        minWidth: 150,
        truncate: true,
      },
      {
        id: 'odometer',
        header: t('app.service.column.odometer'),
        cell: (entry) => formatOdometer(entry.odometerKm, locale),
        width: 130,
        minWidth: 110,
        align: 'end',
        priority: 2,
      },
      {
        id: 'total',
        header: t('app.service.column.total'),
        cell: (entry) => formatDkk(entry.totals.gross, locale),
        width: 150,
        minWidth: 120,
        align: 'end',
      },
      {
        id: 'by',
        header: t('app.service.column.by'),
        cell: (entry) => personName(entry.createdBy) || t('app.service.history.bySystem'),
        width: 160,
        minWidth: 120,
        truncate: true,
        priority: 3,
      },
    ];
    if (hideVehicle) all.splice(1, 1);
    return all;
  }, [t, locale, hideVehicle]);

  return (
    <DataTable<ServiceEntry>
      label={t('app.service.history.table')}
      columns={columns}
      {...listTableProps(list)}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) =>
        `${formatDate(entry.performedOn, locale)}, ${formatPlate(entry.vehicle.registration)}`
      }
      onRowOpen={onOpen}
      cardsBelow={CARDS_BELOW}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
    />
  );
}
