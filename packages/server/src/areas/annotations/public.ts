/**
 * What the app may import of the annotations area, as `@vognpark/server/areas/annotations`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type * from './model.js';
export {
  AGREEMENT_IOU,
  ANNOTATION_CLASSES,
  ANNOTATION_SEVERITIES,
  CAR_PARTS,
  DOUBLE_SHARE,
  ITEM_STATUSES,
  MAX_POLYGON_POINTS,
  MAX_SHAPES,
  SECOND_STATUSES,
} from './model.js';
