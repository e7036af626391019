import type { Task } from '@vognpark/server/areas/tasks';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { DataTable, Menu, MenuItem, Popover, type DataTableColumn, type SortDescriptor } from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../shell/tableLayout';
import { PersonPicker } from '../../vehicles/components/PersonPicker';
import { formatDate, formatPlate } from '../../vehicles/format';
import type { TaskStatus } from '../domain';
import { taskSourceLabel } from '../labels';
import { vehicleTabHref } from '../../vehicles/links';
import { TaskDuePill, TaskPriorityPill, TaskStatusPill } from './TaskPills';
import type { ListState } from '../../../data/keysetList';

export interface TaskTableProps {
  list: ListState<Task>;
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
  emptyTitle: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  /** The sorted column (null: the default order, unfinished and overdue first); none: not sortable. */
  sort?: SortDescriptor | null;
  onSortChange?: (next: SortDescriptor | null) => void;
}

const nameOf = (person: { name: string; surname: string; email?: string }) =>
  `${person.name} ${person.surname}`.trim() || person.email || '';

/**
 * One task's actions: start, mark done or reopen, and assign to someone (or nobody). Assign To
 * opens a popover beside the actions with a search over the client's people, open on the list,
 * so anyone of many is found by typing a few letters of a name; choosing one assigns the task.
 */
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
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const [assigning, setAssigning] = useState(false);
  return (
    <ActionsAnchor ref={setAnchor}>
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
        <MenuItem label={t('app.tasks.actions.assign')} disabled={busy} onSelect={() => setAssigning(true)} />
      </Menu>
      <Popover
        open={assigning}
        onOpenChange={setAssigning}
        anchor={anchor}
        title={t('app.tasks.assign.title', { title: task.title })}
      >
        <PersonPicker
          label={t('app.tasks.form.assignee')}
          people={people}
          value={task.assignee?.id ?? null}
          noneLabel={t('app.tasks.assign.nobody')}
          startEmpty
          defaultOpen
          onValueChange={(id) => {
            setAssigning(false);
            if (id !== (task.assignee?.id ?? null)) onAssign(task, id);
          }}
        />
      </Popover>
    </ActionsAnchor>
  );
}

/**
 * Tasks in the kit's table: title, vehicle (a link to its page), status, due date with its state,
 * priority, assignee, source and the row's actions; loads more as it scrolls.
 */
export function TaskTable({
  list,
  people,
  readOnly = false,
  hideVehicle = false,
  onSetStatus,
  onAssign,
  busy = false,
  rowHref,
  emptyTitle,
  emptyMessage,
  emptyAction,
  sort,
  onSortChange,
}: TaskTableProps) {
  const sortable = onSortChange !== undefined;
  const t = useAppMessages();
  const { locale } = useIntl();

  const columns = useMemo<DataTableColumn<Task>[]>(() => {
    const all: DataTableColumn<Task>[] = [
      {
        id: 'title',
        header: t('app.tasks.column.title'),
        cell: (task) => task.title,
        rowHeader: true,
        sortable,
        width: 260,
        minWidth: 160,
        truncate: true,
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
        sortable,
        width: 120,
        minWidth: 110,
      },
      {
        id: 'status',
        header: t('app.tasks.column.status'),
        cell: (task) => <TaskStatusPill status={task.status} />,
        sortable,
        width: 140,
        minWidth: 130,
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
        sortable,
        width: 200,
        minWidth: 130,
      },
      {
        id: 'priority',
        header: t('app.tasks.column.priority'),
        cell: (task) => <TaskPriorityPill priority={task.priority} />,
        sortable,
        width: 120,
        minWidth: 100,
        priority: 2,
      },
      {
        id: 'assignee',
        header: t('app.tasks.column.assignee'),
        cell: (task) => (task.assignee ? nameOf(task.assignee) : t('app.tasks.nobody')),
        width: 170,
        minWidth: 120,
        truncate: true,
        priority: 2,
      },
      {
        id: 'source',
        header: t('app.tasks.column.source'),
        cell: (task) => t(taskSourceLabel(task.source)),
        width: 160,
        minWidth: 120,
        truncate: true,
        priority: 3,
      },
    ];
    if (hideVehicle) all.splice(1, 1);
    if (!readOnly)
      all.push({
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
        width: 120,
        pinned: 'end',
      });
    return all;
  }, [t, locale, hideVehicle, readOnly, people, busy, onSetStatus, onAssign, sortable]);

  return (
    <DataTable<Task>
      label={t('app.tasks.table.label')}
      columns={columns}
      {...listTableProps(list)}
      rowKey={(task) => task.id}
      rowLabel={(task) => task.title}
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

const Due = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The actions' place in the row: what the assign popover opens beside. */
const ActionsAnchor = styled.span`
  display: inline-flex;
`;
