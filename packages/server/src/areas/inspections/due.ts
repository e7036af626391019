/**
 * The inspections area's due source (docs/fleet-work.md, "One definition"): completed; due
 * before today, overdue; today .. today + 7, due soon; later, scheduled. due/source.ts builds both
 * forms.
 */
import { sql } from 'drizzle-orm';
import { inspections } from './schema.js';
import {
  defineDueSource,
  dueAttentionCondition,
  dueNeedsAttention,
  dueState,
  dueStateCondition,
  dueStatesCondition,
} from '../../due/source.js';

/** An inspection due at most this many days ahead (today included) is due soon and on the badge. */
export const INSPECTION_DUE_SOON_DAYS = 7;
export const INSPECTION_DUE_STATES = ['overdue', 'due_soon', 'scheduled', 'completed'] as const;
export type InspectionDueState = (typeof INSPECTION_DUE_STATES)[number];
/** The states the inspections badge counts. */
export const INSPECTION_ATTENTION_STATES = ['overdue', 'due_soon'] as const;

export const inspectionsDue = defineDueSource<InspectionDueState>({
  states: INSPECTION_DUE_STATES,
  soonDays: INSPECTION_DUE_SOON_DAYS,
  done: 'completed',
  overdue: 'overdue',
  dueSoon: 'due_soon',
  later: 'scheduled',
  attention: INSPECTION_ATTENTION_STATES,
  table: inspections,
  date: inspections.dueDate,
  nextDueVehicle: inspections.vehicleId,
  open: sql`${inspections.completedAt} IS NULL`,
  // Not completed and due at most 7 days ahead: one range on the partial index of inspections not
  // completed.
  attentionSql: (_today, soonUntil) =>
    sql`(${inspections.completedAt} IS NULL AND ${inspections.dueDate} <= ${soonUntil})`,
});

/** An inspection's state. */
export const inspectionDueState = (dueDate: string, completed: boolean, today: string) =>
  dueState(inspectionsDue, dueDate, completed, today)!;
/** Whether an inspection counts on the inspections badge. */
export const inspectionNeedsAttention = (dueDate: string, completed: boolean, today: string) =>
  dueNeedsAttention(inspectionsDue, dueDate, completed, today);
export const inspectionStateCondition = (state: InspectionDueState, today: string) =>
  dueStateCondition(inspectionsDue, state, today);
export const inspectionStatesCondition = (states: readonly InspectionDueState[], today: string) =>
  dueStatesCondition(inspectionsDue, states, today);
/** The inspections badge's rule: not completed, and overdue or due within 7 days. */
export const inspectionAttentionCondition = (today: string) => dueAttentionCondition(inspectionsDue, today);
