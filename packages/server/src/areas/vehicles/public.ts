/**
 * What the app may import of the vehicles area, as `@vognpark/server/areas/vehicles`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  ComplianceState,
  DriverOption,
  PersonRef,
  SortDir,
  Vehicle,
  VehicleChanges,
  VehicleExportChunk,
  VehicleFuel,
  VehicleHistoryAction,
  VehicleHistoryEntry,
  VehicleHistoryPage,
  VehiclePage,
  VehicleSort,
  VehicleSortBy,
  VehicleStatus,
  VehicleType,
} from './model.js';
export type { VehicleExportColumn } from './csv.js';
export {
  COMPLIANCE_STATES,
  VEHICLE_FUELS,
  VEHICLE_HISTORY_ACTIONS,
  VEHICLE_SORTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from './model.js';
export { formatRegistration, isValidRegistration, isValidVin, normaliseRegistration } from './identifiers.js';
export { VEHICLE_EXPORT_COLUMNS, vehicleCsvRow } from './csv.js';
export type { LicenceCategory } from './licence.js';
// Pure: driving licence categories and what each covers (Directive 2006/126/EC, docs/sharing.md).
export {
  coveredCategories,
  defaultLicenceCategory,
  LICENCE_CATEGORIES,
  licenceCovers,
  licenceRefusal,
} from './licence.js';
