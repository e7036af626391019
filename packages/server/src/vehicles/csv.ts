/**
 * CSV for Danish Excel, and the rows of the vehicle export. Pure functions without server
 * dependencies: the app builds the file from the rows the `exportCsv` subscription streams
 * (docs/vehicles.md) and may copy `toCsv` as it is.
 */
import { formatRegistration } from './identifiers.js';
import type { Vehicle } from './model.js';

/** UTF-8 byte order mark: without it Excel reads UTF-8 as Windows-1252 and ÆØÅ break. */
export const CSV_BOM = '\uFEFF';

/**
 * Rows as CSV text the way Danish Excel opens it by double-click: BOM, `;` as separator (the
 * Danish list separator; `,` is the decimal mark there), CRLF line ends, fields quoted when they
 * hold `;`, `"`, CR or LF (quotes doubled) or start or end with white space. A field starting
 * with `=`, `+` or `@` gets a leading `'` so that Excel shows it instead of running it as a formula.
 */
export function toCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  const quote = (raw: string) => {
    const field = /^[=+@\t]/.test(raw) ? `'${raw}` : raw;
    return /[;"\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
  };
  const body = rows.map((row) => row.map(quote).join(';')).join('\r\n');
  return (options.bom === false ? '' : CSV_BOM) + body + (rows.length > 0 ? '\r\n' : '');
}

/**
 * The export's columns, in order; the header row holds these keys (the app replaces them with
 * labels in the user's language). Enumerated values (type, fuel, status) are their codes too.
 */
export const VEHICLE_EXPORT_COLUMNS = [
  'registration',
  'vin',
  'make',
  'model',
  'year',
  'type',
  'fuel',
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
