/**
 * What the app may import of the compliance area, as `@vognpark/server/areas/compliance`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type { ComplianceKind, Obligation, ObligationPage, Renewal, RenewalPage } from './model.js';
export { COMPLIANCE_KINDS } from './model.js';
export { COMPLIANCE_ATTENTION_STATES, COMPLIANCE_DUE_SOON_DAYS, complianceState } from './due.js';
