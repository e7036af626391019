import { TASK_PARAM } from './domain';
import type { DriverOption } from '@vognpark/server/areas/vehicles';
import { useToast } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { conflictOf } from '../../data/errors';
import { useAppMessages } from '../../i18n/useAppMessages';
import { readDetailId, withDetailId } from './detailParam';
import {
  useAddTaskComment,
  useTaskComments,
  useTaskDetail,
  useTaskHistory,
  useUpdateTask,
} from './detailQueries';
import { taskFormValuesOf, toUpdateTaskInput } from './editForm';
import type { TaskFormValues } from './form';
import { TaskDetailDrawer, TaskFormDrawer } from './lazyDrawers';
import { useVehicleChoices } from '../vehicles/vehicleMatches';

/** The address parameter that names the open task. */
export { TASK_PARAM };

export interface TaskDetailProps {
  /** The client's people (the edit form's assignee, names in the history); none for a driver. */
  people?: readonly DriverOption[];
  /** The vehicle's page; left out for a driver. */
  vehicleHref?: (vehicleId: string) => string;
}

/**
 * The task the address names (`?task=<id>`) in its drawer, with its comments and history; Edit
 * opens the task form in its place and comes back to it. Closing removes the parameter, other
 * parameters (the list's filters) stay.
 */
export function TaskDetail({ people = [], vehicleHref }: TaskDetailProps) {
  const t = useAppMessages();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const id = readDetailId(params, TASK_PARAM);
  const detail = useTaskDetail(id);
  const comments = useTaskComments(id);
  const history = useTaskHistory(id);
  const { mutateAsync: addComment } = useAddTaskComment();
  const { mutateAsync: update } = useUpdateTask();
  const vehicles = useVehicleChoices();
  const [editing, setEditing] = useState(false);
  const task = detail.data ?? null;
  const editValues = useMemo(
    () =>
      task
        ? { id: task.id, values: taskFormValuesOf(task), vehicle: task.vehicle, version: task.version }
        : null,
    [task],
  );

  const close = () => {
    setEditing(false);
    setParams((current) => withDetailId(current, TASK_PARAM, null), { preventScrollReset: true });
  };

  const save = async (values: TaskFormValues, version?: number) => {
    if (!task) return;
    // A failure is shown by the form (on its fields, or above them): no toast covers it. Someone
    // else's change meanwhile: the form shows who, and their version once it is read again.
    const saved = await update(toUpdateTaskInput(task.id, values, version ?? task.version)).catch(
      (error: unknown) => {
        if (conflictOf(error)) void detail.refetch();
        throw error;
      },
    );
    await detail.refetch();
    toast.show({ tone: 'success', title: t('app.tasks.saved.updated', { title: saved.title }) });
  };

  return (
    <>
      <TaskDetailDrawer
        open={!!id && !editing}
        onOpenChange={(open) => !open && close()}
        task={task?.id === id ? task : null}
        loading={detail.isPending}
        error={detail.isError}
        onRetry={() => void detail.refetch()}
        comments={comments}
        onAddComment={(body) => addComment({ id: id!, body })}
        history={history}
        people={people}
        onEdit={() => setEditing(true)}
        vehicleHref={vehicleHref}
      />
      <TaskFormDrawer
        open={!!id && editing && !!editValues}
        onOpenChange={(open) => !open && setEditing(false)}
        people={people}
        vehicles={vehicles}
        editing={editValues}
        onSave={save}
      />
    </>
  );
}
