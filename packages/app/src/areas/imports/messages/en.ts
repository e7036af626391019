/**
 * The strings of the vehicle import (issue 27: the import page, the register's Import button and
 * the empty dashboard's first steps) in English. A chunk of its own per language
 * (i18n/loadMessages.ts); the other languages are typed against it.
 */
const importsEn = {
  'app.imports.title': 'Import vehicles',
  'app.imports.open': 'Import',
  'app.imports.intro':
    'Add many vehicles at once from a CSV or Excel file. Nothing is saved until you confirm.',
  'app.imports.columns':
    'The file needs a column each for registration, make, model, type and fuel; VIN, year, status, odometer (km), first registration and notes may follow. A file exported from the register can be imported as it is.',
  'app.imports.file.label': 'Choose a file (CSV or XLSX)',
  'app.imports.template': 'Download Template',
  'app.imports.reading': 'Reading the file…',
  'app.imports.summary.valid':
    '{count, plural, =0 {No vehicles are ready to add.} one {# vehicle is ready to add.} other {# vehicles are ready to add.}}',
  'app.imports.summary.errors':
    '{count, plural, one {# row has errors and will be skipped.} other {# rows have errors and will be skipped.}}',
  'app.imports.ignored': 'Columns not imported: {columns}',
  'app.imports.table.label': 'Rows of {fileName}',
  'app.imports.column.row': 'Row',
  'app.imports.column.result': 'Result',
  'app.imports.fieldError': '{field}: {error}',
  'app.imports.ready': 'Ready',
  'app.imports.errorCount': '{count, plural, one {# error} other {# errors}}',
  'app.imports.filter.errors': 'Only Rows with Errors',
  'app.imports.confirm': '{count, plural, one {Add # Vehicle} other {Add # Vehicles}}',
  'app.imports.adding': 'Adding vehicles…',
  'app.imports.another': 'Choose Another File',
  'app.imports.done':
    '{count, plural, one {# vehicle added to the register.} other {# vehicles added to the register.}}',
  'app.imports.failed': 'The vehicles could not be added. Try again.',
  'app.imports.conflict':
    'A registration in the file was added to the register meanwhile. Check the file again.',
  'app.imports.fileError.empty': 'The file is empty.',
  'app.imports.fileError.too_large': 'The file is larger than {max} MB.',
  'app.imports.fileError.too_many_rows': 'The file has more than {max} rows. Split it into smaller files.',
  'app.imports.fileError.too_many_columns': 'The file has more than {max} columns.',
  'app.imports.fileError.unsupported_type': 'This is not a CSV or XLSX file.',
  'app.imports.fileError.invalid_file': 'The file cannot be read. Save it again as CSV or XLSX.',
  'app.imports.fileError.unsafe_file':
    'The file holds content that is not opened here (such as external references). Save it again as a plain workbook.',
  'app.imports.fileError.missing_columns': 'The file has no column for {columns}.',
  'app.imports.fileError.other': 'The file could not be read. Try again.',
  'app.imports.error.required': 'Required',
  'app.imports.error.registration': 'Not a valid registration (2 to 8 letters and digits)',
  'app.imports.error.vin': 'Not a valid VIN (17 letters and digits without I, O and Q)',
  'app.imports.error.duplicate': 'Already in the register',
  'app.imports.error.duplicate_in_file': 'Also on row {row}',
  'app.imports.error.year': 'Not a year from 1900 to next year',
  'app.imports.error.date': 'Not a date (write 31-12-2024 or 2024-12-31)',
  'app.imports.error.number': 'Not a whole number',
  'app.imports.error.too_small': 'Below 0',
  'app.imports.error.too_big': 'Too long or too large',
  'app.imports.error.invalid_value': 'Not one of the values the register knows',
  'app.imports.error.formula': 'A spreadsheet formula: write the value itself',
  'app.imports.error.characters': 'Holds characters that are not allowed',
  'app.imports.error.other': 'Not valid',
  'app.imports.start.title': 'Add your first vehicles',
  'app.imports.start.text':
    'Your fleet has no vehicles yet. Import them from a spreadsheet, or add them one at a time.',
  'app.imports.start.import': 'Import Vehicles',
  'app.imports.start.add': 'Add Vehicle',
} as const;

export type ImportsMessageId = keyof typeof importsEn;
export type ImportsMessages = Record<ImportsMessageId, string>;

export default importsEn satisfies ImportsMessages;
