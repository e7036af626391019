import type { Task } from '@vognpark/server/areas/tasks';
import type { TaskFormValues } from './form';

/** A task as the form shows it for editing. */
export function taskFormValuesOf(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    vehicleId: task.vehicle?.id ?? '',
    priority: task.priority,
    assigneeUserId: task.assignee?.id ?? '',
    dueDate: task.dueDate ?? '',
  };
}

/**
 * `tasks.update`'s input: every field of the form (null clears), as an edit made from
 * `expectedVersion` (refused if someone changed the task since).
 */
export function toUpdateTaskInput(id: string, values: TaskFormValues, expectedVersion: number) {
  return {
    id,
    expectedVersion,
    title: values.title.trim(),
    description: values.description.trim(),
    vehicleId: values.vehicleId || null,
    priority: values.priority,
    assigneeUserId: values.assigneeUserId || null,
    dueDate: values.dueDate || null,
  };
}
