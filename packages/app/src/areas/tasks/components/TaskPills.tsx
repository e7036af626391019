import { StatusPill } from '@vognpark/ui';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { TaskDueState, TaskPriority, TaskStatus } from '../domain';
import {
  taskDueLabel,
  taskDueTones,
  taskPriorityLabel,
  taskPriorityTones,
  taskStatusLabel,
  taskStatusTones,
} from '../labels';

/** A task's status in words, with its tone. */
export function TaskStatusPill({ status }: { status: TaskStatus }) {
  const t = useAppMessages();
  return <StatusPill tone={taskStatusTones[status]} label={t(taskStatusLabel(status))} />;
}

/** A task's due state (overdue, due soon…) in words, with its tone. */
export function TaskDuePill({ state }: { state: TaskDueState }) {
  const t = useAppMessages();
  return <StatusPill tone={taskDueTones[state]} label={t(taskDueLabel(state))} />;
}

export function TaskPriorityPill({ priority }: { priority: TaskPriority }) {
  const t = useAppMessages();
  return <StatusPill tone={taskPriorityTones[priority]} label={t(taskPriorityLabel(priority))} />;
}

export { InspectionStatePill } from '../../compliance/components/WorkPills';
