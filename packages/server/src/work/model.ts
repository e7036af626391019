/**
 * What the fleet work areas share (docs/fleet-work.md): a vehicle as their lists show it, a keyset
 * page, a sort, names in five languages, and the work history's entries. No server dependencies:
 * the app imports the types from `@vognpark/server`.
 */
import type { PersonRef } from '../areas/vehicles/model.js';

/** A work list's sort: which column, which way. */
export interface WorkSort<By extends string> {
  by: By;
  dir: 'asc' | 'desc';
}

/** What `work_history` records changes of (the service area's records among them). */
export const WORK_ENTITIES = [
  'compliance',
  'inspection',
  'task',
  'service_schedule',
  'service_plan',
  'service_entry',
] as const;
export type WorkEntity = (typeof WORK_ENTITIES)[number];

/** A name in each of the product's five languages (a catalogue's: a service task's). */
export type TitleNames = Record<'en' | 'da' | 'uk' | 'de' | 'fr', string>;

/** A vehicle as the work lists show it. */
export interface VehicleRef {
  id: string;
  /** Normalised ("AB12345"); show with `formatRegistration`. */
  registration: string;
  make: string;
  model: string;
}

/** Every list page: keyset cursors as in docs/vehicles.md; `total` on the first page only. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number | null;
}

/** One entry of a task's or an inspection's history (`work_history`). */
export interface WorkHistoryEntry {
  id: number;
  /** created, updated, status_changed, reported, commented, scheduled, completed, … */
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  actor: PersonRef | null;
  createdAt: Date;
}

/** A history, newest first; `nextCursor` for older entries. */
export interface WorkHistoryPage {
  items: WorkHistoryEntry[];
  nextCursor: string | null;
}

/** The longest comment of a task's or an inspection's thread (work/comments.ts), in characters (the table's check says the same). */
export const TASK_COMMENT_MAX = 2000;

/** One comment of a task's thread. */
export interface TaskComment {
  id: number;
  body: string;
  /** Null for a deleted user. */
  author: PersonRef | null;
  createdAt: Date;
}

/** A task's comments, oldest first; `nextCursor` for newer ones. */
export interface TaskCommentPage {
  items: TaskComment[];
  nextCursor: string | null;
}
