import type { ToolbarFilterValue } from '@vognpark/ui';
import {
  taskDueStates,
  taskSources,
  taskStatuses,
  type TaskDueState,
  type TaskSource,
  type TaskStatus,
} from './domain';
import { readListSort, sortParamNames, writeListSort, type ListSort } from '../compliance/listSort';
import { addressId } from '../../routes/addressId';

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

export const emptyTasksState: TasksUrlState = {
  status: [],
  due: [],
  source: [],
  assignee: null,
  vehicle: null,
  sort: null,
};

/** The parameter names this page owns; any other parameter in the address is left alone. */
export const tasksParamNames = ['status', 'due', 'source', 'assignee', 'vehicle', ...sortParamNames];

// Links may spell the states in camel case (`due=dueSoon`); the canonical spelling is the server's.
const dueAliases: Record<string, TaskDueState> = { dueSoon: 'due_soon', noDueDate: 'no_due_date' };

/** Known values of a multi-value parameter in the canonical order; `a,b` and `a&b` both read. */
function readSet<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  aliases: Record<string, T> = {},
): T[] {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .map((value) => (Object.hasOwn(aliases, value) ? aliases[value]! : value)),
  );
  return allowed.filter((value) => given.has(value));
}

function readId(params: URLSearchParams, name: string): string | null {
  return addressId(params.get(name)?.trim());
}

/** Reads the page's state from an address's query; anything unknown or malformed is ignored. */
export function parseTasksState(params: URLSearchParams): TasksUrlState {
  const assignee = params.get('assignee')?.trim();
  return {
    status: readSet(params, 'status', taskStatuses),
    due: readSet(params, 'due', taskDueStates, dueAliases),
    source: readSet(params, 'source', taskSources),
    assignee: assignee === UNASSIGNED ? UNASSIGNED : readId(params, 'assignee'),
    vehicle: readId(params, 'vehicle'),
    sort: readListSort(params, taskSorts),
  };
}

/** Writes the state into a copy of `base` (its other parameters kept), defaults left out. */
export function serializeTasksState(
  state: TasksUrlState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of tasksParamNames) params.delete(name);
  const sets = [
    ['status', taskStatuses, state.status],
    ['due', taskDueStates, state.due],
    ['source', taskSources, state.source],
  ] as const;
  for (const [name, allowed, chosen] of sets) {
    const values = (allowed as readonly string[]).filter((value) =>
      (chosen as readonly string[]).includes(value),
    );
    if (values.length) params.set(name, values.join(','));
  }
  const assignee = state.assignee === UNASSIGNED ? UNASSIGNED : addressId(state.assignee);
  if (assignee) params.set('assignee', assignee);
  const vehicle = addressId(state.vehicle);
  if (vehicle) params.set('vehicle', vehicle);
  writeListSort(params, state.sort);
  return params;
}

/** How many filters are set. */
export function activeTaskFilterCount(state: TasksUrlState): number {
  return (
    state.status.length +
    state.due.length +
    state.source.length +
    (state.assignee ? 1 : 0) +
    (state.vehicle ? 1 : 0)
  );
}

/** The address of the tasks page with these filters ("/manager/tasks?due=overdue"). */
export function tasksHref(state: Partial<TasksUrlState> = {}): string {
  const query = serializeTasksState({ ...emptyTasksState, ...state })
    .toString()
    .replaceAll('%2C', ',');
  return query ? `/manager/tasks?${query}` : '/manager/tasks';
}

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
