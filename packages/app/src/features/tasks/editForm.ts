import type { Task } from '@vognpark/server';
import type { TaskFormValues } from './form';

/** A task as the form shows it for editing. */
export function taskFormValuesOf(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    // The form's plate field takes letters and digits only: the stored plate, without spaces.
    vehicle: task.vehicle?.registration ?? '',
    priority: task.priority,
    assigneeUserId: task.assignee?.id ?? '',
    dueDate: task.dueDate ?? '',
  };
}

/** `tasks.update`'s input once the vehicle is known: every field of the form (null clears). */
export function toUpdateTaskInput(id: string, values: TaskFormValues, vehicleId: string | null) {
  return {
    id,
    title: values.title.trim(),
    description: values.description.trim(),
    vehicleId,
    priority: values.priority,
    assigneeUserId: values.assigneeUserId || null,
    dueDate: values.dueDate || null,
  };
}
