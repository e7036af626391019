import type {
  ComplianceState as ServerComplianceState,
  LicenceCategory as ServerLicenceCategory,
  VehicleFuel as ServerVehicleFuel,
  VehicleSortBy as ServerVehicleSortBy,
  VehicleStatus as ServerVehicleStatus,
  VehicleType as ServerVehicleType,
} from '@vognpark/server/areas/vehicles';

/**
 * The vehicle register's closed value sets (docs/vehicles.md), in the order the app lists them.
 * The server validates the same sets; the app keeps its own copy (it imports only types from the
 * server) and the checks at the end make the type check fail when the two drift apart.
 */
export const vehicleStatuses = ['active', 'in_workshop', 'out_of_service', 'sold'] as const;
export const vehicleTypes = ['car', 'van', 'truck', 'trailer', 'bus', 'other'] as const;
export const vehicleFuels = ['petrol', 'diesel', 'electric', 'hybrid', 'other'] as const;
/** A vehicle's compliance state: the worst of its obligations' states (derived, never stored). */
export const complianceStates = ['missing', 'overdue', 'due_soon', 'in_order'] as const;
/** The columns the register sorts by. */
export const vehicleSortKeys = [
  'registration',
  'makeModel',
  'year',
  'status',
  'odometer',
  'nextDue',
] as const;
export const sortDirections = ['asc', 'desc'] as const;
/**
 * The driving licence categories of Directive 2006/126/EC, as a Danish kørekort lists them: what
 * a vehicle needs and a person holds (docs/sharing.md "Driving licence").
 */
export const licenceCategories = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
] as const;
export type LicenceCategory = (typeof licenceCategories)[number];

/** The category a vehicle of a type usually needs (the server's `defaultLicenceCategory`). */
export function defaultLicenceCategory(type: VehicleType): LicenceCategory {
  if (type === 'truck') return 'C';
  if (type === 'bus') return 'D';
  if (type === 'trailer') return 'BE';
  return 'B';
}

export type VehicleStatus = (typeof vehicleStatuses)[number];
export type VehicleType = (typeof vehicleTypes)[number];
export type VehicleFuel = (typeof vehicleFuels)[number];
export type ComplianceState = (typeof complianceStates)[number];
export type VehicleSortKey = (typeof vehicleSortKeys)[number];
export type SortDirection = (typeof sortDirections)[number];

export interface VehicleSort {
  by: VehicleSortKey;
  dir: SortDirection;
}

export const defaultSort: VehicleSort = { by: 'registration', dir: 'asc' };

/** Statuses a manager sets by hand; "sold" goes through "Archive as sold". */
export const settableStatuses = [
  'active',
  'in_workshop',
  'out_of_service',
] as const satisfies readonly VehicleStatus[];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<VehicleStatus, ServerVehicleStatus>,
  Same<VehicleType, ServerVehicleType>,
  Same<VehicleFuel, ServerVehicleFuel>,
  Same<ComplianceState, ServerComplianceState>,
  Same<VehicleSortKey, ServerVehicleSortBy>,
  Same<LicenceCategory, ServerLicenceCategory>,
] = [true, true, true, true, true, true];
void inStep;
