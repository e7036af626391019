import type { FormatAppMessage } from '../i18n/useAppMessages';
import type { AppMessageId } from '../messages/en';

/** What a recorded change looks like: field -> { old, new } (the server's history and audit entries). */
export type HistoryChanges = Record<string, { old: unknown; new: unknown }>;

export interface ChangeLineOptions {
  /** A new record's fields are all "from nothing": the value alone says it. */
  created: boolean;
  /**
   * Each field's name (a message id), in the order the fields are listed; a field not named here
   * follows, in the order recorded, by its key.
   */
  labels: Readonly<Record<string, AppMessageId>>;
  /** A recorded value in words; a missing one (null, undefined, '') is "(none)" without asking. */
  value: (field: string, value: unknown) => string;
}

/** "(none)" for a missing value, else undefined. */
function missingValue(value: unknown, t: FormatAppMessage): string | undefined {
  return value === null || value === undefined || value === '' ? t('app.history.none') : undefined;
}

/** The lines of one entry ("Status: Active → In workshop"), one per changed field. */
export function changeLines(
  changes: HistoryChanges,
  t: FormatAppMessage,
  options: ChangeLineOptions,
): string[] {
  const { labels } = options;
  const order = Object.keys(labels);
  const words = (field: string, value: unknown) => missingValue(value, t) ?? options.value(field, value);
  const rank = (field: string) => order.indexOf(field) + 1 || order.length + 1;
  const fields = Object.keys(changes).sort((a, b) => rank(a) - rank(b));
  return fields.map((field) => {
    const change = changes[field]!;
    const label = labels[field];
    const name = label ? t(label) : field;
    if (options.created) return t('app.history.value', { field: name, value: words(field, change.new) });
    return t('app.history.change', {
      field: name,
      from: words(field, change.old),
      to: words(field, change.new),
    });
  });
}

/** Who made a change, in words: their name, else their e-mail. */
export function actorName(actor: { name: string; surname: string; email?: string }): string {
  return `${actor.name} ${actor.surname}`.trim() || actor.email || '';
}
