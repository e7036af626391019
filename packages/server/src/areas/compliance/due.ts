/**
 * The compliance area's due source (docs/fleet-work.md, "One definition"): an obligation without
 * a date is missing; valid until a day before today, overdue; until today .. today + 30, due soon;
 * later, in order. The last valid day is still valid. due/source.ts builds both forms.
 */
import { sql } from 'drizzle-orm';
import { complianceItems } from './schema.js';
import {
  defineDueSource,
  dueAttentionCondition,
  dueNeedsAttention,
  dueState,
  dueStateCondition,
  dueStatesCondition,
} from '../../due/source.js';

/** An obligation valid until a date at most this many days ahead (today included) is due soon. */
export const COMPLIANCE_DUE_SOON_DAYS = 30;
export const COMPLIANCE_STATES = ['missing', 'overdue', 'due_soon', 'in_order'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];
/** The states the compliance badge counts. */
export const COMPLIANCE_ATTENTION_STATES = ['missing', 'overdue', 'due_soon'] as const;

export const complianceDue = defineDueSource<ComplianceState>({
  states: COMPLIANCE_STATES,
  soonDays: COMPLIANCE_DUE_SOON_DAYS,
  noDate: 'missing',
  overdue: 'overdue',
  dueSoon: 'due_soon',
  later: 'in_order',
  attention: COMPLIANCE_ATTENTION_STATES,
  table: complianceItems,
  date: complianceItems.validUntil,
  nextDueVehicle: complianceItems.vehicleId,
  // No date or one at most 30 days ahead, as one range on the list's index expression
  // (0003_fleet_work.sql), so that the badge is an index range scan.
  attentionSql: (_today, soonUntil) =>
    sql`coalesce(${complianceItems.validUntil}, DATE '0001-01-01') <= ${soonUntil}`,
});

/** An obligation's state. */
export const complianceState = (validUntil: string | null, today: string) =>
  dueState(complianceDue, validUntil, false, today)!;
/** Whether an obligation counts on the compliance badge. */
export const complianceNeedsAttention = (validUntil: string | null, today: string) =>
  dueNeedsAttention(complianceDue, validUntil, false, today);
export const complianceStateCondition = (state: ComplianceState, today: string) =>
  dueStateCondition(complianceDue, state, today);
export const complianceStatesCondition = (states: readonly ComplianceState[], today: string) =>
  dueStatesCondition(complianceDue, states, today);
/** The compliance badge's rule: missing, overdue or due soon. */
export const complianceAttentionCondition = (today: string) => dueAttentionCondition(complianceDue, today);
