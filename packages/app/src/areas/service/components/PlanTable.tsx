import type { ServicePlan } from '@vognpark/server/areas/service';
import { DataTable, Menu, MenuItem, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { CARDS_BELOW } from '../../../shell/tableLayout';
import { intervalText, serviceTaskName } from '../domain';

export interface PlanTableProps {
  plans: readonly ServicePlan[];
  onEdit: (plan: ServicePlan) => void;
  onApply: (plan: ServicePlan) => void;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  emptyAction?: ReactNode;
}

/** The client's service plans: name, each task with its intervals, how many schedules follow it. */
export function PlanTable({ plans, onEdit, onApply, loading, error, onRetry, emptyAction }: PlanTableProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useMemo<DataTableColumn<ServicePlan>[]>(
    () => [
      {
        id: 'name',
        header: t('app.service.column.name'),
        cell: (plan) => plan.name,
        rowHeader: true,
        width: 220,
        minWidth: 150,
        card: 'title',
      },
      {
        id: 'items',
        header: t('app.service.column.items'),
        cell: (plan) => (
          <Items>
            {plan.items.map((item) => (
              <li key={item.task.id}>
                <strong>{serviceTaskName(item.task, locale)}</strong> {intervalText(item, t, locale)}
              </li>
            ))}
          </Items>
        ),
        width: 420,
        minWidth: 220,
      },
      {
        id: 'schedules',
        header: t('app.service.column.schedules'),
        cell: (plan) => t('app.service.count.schedules', { count: plan.scheduleCount }),
        width: 150,
        minWidth: 120,
      },
      {
        id: 'actions',
        header: t('app.service.column.actions'),
        cell: (plan) => (
          <Menu
            label={t('app.service.actions.label', { name: plan.name })}
            triggerContent={t('app.service.column.actions')}
            placement="bottom-end"
          >
            <MenuItem label={t('app.service.actions.applyPlan')} onSelect={() => onApply(plan)} />
            <MenuItem label={t('app.service.actions.editPlan')} onSelect={() => onEdit(plan)} />
          </Menu>
        ),
        width: 120,
        pinned: 'end',
      },
    ],
    [t, locale, onEdit, onApply],
  );
  return (
    <DataTable<ServicePlan>
      label={t('app.service.plans.table')}
      columns={columns}
      rows={plans}
      rowKey={(plan) => plan.id}
      rowLabel={(plan) => plan.name}
      cardsBelow={CARDS_BELOW}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={t('app.service.plans.empty.title')}
      emptyMessage={t('app.service.plans.empty.body')}
      emptyAction={emptyAction}
    />
  );
}

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  white-space: normal;

  & strong {
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;
