import type { Task } from '@vognpark/server/areas/tasks';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { Button, PageHeader, Toolbar, type ToolbarFilter, type ToolbarFilterValue } from '@vognpark/ui';
import { useMemo } from 'react';
import { TaskTable } from '../../components/TaskTable';
import { taskDueStates, taskSources, taskStatuses, type TaskStatus } from '../../domain';
import { taskDueLabel, taskSourceLabel, taskStatusLabel } from '../../labels';
import { tasksUrl, stateWithToolbarValue, taskSorts, UNASSIGNED, type TasksUrlState } from '../../urlState';
import { nextListSort, toSortDescriptor } from '../../../compliance/listSort';
import {
  VehiclePicker,
  type VehiclePickerMatches,
  type VehiclePickerVehicle,
} from '../../../vehicles/components/VehiclePicker';
import { useAppMessages, type FormatAppMessage } from '../../../../i18n/useAppMessages';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

/** The vehicle filter: a search over the client's whole register. */
export interface TasksVehicleFilter extends VehiclePickerMatches {
  /** The chosen vehicle (its plate shows in the field), when known. */
  chosen: VehiclePickerVehicle | null;
  /** The typed text, after a pause. */
  onSearchChange: (text: string) => void;
  /** The list opened or closed. */
  onOpenChange?: (open: boolean) => void;
}

export interface TasksViewProps {
  /** The page's title (the route's: "Tasks"). */
  title: string;
  /** The filters (from the address). */
  state: TasksUrlState;
  /** A filter changed: a new history entry. */
  onStateChange: (next: TasksUrlState) => void;
  /** The people a task can be given to (the assignee filter and the Assign To menu). */
  people: readonly DriverOption[];
  /** The vehicle filter's matches for what is typed in it. */
  vehicleFilter: TasksVehicleFilter;

  /** The tasks matching the filters (total: null until known). */
  list: ListState<Task>;

  onAdd: () => void;
  /** The pointer or the focus is on Add: the moment to fetch the form's code. */
  onAddIntent?: () => void;
  onSetStatus: (task: Task, status: TaskStatus) => void;
  onAssign: (task: Task, assigneeUserId: string | null) => void;
  /** A change is on its way. */
  busy?: boolean;
  /** Where a task's detail opens (`?task=<id>`, the filters kept). */
  taskHref?: (task: Task) => string;
}

const nameOf = (person: DriverOption) => `${person.name} ${person.surname}`.trim() || person.email;

function filtersOf(t: FormatAppMessage, people: readonly DriverOption[]): ToolbarFilter[] {
  return [
    {
      id: 'status',
      label: t('app.tasks.filter.status'),
      options: taskStatuses.map((value) => ({ value, label: t(taskStatusLabel(value)) })),
    },
    {
      id: 'due',
      label: t('app.tasks.filter.due'),
      options: taskDueStates.map((value) => ({ value, label: t(taskDueLabel(value)) })),
    },
    {
      id: 'assignee',
      label: t('app.tasks.filter.assignee'),
      options: [
        { value: UNASSIGNED, label: t('app.tasks.filter.unassigned') },
        ...people.map((person) => ({ value: person.id, label: nameOf(person) })),
      ],
    },
    {
      id: 'source',
      label: t('app.tasks.filter.source'),
      options: taskSources.map((value) => ({ value, label: t(taskSourceLabel(value)) })),
    },
  ];
}

function toolbarValueOf(state: TasksUrlState): ToolbarFilterValue {
  return {
    status: state.status,
    due: state.due,
    source: state.source,
    assignee: state.assignee ? [state.assignee] : [],
  };
}

/**
 * The tasks page as a person sees it (data in, callbacks out): the header with the count and Add
 * Task, the vehicle filter (a search over the whole register), the filter menus with their chips,
 * and the table with each task's actions.
 */
export function TasksView({
  title,
  state,
  onStateChange,
  people,
  vehicleFilter,
  list,
  onAdd,
  onAddIntent,
  onSetStatus,
  onAssign,
  busy = false,
  taskHref,
}: TasksViewProps) {
  const { total } = list;
  const t = useAppMessages();
  const filters = useMemo(() => filtersOf(t, people), [t, people]);
  const filtered = tasksUrl.activeCount(state) > 0;
  const countText = total === null ? undefined : t('app.tasks.count', { count: total });
  const addButton = (
    <Button onClick={onAdd} onPointerEnter={onAddIntent} onFocus={onAddIntent}>
      {t('app.tasks.add')}
    </Button>
  );

  return (
    <Page>
      <PageHeader title={title} description={countText} actions={addButton} />
      <Toolbar
        search={
          <VehiclePicker
            label={t('app.tasks.filter.vehicle')}
            labelHidden
            placeholder={t('app.tasks.filter.vehiclePlaceholder')}
            value={state.vehicle}
            onValueChange={(vehicle) => onStateChange({ ...state, vehicle })}
            {...vehicleFilter}
          />
        }
        filters={filters}
        value={toolbarValueOf(state)}
        onValueChange={(value) => onStateChange(stateWithToolbarValue(state, value))}
      />
      <TaskTable
        list={list}
        people={people}
        sort={toSortDescriptor(state.sort)}
        onSortChange={(next) => onStateChange({ ...state, sort: nextListSort(state.sort, next, taskSorts) })}
        onSetStatus={onSetStatus}
        onAssign={onAssign}
        busy={busy}
        rowHref={taskHref}
        emptyTitle={filtered ? t('app.tasks.noMatches.title') : t('app.tasks.empty.title')}
        emptyMessage={filtered ? t('app.tasks.noMatches.body') : t('app.tasks.empty.body')}
        emptyAction={filtered ? undefined : addButton}
      />
    </Page>
  );
}
