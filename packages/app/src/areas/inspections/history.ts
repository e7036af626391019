import type { WorkHistoryEntry } from '@vognpark/server';
import { changeLines } from '../../history/lines';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { inspectionKinds, inspectionResults } from '../compliance/domain';
import { inspectionKindLabel, inspectionResultLabel } from '../compliance/labels';
import { formatDate, formatMoment } from '../vehicles/format';

const actionLabels: Record<string, AppMessageId> = {
  scheduled: 'app.inspections.history.scheduled',
  updated: 'app.inspections.history.updated',
  completed: 'app.inspections.history.completed',
  commented: 'app.inspections.history.commented',
};

const fieldLabels: Record<string, AppMessageId> = {
  kind: 'app.inspections.form.kind',
  dueDate: 'app.inspections.form.dueDate',
  result: 'app.inspections.complete.result',
  inspector: 'app.inspections.complete.inspector',
  completedAt: 'app.inspections.detail.completedAt',
  notes: 'app.inspections.form.notes',
  defects: 'app.inspections.detail.defects',
  comment: 'app.inspections.history.comment',
};

const is = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** One entry of an inspection's history in words ("Inspection completed", "Result: Failed"). */
export function describeInspectionHistory(
  entry: WorkHistoryEntry,
  t: FormatAppMessage,
  locale: string,
): { title: string; lines: string[] } {
  const label = actionLabels[entry.action];
  const changes = Object.fromEntries(Object.entries(entry.changes).filter(([field]) => field in fieldLabels));
  return {
    title: t(label ?? 'app.inspections.history.other'),
    lines: changeLines(changes, t, {
      created: entry.action === 'scheduled' || entry.action === 'completed' || entry.action === 'commented',
      labels: fieldLabels,
      value: (field, value) => {
        if (field === 'kind' && is(inspectionKinds, value)) return t(inspectionKindLabel(value));
        if (field === 'result' && is(inspectionResults, value)) return t(inspectionResultLabel(value));
        if (field === 'dueDate' && typeof value === 'string') return formatDate(value, locale);
        if (field === 'completedAt' && (typeof value === 'string' || value instanceof Date))
          return formatMoment(value, locale);
        return String(value);
      },
    }),
  };
}
