/**
 * Tasks (docs/fleet-work.md): the values of their enumerated fields and the shapes its procedures
 * answer. No server dependencies: the app imports the types from `@vognpark/server`.
 */
import type { PersonRef } from '../vehicles/model.js';
import type { Page, TitleNames, VehicleRef } from '../../work/model.js';
import type { TaskDueState } from './due.js';

export type { TaskDueState };

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * How a task list is sorted. `attention` (the default): unfinished tasks first, the most overdue
 * first and those without a due date after them, then finished ones, the latest due first. The
 * others sort by that column; ties keep the attention order.
 */
export const TASK_SORTS = ['attention', 'dueDate', 'title', 'priority', 'status', 'vehicle'] as const;
export type TaskSortBy = (typeof TASK_SORTS)[number];

export const TASK_SOURCES = [
  'manual',
  'inspection_defect',
  'compliance',
  'driver_report',
  'service',
  'damage',
] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export interface Task {
  id: string;
  clientId: string;
  clientName: string;
  /** As stored (a service task's: its Danish name). */
  title: string;
  /**
   * The title in each language, for tasks made from a catalogue (source `service`: the service
   * task's names, read when the task is read, so a renamed task shows its new name); null for a
   * title someone typed. The app shows the one of the interface's language (docs/service.md).
   */
  titleNames: TitleNames | null;
  description: string;
  vehicle: VehicleRef | null;
  status: TaskStatus;
  priority: TaskPriority;
  source: TaskSource;
  assignee: PersonRef | null;
  dueDate: string | null;
  /** Null when done. */
  dueState: TaskDueState | null;
  createdBy: PersonRef | null;
  inspectionId: string | null;
  doneAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change to what the edit form shows; `update` takes it as `expectedVersion`. */
  version: number;
}
export type TaskPage = Page<Task>;

/** One task with what the caller may do with it (`tasks.detail`). */
export interface TaskDetail extends Task {
  /** A manager of the task's client: may edit it and change its status. */
  canEdit: boolean;
  /** Managers of the client, and the driver who reported it or is assigned to it. */
  canComment: boolean;
}
