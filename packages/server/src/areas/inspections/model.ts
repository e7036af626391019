/**
 * Inspections (docs/fleet-work.md): the values of their enumerated fields and the shapes its
 * procedures answer. No server dependencies: the app imports the types from `@vognpark/server`.
 */
import type { PersonRef } from '../vehicles/model.js';
import type { Page, VehicleRef } from '../../work/model.js';
import type { InspectionDueState } from './due.js';

export type { InspectionDueState };

export const INSPECTION_KINDS = ['walk_around', 'safety', 'syn_preparation'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const DEFECT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

/**
 * How an inspection list is sorted: `attention` (the default) puts those not completed first, by
 * due date, then completed ones, the latest due first; the others by that column.
 */
export const INSPECTION_SORTS = ['attention', 'dueDate', 'kind', 'vehicle'] as const;
export type InspectionSortBy = (typeof INSPECTION_SORTS)[number];

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
