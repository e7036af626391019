/**
 * The tasks area's due source (docs/fleet-work.md, "One definition"): a done task has no due
 * state; no date; due before today, overdue; today .. today + 7, due soon; later. Only overdue is
 * on the badge. due/source.ts builds both forms.
 */
import { sql } from 'drizzle-orm';
import { tasks } from './schema.js';
import {
  defineDueSource,
  dueAttentionCondition,
  dueNeedsAttention,
  dueState,
  dueStateCondition,
  dueStatesCondition,
} from '../../due/source.js';

/** A task due at most this many days ahead (today included) is due soon (a filter, not a badge). */
export const TASK_DUE_SOON_DAYS = 7;
/** Due states of tasks that are not done; a done task has none (null). */
export const TASK_DUE_STATES = ['overdue', 'due_soon', 'later', 'no_due_date'] as const;
export type TaskDueState = (typeof TASK_DUE_STATES)[number];
/** The states the tasks badge counts. */
export const TASK_ATTENTION_STATES = ['overdue'] as const;

export const tasksDue = defineDueSource<TaskDueState>({
  states: TASK_DUE_STATES,
  soonDays: TASK_DUE_SOON_DAYS,
  done: null,
  noDate: 'no_due_date',
  overdue: 'overdue',
  dueSoon: 'due_soon',
  later: 'later',
  attention: TASK_ATTENTION_STATES,
  table: tasks,
  date: tasks.dueDate,
  // Listed rather than `<> 'done'`, so that (client_id, status, due_date) serves it.
  open: sql`${tasks.status} IN ('open', 'in_progress')`,
});

/** A task's due state, null when done. */
export const taskDueState = (dueDate: string | null, done: boolean, today: string): TaskDueState | null =>
  dueState(tasksDue, dueDate, done, today);
/** Whether a task counts on the tasks badge. */
export const taskNeedsAttention = (dueDate: string | null, done: boolean, today: string) =>
  dueNeedsAttention(tasksDue, dueDate, done, today);
export const taskStateCondition = (state: TaskDueState, today: string) =>
  dueStateCondition(tasksDue, state, today);
export const taskStatesCondition = (states: readonly TaskDueState[], today: string) =>
  dueStatesCondition(tasksDue, states, today);
/** The tasks badge's rule: not done and due before today. */
export const taskAttentionCondition = (today: string) => dueAttentionCondition(tasksDue, today);
