import type { DriverOption, Task } from '@vognpark/server';
import { DataTable, Menu, MenuItem, MenuItemRadio, type DataTableColumn } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { formatDate, formatPlate } from '../../vehicles/format';
import type { TaskStatus } from '../domain';
import { taskSourceLabel } from '../labels';
import { vehicleTabHref } from '../links';
import { TaskDuePill, TaskPriorityPill, TaskStatusPill } from './TaskPills';

export interface TaskTableProps {
  rows: readonly Task[];
  /** The people a task can be given to (the Assign To submenu). */
  people: readonly DriverOption[];
  /** Read only (an admin): no actions column. */
  readOnly?: boolean;
  /** Leaves the vehicle column out (a vehicle's own tab). */
  hideVehicle?: boolean;
  onSetStatus: (task: Task, status: TaskStatus) => void;
  onAssign: (task: Task, assigneeUserId: string | null) => void;
  /** A change is on its way: the actions wait. */
  busy?: boolean;
  /** Where a task's detail opens (its row header becomes a link there; a click on the row follows it). */
  rowHref?: (task: Task) => string;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  emptyTitle: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
}

const nameOf = (person: { name: string; surname: string; email?: string }) =>
  `${person.name} ${person.surname}`.trim() || person.email || '';

/** One task's actions: start, mark done or reopen, and assign to someone (or nobody). */
function TaskActions({
  task,
  people,
  busy,
  onSetStatus,
  onAssign,
}: {
  task: Task;
  people: readonly DriverOption[];
  busy: boolean;
  onSetStatus: (task: Task, status: TaskStatus) => void;
  onAssign: (task: Task, assigneeUserId: string | null) => void;
}) {
  const t = useAppMessages();
  return (
    <Menu
      label={t('app.tasks.actions.label', { title: task.title })}
      triggerContent={t('app.tasks.column.actions')}
      placement="bottom-end"
    >
      {task.status === 'open' && (
        <MenuItem
          label={t('app.tasks.actions.start')}
          disabled={busy}
          onSelect={() => onSetStatus(task, 'in_progress')}
        />
      )}
      {task.status !== 'done' ? (
        <MenuItem
          label={t('app.tasks.actions.done')}
          disabled={busy}
          onSelect={() => onSetStatus(task, 'done')}
        />
      ) : (
        <MenuItem
          label={t('app.tasks.actions.reopen')}
          disabled={busy}
          onSelect={() => onSetStatus(task, 'open')}
        />
      )}
      <Menu label={t('app.tasks.actions.assign')}>
        <MenuItemRadio
          label={t('app.tasks.nobody')}
          checked={task.assignee === null}
          disabled={busy}
          onSelect={() => onAssign(task, null)}
        />
        {people.map((person) => (
          <MenuItemRadio
            key={person.id}
            label={nameOf(person)}
            checked={task.assignee?.id === person.id}
            disabled={busy}
            onSelect={() => onAssign(task, person.id)}
          />
        ))}
      </Menu>
    </Menu>
  );
}

/**
 * Tasks in the kit's table: title, vehicle (a link to its page), status, due date with its state,
 * priority, assignee, source and the row's actions; loads more as it scrolls.
 */
export function TaskTable({
  rows,
  people,
  readOnly = false,
  hideVehicle = false,
  onSetStatus,
  onAssign,
  busy = false,
  rowHref,
  loading,
  error,
  onRetry,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  emptyTitle,
  emptyMessage,
  emptyAction,
}: TaskTableProps) {
  const t = useAppMessages();
  const { locale } = useIntl();

  const columns = useMemo<DataTableColumn<Task>[]>(() => {
    const list: DataTableColumn<Task>[] = [
      {
        id: 'title',
        header: t('app.tasks.column.title'),
        cell: (task) => task.title,
        rowHeader: true,
        width: 260,
      },
      {
        id: 'vehicle',
        header: t('app.tasks.column.vehicle'),
        cell: (task) =>
          task.vehicle ? (
            <RouterLink href={vehicleTabHref(task.vehicle.id, 'tasks')}>
              {formatPlate(task.vehicle.registration)}
            </RouterLink>
          ) : (
            t('app.tasks.noVehicle')
          ),
        width: 130,
      },
      {
        id: 'status',
        header: t('app.tasks.column.status'),
        cell: (task) => <TaskStatusPill status={task.status} />,
        width: 140,
      },
      {
        id: 'dueDate',
        header: t('app.tasks.column.dueDate'),
        cell: (task) =>
          task.dueDate ? (
            <Due>
              <span>{formatDate(task.dueDate, locale)}</span>
              {task.dueState && task.dueState !== 'later' && <TaskDuePill state={task.dueState} />}
            </Due>
          ) : (
            t('app.tasks.noDueDate')
          ),
        width: 200,
      },
      {
        id: 'priority',
        header: t('app.tasks.column.priority'),
        cell: (task) => <TaskPriorityPill priority={task.priority} />,
        width: 120,
      },
      {
        id: 'assignee',
        header: t('app.tasks.column.assignee'),
        cell: (task) => (task.assignee ? nameOf(task.assignee) : t('app.tasks.nobody')),
        width: 170,
      },
      {
        id: 'source',
        header: t('app.tasks.column.source'),
        cell: (task) => t(taskSourceLabel(task.source)),
        width: 170,
      },
    ];
    if (hideVehicle) list.splice(1, 1);
    if (!readOnly)
      list.push({
        id: 'actions',
        header: t('app.tasks.column.actions'),
        cell: (task) => (
          <TaskActions
            task={task}
            people={people}
            busy={busy}
            onSetStatus={onSetStatus}
            onAssign={onAssign}
          />
        ),
        width: 130,
      });
    return list;
  }, [t, locale, hideVehicle, readOnly, people, busy, onSetStatus, onAssign]);

  return (
    <DataTable<Task>
      label={t('app.tasks.table.label')}
      columns={columns}
      rows={rows}
      rowKey={(task) => task.id}
      rowLabel={(task) => task.title}
      rowHref={rowHref}
      linkComponent={rowHref ? RouterLink : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      totalCount={total ?? undefined}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
    />
  );
}

const Due = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;
