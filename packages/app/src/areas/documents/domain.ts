import type { DocumentType, ExpiryState } from '@vognpark/server/areas/documents';

/**
 * The documents area's closed value sets in the order the app lists them. The app imports only
 * types from the server, so it keeps its own copy; `satisfies` keeps the two in step.
 */
export const DOCUMENT_TYPES = [
  'registration_certificate',
  'insurance_policy',
  'leasing_contract',
  'syn_report',
  'service_invoice',
  'damage_report',
  'driving_licence',
  'tachograph_calibration',
  'power_of_attorney',
  'other',
] as const satisfies readonly DocumentType[];

export const EXPIRY_STATES = [
  'expired',
  'expiring',
  'valid',
  'none',
] as const satisfies readonly ExpiryState[];

/** Compile-time check that no server value is missing here. */
type Missing<All, Listed> = Exclude<All, Listed>;
export const _allTypes: Missing<DocumentType, (typeof DOCUMENT_TYPES)[number]> extends never ? true : never =
  true;
export const _allStates: Missing<ExpiryState, (typeof EXPIRY_STATES)[number]> extends never ? true : never =
  true;
