/**
 * What the app may import of the partners area, as `@vognpark/server/areas/partners`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type * from './model.js';
export {
  EXPENSE_CHECKS,
  EXPENSE_IMPORT_FILE_ERRORS,
  FUEL_FIELDS,
  OUTLAY_CATEGORIES,
  OUTLAY_LIST_LIMIT,
} from './model.js';
