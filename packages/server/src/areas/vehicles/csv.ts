/**
 * The rows of the vehicle export. Pure functions without server dependencies. The server writes no
 * CSV itself: the app builds the file from the rows the `exportCsv` subscription streams
 * (docs/vehicles.md) with the product's one CSV writer, the kit's `toCsv` (packages/ui/src/csv),
 * which neutralises formulas and bidi controls.
 */
import { formatRegistration } from './identifiers.js';
import type { Vehicle } from './model.js';

/**
 * The export's columns, in order; the header row holds these keys (the app replaces them with
 * labels in the user's language). Enumerated values (type, fuel, status) are their codes too, and
 * yellow plates is `yes` or `no`.
 */
export const VEHICLE_EXPORT_COLUMNS = [
  'registration',
  'vin',
  'make',
  'model',
  'year',
  'type',
  'fuel',
  'yellowPlates',
  'status',
  'driver',
  'odometerKm',
  'firstRegistrationDate',
  'nextDueDate',
  'client',
  'notes',
] as const;
export type VehicleExportColumn = (typeof VEHICLE_EXPORT_COLUMNS)[number];

/** One export row: the plate spaced as shown, dates ISO, numbers as plain digits, empty for none. */
export function vehicleCsvRow(vehicle: Vehicle): string[] {
  const values: Record<VehicleExportColumn, string> = {
    registration: formatRegistration(vehicle.registration),
    vin: vehicle.vin ?? '',
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year === null ? '' : String(vehicle.year),
    type: vehicle.type,
    fuel: vehicle.fuel,
    yellowPlates: vehicle.yellowPlates ? 'yes' : 'no',
    status: vehicle.status,
    driver: vehicle.driver ? `${vehicle.driver.name} ${vehicle.driver.surname}`.trim() : '',
    odometerKm: String(vehicle.odometerKm),
    firstRegistrationDate: vehicle.firstRegistrationDate ?? '',
    nextDueDate: vehicle.nextDueDate ?? '',
    client: vehicle.clientName,
    notes: vehicle.notes,
  };
  return VEHICLE_EXPORT_COLUMNS.map((column) => values[column]);
}
