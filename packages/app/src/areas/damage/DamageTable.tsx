import type { Damage } from '@vognpark/server/areas/damage';
import { DataTable, StatusPill, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { CARDS_BELOW } from '../../shell/tableLayout';
import {
  classLabel,
  formatOre,
  severityLabel,
  severityTones,
  statusLabel,
  statusTones,
  zoneLabel,
} from './domain';

export interface DamageTableProps {
  rows: readonly Damage[];
  /** How many match (more than the rows when the list is cut). */
  total: number | null;
  /** One vehicle's damages: its column is left out. */
  hideVehicle?: boolean;
  /** Opens a damage with its history and next steps. */
  onOpen: (damage: Damage) => void;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
}

/** The damages in the kit's table: vehicle, place, type, severity, status, found, estimate. */
export function DamageTable({
  rows,
  total,
  hideVehicle = false,
  onOpen,
  loading,
  error,
  onRetry,
  emptyTitle,
  emptyMessage,
  emptyAction,
}: DamageTableProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useMemo<DataTableColumn<Damage>[]>(() => {
    const list: DataTableColumn<Damage>[] = [
      {
        id: 'vehicle',
        header: t('app.damage.column.vehicle'),
        cell: (damage) => (
          <RouterLink href={`/manager/vehicles/${damage.vehicle.id}?tab=damage`}>
            {formatPlate(damage.vehicle.registration)}
          </RouterLink>
        ),
        width: 120,
        minWidth: 110,
      },
      {
        id: 'place',
        header: t('app.damage.column.place'),
        cell: (damage) => t(zoneLabel(damage.zone)),
        rowHeader: true,
        width: 140,
        minWidth: 110,
        card: 'title',
      },
      {
        id: 'class',
        header: t('app.damage.column.class'),
        cell: (damage) => t(classLabel(damage.damageClass)),
        width: 140,
        minWidth: 110,
        truncate: true,
      },
      {
        id: 'severity',
        header: t('app.damage.column.severity'),
        cell: (damage) => (
          <StatusPill tone={severityTones[damage.severity]} label={t(severityLabel(damage.severity))} />
        ),
        width: 130,
        minWidth: 110,
      },
      {
        id: 'status',
        header: t('app.damage.column.status'),
        cell: (damage) => (
          <StatusPill tone={statusTones[damage.status]} label={t(statusLabel(damage.status))} />
        ),
        width: 190,
        minWidth: 140,
      },
      {
        id: 'found',
        header: t('app.damage.column.found'),
        cell: (damage) => formatDate(damage.foundOn, locale),
        width: 130,
        minWidth: 110,
        priority: 2,
      },
      {
        id: 'estimate',
        header: t('app.damage.column.estimate'),
        cell: (damage) =>
          damage.estimateOre === null ? t('app.damage.none') : formatOre(damage.estimateOre, locale),
        width: 150,
        minWidth: 120,
        align: 'end',
        priority: 3,
      },
    ];
    return hideVehicle ? list.slice(1) : list;
  }, [t, locale, hideVehicle]);

  return (
    <DataTable<Damage>
      label={t('app.damage.table')}
      columns={columns}
      rows={rows}
      rowKey={(damage) => damage.id}
      rowLabel={(damage) => `${formatPlate(damage.vehicle.registration)}, ${t(zoneLabel(damage.zone))}`}
      onRowOpen={onOpen}
      cardsBelow={CARDS_BELOW}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      totalCount={total ?? undefined}
    />
  );
}
