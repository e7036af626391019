import type { StatusPillTone } from '@vognpark/ui';
import type { Obligation } from '@vognpark/server/areas/compliance';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import type {
  ComplianceKind,
  ComplianceState,
  DefectSeverity,
  InspectionDueState,
  InspectionKind,
  InspectionResult,
} from './domain';

/** The message naming each value of the closed sets. */
export const complianceStateLabel = (state: ComplianceState): AppMessageId => `app.compliance.state.${state}`;
export const complianceKindLabel = (kind: ComplianceKind): AppMessageId => `app.compliance.kind.${kind}`;
export const inspectionStateLabel = (state: InspectionDueState): AppMessageId =>
  `app.inspections.state.${state}`;
export const inspectionKindLabel = (kind: InspectionKind): AppMessageId => `app.inspections.kind.${kind}`;
export const inspectionResultLabel = (result: InspectionResult): AppMessageId =>
  `app.inspections.result.${result}`;
export const defectSeverityLabel = (severity: DefectSeverity): AppMessageId =>
  `app.inspections.severity.${severity}`;

/** An obligation's name: a custom one's title, else its kind ("Insurance"). */
export function obligationName(obligation: Pick<Obligation, 'kind' | 'title'>, t: FormatAppMessage): string {
  return obligation.kind === 'custom' && obligation.title.trim()
    ? obligation.title
    : t(complianceKindLabel(obligation.kind));
}

/** Pill tones, as the kit's StatusPill pairs them (packages/ui/README.md). */
export const complianceStateTones: Record<ComplianceState, StatusPillTone> = {
  missing: 'neutral',
  overdue: 'danger',
  due_soon: 'warning',
  in_order: 'success',
};
export const inspectionStateTones: Record<InspectionDueState, StatusPillTone> = {
  overdue: 'danger',
  due_soon: 'warning',
  scheduled: 'info',
  completed: 'success',
};
export const inspectionResultTones: Record<InspectionResult, StatusPillTone> = {
  pass: 'success',
  fail: 'danger',
};
