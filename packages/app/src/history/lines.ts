import type { FormatAppMessage } from '../i18n/useAppMessages';

/** What a recorded change looks like: field -> { old, new } (the server's history and audit entries). */
export type HistoryChanges = Record<string, { old: unknown; new: unknown }>;

export interface ChangeLineOptions {
  /** A new record's fields are all "from nothing": the value alone says it. */
  created: boolean;
  /** The fields in the order they are listed; others follow, in the order recorded. */
  order: readonly string[];
  /** A field's name in words; undefined: the field is shown by its key. */
  label: (field: string) => string | undefined;
  /** A recorded value in words. */
  value: (field: string, value: unknown) => string;
}

/** "(none)" for a missing value, else undefined. */
export function missingValue(value: unknown, t: FormatAppMessage): string | undefined {
  return value === null || value === undefined || value === '' ? t('app.history.none') : undefined;
}

/** The lines of one entry ("Status: Active → In workshop"), one per changed field. */
export function changeLines(
  changes: HistoryChanges,
  t: FormatAppMessage,
  options: ChangeLineOptions,
): string[] {
  const { order } = options;
  const rank = (field: string) => order.indexOf(field) + 1 || order.length + 1;
  const fields = Object.keys(changes).sort((a, b) => rank(a) - rank(b));
  return fields.map((field) => {
    const change = changes[field]!;
    const name = options.label(field) ?? field;
    if (options.created)
      return t('app.history.value', { field: name, value: options.value(field, change.new) });
    return t('app.history.change', {
      field: name,
      from: options.value(field, change.old),
      to: options.value(field, change.new),
    });
  });
}

/** Who made a change, in words: their name, else their e-mail. */
export function actorName(actor: { name: string; surname: string; email?: string }): string {
  return `${actor.name} ${actor.surname}`.trim() || actor.email || '';
}
