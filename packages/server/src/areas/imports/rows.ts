/**
 * An import file's rows -> the register's vehicles, each field checked by the register's own rules
 * (`vehicles.create`'s input, plates, VINs, years, the odometer) and read in the forms a Danish
 * spreadsheet writes: "12.345" and "12 345" km, "01-03-2026", "1.3.2026" and "01/03/2026" dates,
 * the words of the app's five languages for types, fuels and statuses. Pure: duplicates against
 * the register are the repository's (it passes the plates in use).
 */
import type { z } from 'zod';
import { createInput } from '../vehicles/inputs.js';
import type { VehicleExportColumn } from '../vehicles/csv.js';
import {
  formatRegistration,
  isValidRegistration,
  isValidVin,
  maxModelYear,
  MIN_MODEL_YEAR,
  normaliseRegistration,
  normaliseVin,
} from '../vehicles/identifiers.js';
import { cellText, readDate, readWholeNumber } from '../../tabular/cells.js';
import { ImportRefused } from './parse.js';
import {
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type ImportColumn,
  type ImportField,
  type ImportFieldErrors,
  type ImportRow,
} from './model.js';
import { FUEL_WORDS, HEADER_WORDS, STATUS_WORDS, TYPE_WORDS, wordKey, wordLookup } from './vocabulary.js';

export type VehicleCreateInput = z.output<typeof createInput>;

const headerLookup = wordLookup(HEADER_WORDS);
const typeLookup = wordLookup(TYPE_WORDS);
const fuelLookup = wordLookup(FUEL_WORDS);
const statusLookup = wordLookup(STATUS_WORDS);

const IMPORTED = new Set<string>(IMPORT_FIELDS);

/** The header row's columns: which register column each is, and whether the import takes it. */
export function readHeader(header: readonly string[]): ImportColumn[] {
  const seen = new Set<VehicleExportColumn>();
  return header.map((raw) => {
    const text = raw.trim();
    let column = headerLookup.get(wordKey(text)) ?? null;
    if (column && seen.has(column)) column = null;
    if (column) seen.add(column);
    return { header: text, column, used: column !== null && IMPORTED.has(column) };
  });
}

/** The required fields the header has no column for (the file is refused: `missing_columns`). */
export function missingColumns(columns: readonly ImportColumn[]): ImportField[] {
  const present = new Set(columns.filter((column) => column.used).map((column) => column.column));
  return REQUIRED_IMPORT_FIELDS.filter((field) => !present.has(field));
}

export interface ReadRowResult {
  values: Record<ImportField, string>;
  errors: ImportFieldErrors;
  /** The vehicle to add, when the row has no error. */
  input: VehicleCreateInput | null;
}

/** One data row, given the header's columns; `now` fixes the latest model year (next year). */
export function readRow(
  cells: readonly string[],
  columns: readonly ImportColumn[],
  now: Date = new Date(),
): ReadRowResult {
  const raw = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as Record<ImportField, string>;
  columns.forEach((column, index) => {
    if (column.used) raw[column.column as ImportField] = (cells[index] ?? '').trim();
  });
  const values = { ...raw };
  const errors: ImportFieldErrors = {};
  const candidate: Record<string, unknown> = {};

  for (const field of IMPORT_FIELDS) {
    const numeric = field === 'year' || field === 'odometerKm';
    const text = numeric && /^-\d/.test(raw[field]) ? raw[field] : cellText(raw[field]);
    if (text === null) {
      errors[field] = 'formula';
      continue;
    }
    values[field] = text;
    switch (field) {
      case 'registration': {
        if (text === '') errors.registration = 'required';
        candidate.registration = text;
        break;
      }
      case 'vin':
        candidate.vin = text === '' ? null : text;
        break;
      case 'make':
      case 'model':
      case 'notes':
        if (text === '' && field !== 'notes') errors[field] = 'required';
        candidate[field] = text;
        break;
      case 'type':
      case 'fuel': {
        if (text === '') {
          errors[field] = 'required';
          break;
        }
        const code = (field === 'type' ? typeLookup : fuelLookup).get(wordKey(text));
        if (code) values[field] = candidate[field] = code;
        else errors[field] = 'invalid_value';
        break;
      }
      case 'status': {
        const code = text === '' ? 'active' : statusLookup.get(wordKey(text));
        // A sold vehicle is not added through an import: it would be hidden at once.
        if (code && code !== 'sold') values.status = candidate.status = code;
        else errors.status = 'invalid_value';
        break;
      }
      case 'year': {
        if (text === '') {
          candidate.year = null;
          break;
        }
        const year = readWholeNumber(text);
        if (year === 'invalid_type') errors.year = year;
        else if (year < MIN_MODEL_YEAR || year > maxModelYear(now)) errors.year = 'out_of_range';
        else candidate.year = year;
        if (typeof year === 'number') values.year = String(year);
        break;
      }
      case 'odometerKm': {
        const odometer = text === '' ? 0 : readWholeNumber(text);
        if (odometer === 'invalid_type') errors.odometerKm = odometer;
        else {
          candidate.odometerKm = odometer;
          values.odometerKm = String(odometer);
        }
        break;
      }
      case 'firstRegistrationDate': {
        if (text === '') {
          candidate.firstRegistrationDate = null;
          break;
        }
        const date = readDate(text);
        if (date === 'invalid_format') errors.firstRegistrationDate = date;
        else values.firstRegistrationDate = candidate.firstRegistrationDate = date;
        break;
      }
    }
  }

  // The register's own input rules: lengths, control characters, bidi controls, the calendar.
  const parsed = createInput.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as ImportField;
      if (!IMPORTED.has(field) || errors[field]) continue;
      const own =
        issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
      errors[field] = typeof own === 'string' ? own : issue.code;
    }
  // Plates and VINs as the register normalises and checks them.
  if (!errors.registration) {
    const plate = normaliseRegistration(values.registration);
    if (!isValidRegistration(plate)) errors.registration = 'invalid';
    else values.registration = formatRegistration(plate);
  }
  if (!errors.vin && values.vin !== '') {
    const vin = normaliseVin(values.vin);
    if (vin === null || !isValidVin(vin)) errors.vin = 'invalid';
    else values.vin = vin;
  }
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { values, errors, input: valid ? parsed.data : null };
}

/** A row read, with its position and the vehicle it adds. */
export interface ReadImportRow extends ImportRow {
  input: VehicleCreateInput | null;
}

/**
 * Every data row, with duplicates marked: a plate or VIN on an earlier row of the file
 * (`duplicate_in_file`), a plate in use by one of the client's vehicles that are not sold
 * (`duplicate`, the register's code). `platesInUse` holds normalised plates.
 */
export function readRows(
  rows: readonly string[][],
  platesInUse: ReadonlySet<string>,
  now: Date = new Date(),
): { columns: ImportColumn[]; rows: ReadImportRow[] } {
  const [header = [], ...data] = rows;
  const columns = readHeader(header);
  const missing = missingColumns(columns);
  if (missing.length > 0) throw new ImportRefused('missing_columns', missing);
  const firstRowOfPlate = new Map<string, number>();
  const firstRowOfVin = new Map<string, number>();
  const read = data.map((cells, index): ReadImportRow => {
    const row = index + 2;
    const { values, errors, input } = readRow(cells, columns, now);
    let duplicateOfRow: number | null = null;
    if (!errors.registration) {
      const plate = normaliseRegistration(values.registration);
      const earlier = firstRowOfPlate.get(plate);
      if (earlier !== undefined) {
        errors.registration = 'duplicate_in_file';
        duplicateOfRow = earlier;
      } else {
        firstRowOfPlate.set(plate, row);
        if (platesInUse.has(plate)) errors.registration = 'duplicate';
      }
    }
    if (!errors.vin && values.vin !== '') {
      const earlier = firstRowOfVin.get(values.vin);
      if (earlier !== undefined) {
        errors.vin = 'duplicate_in_file';
        duplicateOfRow ??= earlier;
      } else firstRowOfVin.set(values.vin, row);
    }
    const valid = Object.keys(errors).length === 0;
    return { row, values, errors, duplicateOfRow, input: valid ? input : null };
  });
  return { columns, rows: read };
}

/** The normalised plates a file names (for the look-up of the ones in use). */
export function platesOf(rows: readonly string[][]): string[] {
  const [header = [], ...data] = rows;
  const index = readHeader(header).findIndex((column) => column.column === 'registration');
  if (index < 0) return [];
  return [
    ...new Set(data.map((cells) => normaliseRegistration(cells[index] ?? '')).filter(isValidRegistration)),
  ];
}
