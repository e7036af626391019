/**
 * What the app may import of the imports area, as `@vognpark/server/areas/imports`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  ImportColumn,
  ImportField,
  ImportFieldErrors,
  ImportFileError,
  ImportPreview,
  ImportRefusal,
  ImportResult,
  ImportRow,
} from './model.js';
export { IMPORT_FIELDS, IMPORT_FILE_ERRORS, REQUIRED_IMPORT_FIELDS } from './model.js';
export { FUEL_WORDS, HEADER_WORDS, STATUS_WORDS, TYPE_WORDS, wordKey } from './vocabulary.js';
