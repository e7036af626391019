import type { StatusPillTone } from '@vognpark/ui';
import type { AppMessageId } from '../../messages/en';
import type { ComplianceState, VehicleFuel, VehicleStatus, VehicleType } from './domain';

/** The message naming each value of the register's closed sets. */
export const statusLabel = (status: VehicleStatus): AppMessageId => `app.vehicles.status.${status}`;
export const typeLabel = (type: VehicleType): AppMessageId => `app.vehicles.type.${type}`;
export const fuelLabel = (fuel: VehicleFuel): AppMessageId => `app.vehicles.fuel.${fuel}`;
export const complianceLabel = (state: ComplianceState): AppMessageId => `app.vehicles.compliance.${state}`;

/** The pill's tone per status: in use, at the workshop, off the road, gone. */
export const statusTones: Record<VehicleStatus, StatusPillTone> = {
  active: 'success',
  in_workshop: 'warning',
  out_of_service: 'danger',
  sold: 'neutral',
};
