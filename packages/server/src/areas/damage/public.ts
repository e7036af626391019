/**
 * What the app may import of the damage area, as `@vognpark/server/areas/damage`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type * from './model.js';
export type { DamageModelStatus, DetectedDamage, ModelState } from './modelSlot.js';
