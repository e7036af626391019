import { StatusPill } from '@vognpark/ui';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { ComplianceState, InspectionDueState, InspectionResult } from '../domain';
import {
  complianceStateLabel,
  complianceStateTones,
  inspectionResultLabel,
  inspectionResultTones,
  inspectionStateLabel,
  inspectionStateTones,
} from '../labels';

/** An obligation's state in words and colour: missing, overdue, due soon, in order. */
export function ComplianceStatePill({ state }: { state: ComplianceState }) {
  const t = useAppMessages();
  return <StatusPill tone={complianceStateTones[state]} label={t(complianceStateLabel(state))} />;
}

/** An inspection's due state: overdue, due soon, planned, completed. */
export function InspectionStatePill({ state }: { state: InspectionDueState }) {
  const t = useAppMessages();
  return <StatusPill tone={inspectionStateTones[state]} label={t(inspectionStateLabel(state))} />;
}

/** A completed inspection's result: passed or failed. */
export function InspectionResultPill({ result }: { result: InspectionResult }) {
  const t = useAppMessages();
  return <StatusPill tone={inspectionResultTones[result]} label={t(inspectionResultLabel(result))} />;
}
