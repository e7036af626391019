/**
 * The damage register's words as the app shows them (docs/damage.md): the places on the vehicle
 * diagram, classes, severities, statuses and the actions each status allows, their messages and
 * tones, and costs typed in kroner and kept in whole øre. The lists are typed against the server's
 * (the app takes only types from it), so a new value there fails the type check here (each has a message of its
 * own, named from the value).
 */
import type {
  DamageAction,
  DamageClass,
  DamageSeverity,
  DamageSource,
  DamageStatus,
  DamageZone,
} from '@vognpark/server/areas/damage';
import type { StatusPillTone } from '@vognpark/ui';
import type { DamageMessageId } from './messages/en';

export const damageZones = [
  'front',
  'rear',
  'left',
  'right',
  'roof',
  'interior',
] as const satisfies readonly DamageZone[];
export const damageClasses = [
  'scratch',
  'dent',
  'crack',
  'broken_part',
  'other',
] as const satisfies readonly DamageClass[];
export const damageSeverities = ['minor', 'major', 'critical'] as const satisfies readonly DamageSeverity[];
export const damageStatuses = [
  'new',
  'confirmed',
  'repair_task',
  'repaired',
  'no_correction',
] as const satisfies readonly DamageStatus[];

/** The statuses that still need someone: what the register shows unless told otherwise. */
export const openStatuses: readonly DamageStatus[] = ['new', 'confirmed', 'repair_task'];

/**
 * The actions each status allows, in the order the drawer offers them: the server's rules
 * (packages/server/src/areas/damage/rules.ts), which refuse any other with `action: not_allowed`.
 */
const actionsByStatus: Record<DamageStatus, readonly DamageAction[]> = {
  new: ['confirm', 'dismiss'],
  confirmed: ['create_repair_task', 'mark_repaired', 'dismiss'],
  repair_task: ['mark_repaired'],
  repaired: [],
  no_correction: ['reopen'],
};

export function damageActionsOf(status: DamageStatus): readonly DamageAction[] {
  return actionsByStatus[status];
}

export const zoneLabel = (zone: DamageZone): DamageMessageId => `app.damage.zone.${zone}`;
export const classLabel = (value: DamageClass): DamageMessageId => `app.damage.class.${value}`;
export const severityLabel = (value: DamageSeverity): DamageMessageId => `app.damage.severity.${value}`;
export const statusLabel = (value: DamageStatus): DamageMessageId => `app.damage.status.${value}`;
export const sourceLabel = (value: DamageSource): DamageMessageId => `app.damage.source.${value}`;
export const actionLabel = (value: DamageAction): DamageMessageId => `app.damage.action.${value}`;

export const statusTones: Record<DamageStatus, StatusPillTone> = {
  new: 'warning',
  confirmed: 'danger',
  repair_task: 'info',
  repaired: 'success',
  no_correction: 'neutral',
};

export const severityTones: Record<DamageSeverity, StatusPillTone> = {
  minor: 'neutral',
  major: 'warning',
  critical: 'danger',
};

/** The most a cost may be, in øre (DKK 1,000,000,000: the server's MAX_DAMAGE_ORE). */
export const maxDamageOre = 100_000_000_000;

/**
 * An amount in kroner as typed ("1.250,50", "1 250,50", "1250.50", "1,250.50": the last `,` or `.`
 * followed by one or two digits is the decimal mark, other marks and spaces group thousands), in
 * whole øre. Null when empty; NaN when it is not an amount with at most two decimals or above the
 * most a cost may be.
 */
export function kronerToOre(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (!compact) return null;
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match || (match[2] && match[2] === match[3])) return Number.NaN;
  const kroner = Number(match[1]!.replace(/[.,]/g, ''));
  const ore = kroner * 100 + Number((match[4] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(ore) && ore <= maxDamageOre ? ore : Number.NaN;
}

const money = new Map<string, Intl.NumberFormat>();
/** Whole øre as kroner in the person's language: "1.250,50 kr." in Danish. */
export function formatOre(ore: number, locale: string): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' });
    money.set(locale, format);
  }
  return format.format(ore / 100);
}
