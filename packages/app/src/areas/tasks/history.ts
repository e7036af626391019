import type { WorkHistoryEntry } from '@vognpark/server';
import { changeLines } from '../../history/lines';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { formatDate } from '../vehicles/format';
import { taskPriorities, taskSources, taskStatuses } from './domain';
import { taskPriorityLabel, taskSourceLabel, taskStatusLabel } from './labels';

const actionLabels: Record<string, AppMessageId> = {
  created: 'app.tasks.history.created',
  updated: 'app.tasks.history.updated',
  status_changed: 'app.tasks.history.status_changed',
  reported: 'app.tasks.history.reported',
  commented: 'app.tasks.history.commented',
};

const fieldLabels: Record<string, AppMessageId> = {
  title: 'app.tasks.form.title',
  status: 'app.tasks.column.status',
  vehicleId: 'app.tasks.column.vehicle',
  description: 'app.tasks.form.description',
  priority: 'app.tasks.form.priority',
  assigneeUserId: 'app.tasks.form.assignee',
  dueDate: 'app.tasks.form.dueDate',
  source: 'app.tasks.column.source',
  comment: 'app.tasks.history.comment',
};

const is = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** The longest a recorded text is shown in a history line; the whole text is on the page. */
const MAX_LINE = 160;
const shorten = (text: string) => (text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text);

/**
 * One entry of a task's history in words: what was done ("Status changed", "Comment added") and a
 * line per changed field, with people by name where they are known.
 */
export function describeTaskHistory(
  entry: WorkHistoryEntry,
  t: FormatAppMessage,
  locale: string,
  people: readonly { id: string; name: string; surname: string; email?: string }[] = [],
): { title: string; lines: string[] } {
  const label = actionLabels[entry.action];
  return {
    title: label ? t(label) : t('app.tasks.history.updated'),
    lines: changeLines(entry.changes, t, {
      created: entry.action === 'created' || entry.action === 'reported' || entry.action === 'commented',
      labels: fieldLabels,
      value: (field, value) => {
        if (field === 'status' && is(taskStatuses, value)) return t(taskStatusLabel(value));
        if (field === 'priority' && is(taskPriorities, value)) return t(taskPriorityLabel(value));
        if (field === 'source' && is(taskSources, value)) return t(taskSourceLabel(value));
        if (field === 'dueDate' && typeof value === 'string') return formatDate(value, locale);
        if (field === 'vehicleId') return t('app.tasks.history.aVehicle');
        if (field === 'assigneeUserId') {
          const person = people.find((candidate) => candidate.id === value);
          return person
            ? `${person.name} ${person.surname}`.trim() || person.email || ''
            : t('app.tasks.history.someone');
        }
        return shorten(String(value));
      },
    }),
  };
}
