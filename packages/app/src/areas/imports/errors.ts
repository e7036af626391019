/**
 * The words of the import's errors: a field's code (the register's own and the import's,
 * docs/vehicles.md "Importing vehicles") and a refused file's.
 */
import type { ImportField, ImportRow } from '@vognpark/server/areas/imports';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import type { ImportFailure } from './api';

/** The largest file and the most rows the server takes (its areas/imports/parse.ts). */
export const IMPORT_MAX_MB = 2;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_COLUMNS = 40;

/** The message of a field's error code. */
export function fieldErrorMessage(field: ImportField, code: string): AppMessageId {
  switch (code) {
    case 'required':
    case 'duplicate':
    case 'duplicate_in_file':
    case 'too_big':
    case 'invalid_value':
    case 'formula':
      return `app.imports.error.${code}`;
    case 'invalid':
      return field === 'vin' ? 'app.imports.error.vin' : 'app.imports.error.registration';
    case 'out_of_range':
      return field === 'year' ? 'app.imports.error.year' : 'app.imports.error.date';
    case 'invalid_format':
      return 'app.imports.error.date';
    case 'invalid_type':
      return 'app.imports.error.number';
    case 'too_small':
      return field === 'odometerKm' ? 'app.imports.error.too_small' : 'app.imports.error.required';
    case 'control_characters':
    case 'bidi_controls':
    case 'ill_formed_unicode':
      return 'app.imports.error.characters';
    default:
      return 'app.imports.error.other';
  }
}

/** The label of each field: the register's column labels. */
export const fieldLabels: Record<ImportField, AppMessageId> = {
  registration: 'app.vehicles.column.registration',
  make: 'app.vehicles.column.make',
  model: 'app.vehicles.column.model',
  type: 'app.vehicles.column.type',
  fuel: 'app.vehicles.column.fuel',
  year: 'app.vehicles.column.year',
  vin: 'app.vehicles.column.vin',
  status: 'app.vehicles.column.status',
  odometerKm: 'app.vehicles.column.odometerKm',
  firstRegistrationDate: 'app.vehicles.column.firstRegistrationDate',
  notes: 'app.vehicles.column.notes',
};

/** A row's errors as sentences: "Fuel: Not one of the values the register knows". */
export function rowErrorTexts(row: ImportRow, t: FormatAppMessage): { field: ImportField; text: string }[] {
  return (Object.entries(row.errors) as [ImportField, string][]).map(([field, code]) => ({
    field,
    text: t(fieldErrorMessage(field, code), { row: row.duplicateOfRow ?? '' }),
  }));
}

/** The sentence for a refused file. */
export function fileErrorText(
  reason: ImportFailure,
  columns: readonly ImportField[],
  t: FormatAppMessage,
  list: (items: string[]) => string,
): string {
  switch (reason) {
    case 'too_large':
      return t('app.imports.fileError.too_large', { max: IMPORT_MAX_MB });
    case 'too_many_rows':
      return t('app.imports.fileError.too_many_rows', { max: IMPORT_MAX_ROWS });
    case 'too_many_columns':
      return t('app.imports.fileError.too_many_columns', { max: IMPORT_MAX_COLUMNS });
    case 'missing_columns':
      return t('app.imports.fileError.missing_columns', {
        columns: list(columns.map((field) => t(fieldLabels[field]))),
      });
    case 'conflict':
      return t('app.imports.conflict');
    case 'empty':
    case 'unsupported_type':
    case 'invalid_file':
    case 'unsafe_file':
      return t(`app.imports.fileError.${reason}`);
    default:
      return t('app.imports.fileError.other');
  }
}
