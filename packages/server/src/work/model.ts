/**
 * Compliance obligations, inspections and tasks: the values of their enumerated fields and the
 * shapes their procedures answer (docs/fleet-work.md). No server dependencies: the app imports the
 * types from `@vognpark/server`.
 */
import type { ComplianceState } from '../areas/compliance/due.js';
import type { InspectionDueState } from '../areas/inspections/due.js';
import type { TaskDueState } from '../areas/tasks/due.js';
import type { PersonRef } from '../areas/vehicles/model.js';

export type { ComplianceState, InspectionDueState, TaskDueState };

export const COMPLIANCE_KINDS = [
  'periodic_inspection',
  'insurance',
  'road_tax',
  'leasing_end',
  'tachograph',
  'custom',
] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

export const INSPECTION_KINDS = ['walk_around', 'safety', 'syn_preparation'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const DEFECT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * How a task list is sorted. `attention` (the default): unfinished tasks first, the most overdue
 * first and those without a due date after them, then finished ones, the latest due first. The
 * others sort by that column; ties keep the attention order.
 */
export const TASK_SORTS = ['attention', 'dueDate', 'title', 'priority', 'status', 'vehicle'] as const;
export type TaskSortBy = (typeof TASK_SORTS)[number];

/**
 * How an inspection list is sorted: `attention` (the default) puts those not completed first, by
 * due date, then completed ones, the latest due first; the others by that column.
 */
export const INSPECTION_SORTS = ['attention', 'dueDate', 'kind', 'vehicle'] as const;
export type InspectionSortBy = (typeof INSPECTION_SORTS)[number];

/** A work list's sort: which column, which way. */
export interface WorkSort<By extends string> {
  by: By;
  dir: 'asc' | 'desc';
}

export const TASK_SOURCES = [
  'manual',
  'inspection_defect',
  'compliance',
  'driver_report',
  'service',
  'damage',
] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

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

export interface Obligation {
  id: string;
  clientId: string;
  clientName: string;
  vehicle: VehicleRef | null;
  kind: ComplianceKind;
  /** The custom kind's name; "" for other kinds unless one was given. */
  title: string;
  /** ISO date; null = missing. */
  validUntil: string | null;
  /** Derived from `validUntil` and today in Copenhagen. */
  state: ComplianceState;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change to what the edit form shows; `update` takes it as `expectedVersion`. */
  version: number;
}
export type ObligationPage = Page<Obligation>;

export interface Renewal {
  id: number;
  /** The day the renewal was done. */
  completedOn: string;
  previousValidUntil: string | null;
  validUntil: string;
  note: string;
  actor: PersonRef | null;
  createdAt: Date;
}
export interface RenewalPage {
  items: Renewal[];
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface Defect {
  id: string;
  text: string;
  severity: DefectSeverity;
  /** The task made for it. */
  taskId: string | null;
}

export interface Inspection {
  id: string;
  clientId: string;
  clientName: string;
  vehicle: VehicleRef;
  kind: InspectionKind;
  dueDate: string;
  state: InspectionDueState;
  completedAt: Date | null;
  result: InspectionResult | null;
  inspector: string;
  notes: string;
  completedBy: PersonRef | null;
  defectCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit and by its completion; `update` takes it as `expectedVersion`. */
  version: number;
}
export type InspectionPage = Page<Inspection>;
export interface InspectionDetail extends Inspection {
  defects: Defect[];
}

export interface Task {
  id: string;
  clientId: string;
  clientName: string;
  /** As stored (a service task's: its Danish name). */
  title: string;
  /**
   * The title in each language, for tasks made from a catalogue (source `service`: the service
   * task's names, read when the task is read, so a renamed task shows its new name); null for a
   * title someone typed. The app shows the one of the interface's language (docs/service.md).
   */
  titleNames: TitleNames | null;
  description: string;
  vehicle: VehicleRef | null;
  status: TaskStatus;
  priority: TaskPriority;
  source: TaskSource;
  assignee: PersonRef | null;
  dueDate: string | null;
  /** Null when done. */
  dueState: TaskDueState | null;
  createdBy: PersonRef | null;
  inspectionId: string | null;
  doneAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change to what the edit form shows; `update` takes it as `expectedVersion`. */
  version: number;
}
export type TaskPage = Page<Task>;

/** One task with what the caller may do with it (`tasks.detail`). */
export interface TaskDetail extends Task {
  /** A manager of the task's client: may edit it and change its status. */
  canEdit: boolean;
  /** Managers of the client, and the driver who reported it or is assigned to it. */
  canComment: boolean;
}

/** The longest comment, in characters (the table's check says the same). */
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
