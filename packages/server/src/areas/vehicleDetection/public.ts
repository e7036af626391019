/**
 * What the app may import of the vehicleDetection area, as `@vognpark/server/areas/vehicleDetection`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type * from './model.js';
export type { PlateShape } from './grammar.js';
export type { OdometerFit, OdometerReason } from './odometer.js';
export type { PlateBox } from './reader.js';
export { plateScene, PLATE_CONDITIONS, type SceneOptions } from './plateScenes.js';
export { certificateScene, type CertificateOptions } from './certificateScenes.js';
export { dashboardScene, type DashboardOptions } from './odometerScenes.js';
