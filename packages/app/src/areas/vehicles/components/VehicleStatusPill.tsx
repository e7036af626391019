import { StatusPill } from '@vognpark/ui';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { VehicleStatus } from '../domain';
import { statusLabel, statusTones } from '../labels';

/** A vehicle's status as a pill: its word in the person's language, with the tone's colour and mark. */
export function VehicleStatusPill({ status }: { status: VehicleStatus }) {
  const t = useAppMessages();
  return <StatusPill tone={statusTones[status]} label={t(statusLabel(status))} />;
}
