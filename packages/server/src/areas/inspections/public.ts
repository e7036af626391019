/**
 * What the app may import of the inspections area, as `@vognpark/server/areas/inspections`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  Defect,
  DefectSeverity,
  Inspection,
  InspectionDetail,
  InspectionDueState,
  InspectionKind,
  InspectionPage,
  InspectionResult,
  InspectionSortBy,
} from './model.js';
export { DEFECT_SEVERITIES, INSPECTION_KINDS, INSPECTION_RESULTS, INSPECTION_SORTS } from './model.js';
export {
  INSPECTION_ATTENTION_STATES,
  INSPECTION_DUE_SOON_DAYS,
  INSPECTION_DUE_STATES,
  inspectionDueState,
} from './due.js';
