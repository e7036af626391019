import type { Inspection } from '@vognpark/server/areas/inspections';
import { DataTable, Menu, MenuItem, type DataTableColumn, type SortDescriptor } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../shell/tableLayout';
import { InspectionResultPill, InspectionStatePill } from '../../compliance/components/WorkPills';
import { inspectionKindLabel } from '../../compliance/labels';
import { formatDate, formatMoment, formatPlate } from '../../vehicles/format';
import type { ListState } from '../../../data/keysetList';

export interface InspectionTableProps {
  list: ListState<Inspection>;
  /** Leaves the vehicle column out (a vehicle's own tab). */
  hideVehicle?: boolean;
  /** Read only (an admin): no actions column, a customer column. */
  readOnly?: boolean;
  onComplete: (inspection: Inspection) => void;
  onEdit: (inspection: Inspection) => void;
  /** Where an inspection's detail opens (its row header becomes a link there; a click on the row follows it). */
  rowHref?: (inspection: Inspection) => string;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  /** The sorted column (null: the default order, not completed first); none: not sortable. */
  sort?: SortDescriptor | null;
  onSortChange?: (next: SortDescriptor | null) => void;
}

/**
 * Inspections in the kit's table: kind, vehicle (a link to its inspections tab), due date, state,
 * result with the number of defects, and Complete and Edit on those not yet completed.
 */
export function InspectionTable({
  list,
  hideVehicle = false,
  readOnly = false,
  onComplete,
  onEdit,
  rowHref,
  emptyTitle,
  emptyMessage,
  emptyAction,
  sort,
  onSortChange,
}: InspectionTableProps) {
  const sortable = onSortChange !== undefined;
  const t = useAppMessages();
  const { locale } = useIntl();

  const columns = useMemo<DataTableColumn<Inspection>[]>(() => {
    const rowName = (inspection: Inspection) =>
      `${t(inspectionKindLabel(inspection.kind))}, ${formatPlate(inspection.vehicle.registration)}`;
    const all: DataTableColumn<Inspection>[] = [
      {
        id: 'kind',
        header: t('app.inspections.column.kind'),
        cell: (inspection) => t(inspectionKindLabel(inspection.kind)),
        rowHeader: true,
        sortable,
        width: 220,
        minWidth: 150,
        truncate: true,
      },
      {
        id: 'vehicle',
        header: t('app.inspections.column.vehicle'),
        cell: (inspection) =>
          readOnly ? (
            formatPlate(inspection.vehicle.registration)
          ) : (
            <RouterLink href={`/manager/vehicles/${inspection.vehicle.id}?tab=inspections`}>
              {formatPlate(inspection.vehicle.registration)}
            </RouterLink>
          ),
        sortable,
        width: 120,
        minWidth: 110,
      },
      {
        id: 'dueDate',
        header: t('app.inspections.column.dueDate'),
        cell: (inspection) => formatDate(inspection.dueDate, locale),
        sortable,
        width: 140,
        minWidth: 110,
      },
      {
        id: 'state',
        header: t('app.inspections.column.state'),
        cell: (inspection) => <InspectionStatePill state={inspection.state} />,
        width: 150,
        minWidth: 130,
      },
      {
        id: 'result',
        header: t('app.inspections.column.result'),
        cell: (inspection) =>
          inspection.result ? (
            <Result>
              <InspectionResultPill result={inspection.result} />
              <span>{t('app.inspections.defectCount', { count: inspection.defectCount })}</span>
              {inspection.completedAt && (
                <time dateTime={inspection.completedAt.toISOString()}>
                  {formatMoment(inspection.completedAt, locale)}
                </time>
              )}
            </Result>
          ) : (
            t('app.inspections.notCompleted')
          ),
        width: 220,
        minWidth: 160,
        priority: 2,
      },
    ];
    if (hideVehicle) all.splice(1, 1);
    if (readOnly)
      all.splice(1, 0, {
        id: 'client',
        header: t('app.inspections.column.client'),
        cell: (inspection) => inspection.clientName,
        width: 180,
        minWidth: 120,
        truncate: true,
        priority: 2,
      });
    else
      all.push({
        id: 'actions',
        header: t('app.inspections.column.actions'),
        cell: (inspection) =>
          inspection.completedAt ? null : (
            <Menu
              label={t('app.inspections.actions.label', { name: rowName(inspection) })}
              triggerContent={t('app.inspections.column.actions')}
              placement="bottom-end"
            >
              <MenuItem
                label={t('app.inspections.actions.complete')}
                onSelect={() => onComplete(inspection)}
              />
              <MenuItem label={t('app.inspections.actions.edit')} onSelect={() => onEdit(inspection)} />
            </Menu>
          ),
        width: 120,
        pinned: 'end',
      });
    return all;
  }, [t, locale, hideVehicle, readOnly, onComplete, onEdit, sortable]);

  return (
    <DataTable<Inspection>
      label={t('app.inspections.table.label')}
      columns={columns}
      {...listTableProps(list)}
      rowKey={(inspection) => inspection.id}
      rowLabel={(inspection) =>
        `${t(inspectionKindLabel(inspection.kind))}, ${formatPlate(inspection.vehicle.registration)}`
      }
      cardsBelow={CARDS_BELOW}
      sort={sort}
      onSortChange={onSortChange}
      rowHref={rowHref}
      linkComponent={rowHref ? RouterLink : undefined}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
    />
  );
}

const Result = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;

  & time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;
