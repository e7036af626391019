import type { ComplianceKind as ServerComplianceKind } from '@vognpark/server/areas/compliance';
import type {
  DefectSeverity as ServerDefectSeverity,
  InspectionDueState as ServerInspectionDueState,
  InspectionKind as ServerInspectionKind,
  InspectionResult as ServerInspectionResult,
} from '@vognpark/server/areas/inspections';
import type { ComplianceState as ServerComplianceState } from '@vognpark/server/areas/vehicles';

/**
 * The closed value sets of compliance obligations and inspections (docs/fleet-work.md), in the
 * order the app lists them. The app imports only types from the server, so it keeps its own copy;
 * the check at the end fails the type check when the two drift apart.
 */
export const complianceStates = ['missing', 'overdue', 'due_soon', 'in_order'] as const;
export const complianceKinds = [
  'periodic_inspection',
  'insurance',
  'road_tax',
  'leasing_end',
  'tachograph',
  'custom',
] as const;
export const inspectionDueStates = ['overdue', 'due_soon', 'scheduled', 'completed'] as const;
export const inspectionKinds = ['walk_around', 'safety', 'syn_preparation'] as const;
export const inspectionResults = ['pass', 'fail'] as const;
export const defectSeverities = ['minor', 'major', 'critical'] as const;

export type ComplianceState = (typeof complianceStates)[number];
export type ComplianceKind = (typeof complianceKinds)[number];
export type InspectionDueState = (typeof inspectionDueStates)[number];
export type InspectionKind = (typeof inspectionKinds)[number];
export type InspectionResult = (typeof inspectionResults)[number];
export type DefectSeverity = (typeof defectSeverities)[number];

/**
 * The filters that list exactly what each badge counts (docs/fleet-work.md, "One definition of
 * due"): the compliance badge counts missing, overdue and due-soon obligations; the inspections
 * badge overdue and due-soon inspections.
 */
export const complianceAttentionStates = [
  'missing',
  'overdue',
  'due_soon',
] as const satisfies readonly ComplianceState[];
export const inspectionAttentionStates = [
  'overdue',
  'due_soon',
] as const satisfies readonly InspectionDueState[];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
/** Whether a value the server sent as text (a dashboard row's kind, a driver's item's state) is one of the set. */
export const isComplianceKind = oneOf(complianceKinds);
export const isComplianceState = oneOf(complianceStates);
export const isInspectionKind = oneOf(inspectionKinds);
export const isInspectionDueState = oneOf(inspectionDueStates);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<ComplianceState, ServerComplianceState>,
  Same<ComplianceKind, ServerComplianceKind>,
  Same<InspectionDueState, ServerInspectionDueState>,
  Same<InspectionKind, ServerInspectionKind>,
  Same<InspectionResult, ServerInspectionResult>,
  Same<DefectSeverity, ServerDefectSeverity>,
] = [true, true, true, true, true, true];
void inStep;
