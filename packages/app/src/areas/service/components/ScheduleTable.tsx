import type { ServiceScheduleItem } from '@vognpark/server/areas/service';
import { DataTable, Menu, MenuItem, StatusPill, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatOdometer, formatPlate } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../shell/tableLayout';
import { intervalText, serviceStateLabel, serviceStateTones, serviceTaskName } from '../domain';
import type { ListState } from '../../../data/keysetList';

export interface ScheduleTableProps {
  list: ListState<ServiceScheduleItem>;
  /** Leaves the vehicle column out (a vehicle's own tab). */
  hideVehicle?: boolean;
  /** Record a service of this schedule. */
  onRecord: (schedule: ServiceScheduleItem) => void;
  /** Record one visit for every due schedule of the vehicle listed (the bundle); offered when there are two or more. */
  onVisit: (schedules: ServiceScheduleItem[]) => void;
  /** Plan a workshop visit for the vehicle of a due schedule (docs/service.md "Bundle the visit"). */
  onPlanVisit?: (schedule: ServiceScheduleItem) => void;
  onEdit: (schedule: ServiceScheduleItem) => void;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
}

const due = (schedule: ServiceScheduleItem) => schedule.state === 'overdue' || schedule.state === 'due_soon';

/**
 * Schedules in the kit's table: vehicle (a link to its Service tab), service task, state, due date
 * and km, the forecast, the intervals, and Record Service, Record Visit (every due schedule of the
 * vehicle in one entry), Plan Visit (what the vehicle has due within 30 days or 1,000 km, as one
 * task) and Edit Schedule.
 */
export function ScheduleTable({
  list,
  hideVehicle = false,
  onRecord,
  onVisit,
  onPlanVisit,
  onEdit,
  emptyTitle,
  emptyMessage,
  emptyAction,
}: ScheduleTableProps) {
  const { rows } = list;
  const t = useAppMessages();
  const { locale } = useIntl();

  // What is due on each vehicle among the rows shown: a visit bundles it.
  const dueByVehicle = useMemo(() => {
    const map = new Map<string, ServiceScheduleItem[]>();
    for (const row of rows) if (due(row)) map.set(row.vehicle.id, [...(map.get(row.vehicle.id) ?? []), row]);
    return map;
  }, [rows]);

  const columns = useMemo<DataTableColumn<ServiceScheduleItem>[]>(() => {
    const name = (schedule: ServiceScheduleItem) =>
      `${serviceTaskName(schedule.task, locale)}, ${formatPlate(schedule.vehicle.registration)}`;
    const all: DataTableColumn<ServiceScheduleItem>[] = [
      {
        id: 'task',
        header: t('app.service.column.task'),
        cell: (schedule) => serviceTaskName(schedule.task, locale),
        rowHeader: true,
        width: 200,
        minWidth: 150,
        truncate: true,
        card: 'title',
      },
      {
        id: 'vehicle',
        header: t('app.service.column.vehicle'),
        cell: (schedule) => (
          <RouterLink href={`/manager/vehicles/${schedule.vehicle.id}?tab=service`}>
            {formatPlate(schedule.vehicle.registration)}
          </RouterLink>
        ),
        width: 120,
        minWidth: 110,
      },
      {
        id: 'state',
        header: t('app.service.column.state'),
        cell: (schedule) => (
          <StatusPill tone={serviceStateTones[schedule.state]} label={t(serviceStateLabel(schedule.state))} />
        ),
        width: 160,
        minWidth: 140,
      },
      {
        id: 'dueOn',
        header: t('app.service.column.dueOn'),
        cell: (schedule) => (schedule.dueOn ? formatDate(schedule.dueOn, locale) : t('app.service.none')),
        width: 130,
        minWidth: 110,
      },
      {
        id: 'dueKm',
        header: t('app.service.column.dueKm'),
        cell: (schedule) =>
          schedule.dueKm === null ? t('app.service.none') : formatOdometer(schedule.dueKm, locale),
        width: 150,
        minWidth: 120,
        align: 'end',
      },
      {
        id: 'forecast',
        header: t('app.service.column.forecast'),
        cell: (schedule) =>
          schedule.forecastOn ? formatDate(schedule.forecastOn, locale) : t('app.service.none'),
        width: 130,
        minWidth: 110,
        priority: 2,
      },
      {
        id: 'interval',
        header: t('app.service.column.interval'),
        cell: (schedule) => intervalText(schedule, t, locale),
        // Wraps, never cut: "whichever comes first" is the end of a long text and matters.
        width: 260,
        minWidth: 160,
        priority: 3,
      },
      {
        id: 'actions',
        header: t('app.service.column.actions'),
        cell: (schedule) => {
          const visit = dueByVehicle.get(schedule.vehicle.id) ?? [];
          return (
            <Menu
              label={t('app.service.actions.label', { name: name(schedule) })}
              triggerContent={t('app.service.column.actions')}
              placement="bottom-end"
            >
              <MenuItem label={t('app.service.actions.record')} onSelect={() => onRecord(schedule)} />
              {visit.length > 1 && due(schedule) && (
                <MenuItem
                  label={t('app.service.actions.visit', { count: visit.length })}
                  onSelect={() => onVisit(visit)}
                />
              )}
              {onPlanVisit && due(schedule) && (
                <MenuItem label={t('app.service.visit.plan')} onSelect={() => onPlanVisit(schedule)} />
              )}
              <MenuItem label={t('app.service.actions.edit')} onSelect={() => onEdit(schedule)} />
            </Menu>
          );
        },
        width: 120,
        pinned: 'end',
      },
    ];
    if (hideVehicle) all.splice(1, 1);
    return all;
  }, [t, locale, hideVehicle, onRecord, onVisit, onPlanVisit, onEdit, dueByVehicle]);

  return (
    <DataTable<ServiceScheduleItem>
      label={t('app.service.due.table')}
      columns={columns}
      {...listTableProps(list)}
      rowKey={(schedule) => schedule.id}
      rowLabel={(schedule) =>
        `${serviceTaskName(schedule.task, locale)}, ${formatPlate(schedule.vehicle.registration)}`
      }
      cardsBelow={CARDS_BELOW}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
    />
  );
}

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
