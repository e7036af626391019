/**
 * The service area's closed sets and how they read (issue 29, docs/service.md): the states, line
 * kinds and payers the server knows, their messages and pill tones, a catalogue task's name in the
 * person's language, amounts in DKK and a schedule's intervals in words.
 */
import type {
  OdometerSource,
  ScheduleMode,
  ServiceCoveredBy,
  ServiceLineKind,
  ServiceState,
  ServiceTask,
} from '@vognpark/server/areas/service';
import type { StatusPillTone } from '@vognpark/ui';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { formatOdometer } from '../vehicles/format';

export const serviceStates = [
  'overdue',
  'due_soon',
  'in_order',
  'paused',
] as const satisfies readonly ServiceState[];
/** What the Due view shows unless told otherwise: what needs doing. */
export const attentionStates = ['overdue', 'due_soon'] as const satisfies readonly ServiceState[];
export const lineKinds = ['labour', 'part', 'other'] as const satisfies readonly ServiceLineKind[];
export const coveredByValues = ['own', 'leasing', 'warranty'] as const satisfies readonly ServiceCoveredBy[];
export const vatRates = [25, 0] as const;
export const scheduleModes = ['first', 'later'] as const satisfies readonly ScheduleMode[];

export const serviceStateLabel = (state: ServiceState): AppMessageId => `app.service.state.${state}`;
export const lineKindLabel = (kind: ServiceLineKind): AppMessageId => `app.service.lineKind.${kind}`;
export const coveredByLabel = (by: ServiceCoveredBy): AppMessageId => `app.service.coveredBy.${by}`;
export const vatLabel = (rate: number): AppMessageId =>
  rate === 0 ? 'app.service.vat.0' : 'app.service.vat.25';
export const readingSourceLabel = (source: OdometerSource): AppMessageId => `app.service.source.${source}`;
export const modeLabel = (mode: ScheduleMode): AppMessageId => `app.service.mode.${mode}`;

/** Pill tones, as the kit's StatusPill pairs them (overdue red, due soon amber, in order green). */
export const serviceStateTones: Record<ServiceState, StatusPillTone> = {
  overdue: 'danger',
  due_soon: 'warning',
  in_order: 'success',
  paused: 'neutral',
};

/**
 * A catalogue task's name in the interface language; Danish, then English, when that one is empty.
 * A schedule of the Due list carries that one name alone (`listSchedules({ language })`).
 */
export function serviceTaskName(task: { names: Partial<ServiceTask['names']> }, locale: string): string {
  const names = task.names;
  const own = Object.hasOwn(names, locale) ? names[locale as keyof typeof names] : '';
  return own || names.da || names.en || '';
}

const money = new Map<string, Intl.NumberFormat>();
/** An amount in Danish kroner as the person's language writes it: "1.250,00 kr." in Danish. */
export function formatDkk(amount: number, locale: string): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' });
    money.set(locale, format);
  }
  return format.format(amount);
}

/** What a schedule or plan item asks: "every 30,000 km, every 12 months, whichever comes first". */
export function intervalText(
  item: {
    intervalKm: number | null;
    intervalHours: number | null;
    intervalMonths: number | null;
    mode: ScheduleMode;
    task: Pick<ServiceTask, 'season'>;
  },
  t: FormatAppMessage,
  locale: string,
): string {
  if (item.task.season) return t('app.service.interval.season');
  const parts: string[] = [];
  if (item.intervalKm)
    parts.push(t('app.service.interval.km', { km: formatOdometer(item.intervalKm, locale) }));
  if (item.intervalMonths) parts.push(t('app.service.interval.months', { months: item.intervalMonths }));
  if (item.intervalHours) parts.push(t('app.service.interval.hours', { hours: item.intervalHours }));
  if (parts.length === 0) return t('app.service.interval.none');
  if (parts.length > 1) parts.push(t(modeLabel(item.mode)));
  return parts.join(', ');
}

/** The Monday (ISO date) of the week an ISO date is in. */
export function mondayOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/**
 * What falls due week by week, from today's week on: each schedule counted in the week of its due
 * date or, sooner, its forecast (a schedule by km alone has only the forecast); those already
 * overdue count in this week. At most `weeks` weeks, empty weeks left out.
 */
export function dueByWeek(
  rows: readonly { dueOn: string | null; forecastOn: string | null; state: ServiceState }[],
  today: string,
  weeks = 8,
): { week: string; count: number }[] {
  const first = mondayOf(today);
  const last = new Date(`${first}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 7 * weeks);
  const end = last.toISOString().slice(0, 10);
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.state === 'paused') continue;
    const dates = [row.dueOn, row.forecastOn].filter((date): date is string => !!date).sort();
    const when = row.state === 'overdue' ? today : dates[0];
    if (!when) continue;
    const week = when < first ? first : mondayOf(when);
    if (week >= end) continue;
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, count]) => ({ week, count }));
}
