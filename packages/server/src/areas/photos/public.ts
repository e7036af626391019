/**
 * What the app may import of the photos area, as `@vognpark/server/areas/photos`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  Photo,
  PhotoAngle,
  PhotoOwnerKind,
  WalkAroundItem,
  WalkAroundRecord,
  WalkAroundCheck,
} from './model.js';
