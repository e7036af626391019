import type { Obligation } from '@vognpark/server/areas/compliance';
import { DataTable, Menu, MenuItem, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../shell/tableLayout';
import { formatDate, formatPlate } from '../../vehicles/format';
import { obligationName } from '../labels';
import { ComplianceStatePill } from './WorkPills';
import type { ListState } from '../../../data/keysetList';

export interface ObligationTableProps {
  list: ListState<Obligation>;
  /** Leaves the vehicle column out (a vehicle's own tab). */
  hideVehicle?: boolean;
  /** Read only: no actions column. */
  readOnly?: boolean;
  onRenew: (obligation: Obligation) => void;
  onEdit: (obligation: Obligation) => void;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
}

/** The name a person hears for a row: "Insurance, AB 12 345". */
export function obligationRowName(obligation: Obligation, name: string): string {
  return obligation.vehicle ? `${name}, ${formatPlate(obligation.vehicle.registration)}` : name;
}

/**
 * Obligations in the kit's table: what it is, the vehicle (a link to its compliance tab), valid
 * until, the state, and Renew and Edit in each row's actions; loads more as it scrolls.
 */
export function ObligationTable({
  list,
  hideVehicle = false,
  readOnly = false,
  onRenew,
  onEdit,
  emptyTitle,
  emptyMessage,
  emptyAction,
}: ObligationTableProps) {
  const t = useAppMessages();
  const { locale } = useIntl();

  const columns = useMemo<DataTableColumn<Obligation>[]>(() => {
    const all: DataTableColumn<Obligation>[] = [
      {
        id: 'obligation',
        header: t('app.compliance.column.obligation'),
        cell: (obligation) => obligationName(obligation, t),
        rowHeader: true,
        width: 240,
        minWidth: 160,
        truncate: true,
      },
      {
        id: 'vehicle',
        header: t('app.compliance.column.vehicle'),
        cell: (obligation) =>
          obligation.vehicle ? (
            <RouterLink href={`/manager/vehicles/${obligation.vehicle.id}?tab=compliance`}>
              {formatPlate(obligation.vehicle.registration)}
            </RouterLink>
          ) : (
            t('app.compliance.noVehicle')
          ),
        width: 120,
        minWidth: 110,
      },
      {
        id: 'validUntil',
        header: t('app.compliance.column.validUntil'),
        cell: (obligation) => formatDate(obligation.validUntil, locale) || t('app.compliance.noDate'),
        width: 150,
        minWidth: 110,
      },
      {
        id: 'state',
        header: t('app.compliance.column.state'),
        cell: (obligation) => <ComplianceStatePill state={obligation.state} />,
        width: 160,
      },
    ];
    if (hideVehicle) all.splice(1, 1);
    if (!readOnly)
      all.push({
        id: 'actions',
        header: t('app.compliance.column.actions'),
        cell: (obligation) => (
          <Menu
            label={t('app.compliance.actions.label', {
              name: obligationRowName(obligation, obligationName(obligation, t)),
            })}
            triggerContent={t('app.compliance.column.actions')}
            placement="bottom-end"
          >
            <MenuItem label={t('app.compliance.actions.renew')} onSelect={() => onRenew(obligation)} />
            <MenuItem label={t('app.compliance.actions.edit')} onSelect={() => onEdit(obligation)} />
          </Menu>
        ),
        width: 120,
        pinned: 'end',
      });
    return all;
  }, [t, locale, hideVehicle, readOnly, onRenew, onEdit]);

  return (
    <DataTable<Obligation>
      label={t('app.compliance.table.label')}
      columns={columns}
      {...listTableProps(list)}
      rowKey={(obligation) => obligation.id}
      rowLabel={(obligation) => obligationRowName(obligation, obligationName(obligation, t))}
      cardsBelow={CARDS_BELOW}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
    />
  );
}
