import type { ToolbarFilterValue } from '@vognpark/ui';
import {
  taskDueStates,
  taskSources,
  taskStatuses,
  type TaskDueState,
  type TaskSource,
  type TaskStatus,
} from './domain';
import { listSortParam, type ListSort } from '../compliance/listSort';
import { idParam, urlSchema, valuesParam } from '../../routes/urlSchema';

/** The columns the tasks list sorts by (the server's TASK_SORTS but the default). */
export const taskSorts = ['dueDate', 'title', 'priority', 'status', 'vehicle'] as const;
export type TaskSortKey = (typeof taskSorts)[number];

/** What the tasks page shows, as read from and written to its address (reload, share, back). */
export interface TasksUrlState {
  status: TaskStatus[];
  /** Due states (`due=overdue` is exactly what the tasks badge counts). */
  due: TaskDueState[];
  source: TaskSource[];
  /** A person's id, `unassigned` for tasks nobody has, or null for anyone. */
  assignee: string | null;
  /** One vehicle's tasks, or null for every vehicle. */
  vehicle: string | null;
  /** The chosen sort (`sort`, `dir`), or null: unfinished and overdue first, by due date. */
  sort: ListSort<TaskSortKey> | null;
}

export const UNASSIGNED = 'unassigned';

/**
 * /manager/tasks's address: `status`, `due` (`due=overdue` is exactly what the tasks badge counts;
 * `due=dueSoon` reads too), `source`, `assignee` (an id or `unassigned`), `vehicle`, `sort`, `dir`.
 */
export const tasksUrl = urlSchema<TasksUrlState>('/manager/tasks', {
  status: valuesParam('status', taskStatuses),
  due: valuesParam('due', taskDueStates),
  source: valuesParam('source', taskSources),
  assignee: idParam('assignee', [UNASSIGNED]),
  vehicle: idParam('vehicle'),
  sort: listSortParam(taskSorts),
});

/** The tasks list's input for the state (the infinite query adds the cursor). */
export function taskListInputOf(state: TasksUrlState, limit = 50) {
  return {
    status: state.status.length ? state.status : null,
    dueState: state.due.length ? state.due : null,
    source: state.source.length ? state.source : null,
    assigneeUserId: state.assignee && state.assignee !== UNASSIGNED ? state.assignee : null,
    unassigned: state.assignee === UNASSIGNED,
    vehicleId: state.vehicle,
    ...(state.sort ? { sort: { by: state.sort.by, dir: state.sort.dir } } : {}),
    limit,
  };
}

/** One choice at a time: a newly ticked value replaces the one before. */
function single(chosen: readonly string[] | undefined, current: string | null): string | null {
  const values = chosen ?? [];
  return values.find((value) => value !== current) ?? (values.includes(current ?? '') ? current : null);
}

/**
 * The state from the Toolbar's chosen values (the assignee takes one value). The vehicle is not
 * one of the Toolbar's menus (it has its own picker over the whole register), so it stays.
 */
export function stateWithToolbarValue(state: TasksUrlState, value: ToolbarFilterValue): TasksUrlState {
  const pick = <T extends string>(values: readonly T[], chosen: readonly string[] | undefined): T[] =>
    values.filter((candidate) => chosen?.includes(candidate));
  return {
    status: pick(taskStatuses, value.status),
    due: pick(taskDueStates, value.due),
    source: pick(taskSources, value.source),
    assignee: single(value.assignee, state.assignee),
    vehicle: state.vehicle,
    sort: state.sort,
  };
}
