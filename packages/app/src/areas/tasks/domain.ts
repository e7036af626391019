import type {
  TaskDueState as ServerTaskDueState,
  TaskPriority as ServerTaskPriority,
  TaskSource as ServerTaskSource,
  TaskStatus as ServerTaskStatus,
} from '@vognpark/server/areas/tasks';

/**
 * The closed value sets of tasks (docs/fleet-work.md; those of obligations and inspections
 * are in ../compliance/domain.ts), in the order the app lists them. The app keeps its own copy (it imports
 * only types from the server); the check at the end fails the type check when they drift apart.
 */
export const taskStatuses = ['open', 'in_progress', 'done'] as const;
export const taskDueStates = ['overdue', 'due_soon', 'later', 'no_due_date'] as const;
export const taskPriorities = ['low', 'normal', 'high'] as const;
export const taskSources = [
  'manual',
  'inspection_defect',
  'compliance',
  'driver_report',
  'service',
  'damage',
] as const;

export type TaskStatus = (typeof taskStatuses)[number];
export type TaskDueState = (typeof taskDueStates)[number];
export type TaskPriority = (typeof taskPriorities)[number];
export type TaskSource = (typeof taskSources)[number];

/**
 * The filter that lists exactly what the tasks badge counts, overdue tasks (docs/fleet-work.md,
 * "One definition of due"; the other badges' are in ../compliance/domain.ts).
 */
export const taskAttentionStates = ['overdue'] as const satisfies readonly TaskDueState[];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<TaskStatus, ServerTaskStatus>,
  Same<TaskDueState, ServerTaskDueState>,
  Same<TaskPriority, ServerTaskPriority>,
  Same<TaskSource, ServerTaskSource>,
] = [true, true, true, true];
void inStep;

/** The address parameter that opens a task's detail on the page it is on (`?task=<id>`). */
export const TASK_PARAM = 'task';
