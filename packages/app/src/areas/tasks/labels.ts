import type { StatusPillTone } from '@vognpark/ui';
import type { AppMessageId } from '../../messages/en';
import type { TaskDueState, TaskPriority, TaskSource, TaskStatus } from './domain';

/** The message naming each value of the closed sets. */
export const taskStatusLabel = (status: TaskStatus): AppMessageId => `app.tasks.status.${status}`;
export const taskDueLabel = (state: TaskDueState): AppMessageId => `app.tasks.due.${state}`;
export const taskPriorityLabel = (priority: TaskPriority): AppMessageId => `app.tasks.priority.${priority}`;
export const taskSourceLabel = (source: TaskSource): AppMessageId => `app.tasks.source.${source}`;

/** Pill tones, as the kit's StatusPill pairs them (packages/ui/README.md). */
export const taskStatusTones: Record<TaskStatus, StatusPillTone> = {
  open: 'info',
  in_progress: 'warning',
  done: 'success',
};
export const taskDueTones: Record<TaskDueState, StatusPillTone> = {
  overdue: 'danger',
  due_soon: 'warning',
  later: 'neutral',
  no_due_date: 'neutral',
};
export const taskPriorityTones: Record<TaskPriority, StatusPillTone> = {
  low: 'neutral',
  normal: 'info',
  high: 'danger',
};
