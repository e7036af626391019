/**
 * The vehicle import's shapes (docs/vehicles.md, "Importing vehicles"). No server dependencies:
 * the app imports the types from `@vognpark/server`.
 */
import type { VehicleExportColumn } from '../vehicles/csv.js';

/** Why a whole file is refused (the answer's `error`). */
export const IMPORT_FILE_ERRORS = [
  'empty',
  'too_large',
  'too_many_rows',
  'too_many_columns',
  'unsupported_type',
  'invalid_file',
  'unsafe_file',
  'missing_columns',
] as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];

/** The register's fields an import fills, in the preview's order. */
export const IMPORT_FIELDS = [
  'registration',
  'make',
  'model',
  'type',
  'fuel',
  'year',
  'vin',
  'status',
  'odometerKm',
  'firstRegistrationDate',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields a file must have a column for. */
export const REQUIRED_IMPORT_FIELDS = ['registration', 'make', 'model', 'type', 'fuel'] as const;

/**
 * A field's error: the register's own codes (docs/vehicles.md, "Errors": `invalid`, `duplicate`,
 * `out_of_range`, `invalid_type`, `too_small`, `too_big`, `invalid_value`, `invalid_format`,
 * `control_characters`, ...) and the import's: `required` (empty), `formula` (a cell that is a
 * spreadsheet formula), `duplicate_in_file` (the same plate or VIN on an earlier row).
 */
export type ImportFieldErrors = Partial<Record<ImportField, string>>;

/** A column of the file: its header as written and the register's column it was read as. */
export interface ImportColumn {
  header: string;
  /** Null: not a column the import knows (it is left out). */
  column: VehicleExportColumn | null;
  /** False for columns the import recognises but does not take (driver, next due, customer). */
  used: boolean;
}

/** One data row of the file as the preview shows it. */
export interface ImportRow {
  /** The row's number in the file (the header is 1). */
  row: number;
  /**
   * Each field's value as it will be stored when the row is valid (a plate spaced as shown, types,
   * fuels and statuses as codes), else as written in the file.
   */
  values: Record<ImportField, string>;
  errors: ImportFieldErrors;
  /** The earlier row with the same plate or VIN (`duplicate_in_file`). */
  duplicateOfRow: number | null;
}

export interface ImportPreview {
  fileName: string;
  kind: 'csv' | 'xlsx';
  columns: ImportColumn[];
  rows: ImportRow[];
  /** Rows without errors: what a confirmation adds. */
  validCount: number;
  errorCount: number;
}

/** The answer of a confirmed import (the same for a repeated confirmation of one import). */
export interface ImportResult {
  importId: string;
  created: number;
  skipped: number;
}

/** A refused file: the answer's body. */
export interface ImportRefusal {
  error: ImportFileError | 'UNAUTHORIZED' | 'FORBIDDEN' | 'BAD_REQUEST' | 'CONFLICT';
  /** `missing_columns`: the fields without a column. */
  columns?: ImportField[];
}
