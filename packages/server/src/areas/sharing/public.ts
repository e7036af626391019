/**
 * What the app may import of the sharing area, as `@vognpark/server/areas/sharing`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type * from './model.js';
