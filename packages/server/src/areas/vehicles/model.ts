/**
 * The vehicle register's vocabulary: the values of the enumerated fields and the shapes the
 * `vehicles` procedures answer (docs/vehicles.md). No server dependencies: the app imports the
 * types from `@vognpark/server`.
 */
import type { LicenceCategory } from './licence.js';

export const VEHICLE_TYPES = ['car', 'van', 'truck', 'trailer', 'bus', 'other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_FUELS = ['petrol', 'diesel', 'electric', 'hybrid', 'other'] as const;
export type VehicleFuel = (typeof VEHICLE_FUELS)[number];

/** `sold` vehicles are archived: hidden from the register unless asked for. */
export const VEHICLE_STATUSES = ['active', 'in_workshop', 'out_of_service', 'sold'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Compliance state filter values (the same words as the compliance badge, docs/vehicles.md). */
export const COMPLIANCE_STATES = ['missing', 'overdue', 'due_soon', 'in_order'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

export const VEHICLE_SORTS = ['registration', 'makeModel', 'year', 'status', 'odometer', 'nextDue'] as const;
export type VehicleSortBy = (typeof VEHICLE_SORTS)[number];
export type SortDir = 'asc' | 'desc';
export interface VehicleSort {
  by: VehicleSortBy;
  dir: SortDir;
}

export const VEHICLE_HISTORY_ACTIONS = ['created', 'updated', 'status_changed', 'archived'] as const;
export type VehicleHistoryAction = (typeof VEHICLE_HISTORY_ACTIONS)[number];

/** What a history entry records: each changed field with its value before and after. */
export type VehicleChanges = Record<string, { old: unknown; new: unknown }>;

/** A person as the register shows them (driver, history actor). */
export interface PersonRef {
  id: string;
  name: string;
  surname: string;
}

/** A person a row refers to (left-joined: no person when the id column is null). */
export function personRef(id: string | null, name: string | null, surname: string | null): PersonRef | null {
  return id ? { id, name: name ?? '', surname: surname ?? '' } : null;
}

/** A vehicle as `list`, `get`, `create`, `update` and `archive` answer it. */
export interface Vehicle {
  id: string;
  clientId: string;
  clientName: string;
  /** Normalised: upper-case, no spaces ("AB12345"); show it with `formatRegistration`. */
  registration: string;
  vin: string | null;
  make: string;
  model: string;
  year: number | null;
  type: VehicleType;
  fuel: VehicleFuel;
  /**
   * Yellow plates (gule plader): a van registered for business use; SKAT's day-pass and 25-day
   * home-work rules apply to it (docs/timereg.md).
   */
  yellowPlates: boolean;
  /** The driving licence category the vehicle needs (a booking's driver must hold it, docs/sharing.md). */
  licenceCategory: LicenceCategory;
  /** The fuel tank in litres; null when not known (an expense above it is a check). */
  tankLitres: number | null;
  /** The traction battery in kWh; null when not known or none. */
  batteryKwh: number | null;
  status: VehicleStatus;
  driver: PersonRef | null;
  odometerKm: number;
  /** ISO date `YYYY-MM-DD` or null. */
  firstRegistrationDate: string | null;
  notes: string;
  /** ISO date of the soonest compliance/inspection due date, or null. */
  nextDueDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change to what the edit form shows; `update` takes it as `expectedVersion`. */
  version: number;
}

/** One page of `vehicles.list`. */
export interface VehiclePage {
  items: Vehicle[];
  /** Pass as `cursor` with `direction: 'forward'` for the rows after this page; null at the end. */
  nextCursor: string | null;
  /** Pass as `cursor` with `direction: 'backward'` for the rows before this page; null at the start. */
  prevCursor: string | null;
}

/** The answer of `vehicles.count`: how many vehicles match search and filters. */
export interface VehicleCount {
  total: number;
}

export interface VehicleHistoryEntry {
  id: number;
  action: VehicleHistoryAction;
  changes: VehicleChanges;
  /** Who did it; null for the demo seed or a deleted user. */
  actor: PersonRef | null;
  createdAt: Date;
}

export interface VehicleHistoryPage {
  items: VehicleHistoryEntry[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A user of the client who may be set as a vehicle's driver. */
export interface DriverOption extends PersonRef {
  email: string;
  role: 'manager' | 'user';
}

/**
 * One message of the `exportCsv` subscription (delivered wrapped as `{ id, data }` by tRPC's
 * `tracked`). `header` comes with the first chunk only; `rows` follow the header's columns.
 */
export interface VehicleExportChunk {
  header: string[] | null;
  rows: string[][];
  /** Rows sent so far, this chunk included. */
  sent: number;
  /** Rows the export will send in all. */
  total: number;
  /** True on the last chunk. */
  done: boolean;
}
