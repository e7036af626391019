import type { Task } from '@vognpark/server/areas/tasks';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { useToast } from '@vognpark/ui';
import { useCallback } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { TaskStatus } from './domain';
import type { TaskFormValues } from './form';
import { taskStatusLabel } from './labels';
import { useAssignTask, useCreateTask, useSetTaskStatus } from './queries';

/**
 * What the tasks page and a vehicle's tasks tab do to tasks, with the toasts that say how it went:
 * change the status, assign, and add.
 */
export function useTaskActions(people: readonly DriverOption[]) {
  const t = useAppMessages();
  const toast = useToast();
  const { mutate: setStatus, isPending: statusPending } = useSetTaskStatus();
  const { mutate: assign, isPending: assignPending } = useAssignTask();
  const { mutateAsync: create } = useCreateTask();

  const onSetStatus = useCallback(
    (task: Task, status: TaskStatus) => {
      setStatus(
        { id: task.id, status },
        {
          onSuccess: () =>
            toast.show({
              tone: 'success',
              title: t('app.tasks.changed.status', { title: task.title, status: t(taskStatusLabel(status)) }),
            }),
          onError: () => toast.show({ tone: 'error', title: t('app.tasks.changed.failed') }),
        },
      );
    },
    [setStatus, toast, t],
  );

  const onAssign = useCallback(
    (task: Task, assigneeUserId: string | null) => {
      const person = people.find((candidate) => candidate.id === assigneeUserId);
      assign(
        { id: task.id, assigneeUserId },
        {
          onSuccess: () =>
            toast.show({
              tone: 'success',
              title: person
                ? t('app.tasks.changed.assigned', {
                    title: task.title,
                    name: `${person.name} ${person.surname}`.trim() || person.email,
                  })
                : t('app.tasks.changed.unassigned', { title: task.title }),
            }),
          onError: () => toast.show({ tone: 'error', title: t('app.tasks.changed.failed') }),
        },
      );
    },
    [assign, people, toast, t],
  );

  const onCreate = useCallback(
    async (values: TaskFormValues) => {
      // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
      // The form's module came with the drawer that calls this: the import is already done.
      const { toCreateTaskInput } = await import('./form');
      const task = await create(toCreateTaskInput(values));
      toast.show({ tone: 'success', title: t('app.tasks.saved.created', { title: task.title }) });
    },
    [create, toast, t],
  );

  return { onSetStatus, onAssign, onCreate, busy: statusPending || assignPending };
}
