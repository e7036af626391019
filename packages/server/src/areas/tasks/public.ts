/**
 * What the app may import of the tasks area, as `@vognpark/server/areas/tasks`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  Task,
  TaskDetail,
  TaskDueState,
  TaskPage,
  TaskPriority,
  TaskSortBy,
  TaskSource,
  TaskStatus,
} from './model.js';
export { TASK_PRIORITIES, TASK_SORTS, TASK_SOURCES, TASK_STATUSES } from './model.js';
export { TASK_ATTENTION_STATES, TASK_DUE_SOON_DAYS, TASK_DUE_STATES, taskDueState } from './due.js';
