/**
 * The documents area's words (docs/documents.md, issue 31): who a document belongs to, what it
 * is, which files are accepted, and what the procedures answer. Shared by the server and the app.
 */

/** What a document belongs to. Damages come with their area. */
export const DOCUMENT_OWNER_KINDS = [
  'vehicle',
  'driver',
  'organisation',
  'agreement',
  'service_entry',
  'expense',
  'damage',
  'inspection',
  'client',
] as const;
export type DocumentOwnerKind = (typeof DOCUMENT_OWNER_KINDS)[number];

/** Owner kinds whose records exist today (the others are refused until their area lands). */
export const AVAILABLE_OWNER_KINDS = [
  'vehicle',
  'driver',
  'organisation',
  'agreement',
  'service_entry',
  'expense',
  'inspection',
  'client',
] as const satisfies readonly DocumentOwnerKind[];

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
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * The compliance kind a document type is evidence for: a vehicle's document of this type with an
 * expiry date proposes renewing that obligation to the date (the manager confirms).
 */
export const COMPLIANCE_KIND_OF_TYPE: Partial<
  Record<DocumentType, 'insurance' | 'periodic_inspection' | 'leasing_end' | 'tachograph'>
> = {
  insurance_policy: 'insurance',
  syn_report: 'periodic_inspection',
  leasing_contract: 'leasing_end',
  tachograph_calibration: 'tachograph',
};

/** The file types accepted, decided by the bytes (file-type), never the name or the browser. */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** Types a browser may show inline (with the sandboxing CSP); everything else is an attachment. */
export const INLINE_FILE_TYPES: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
];

/** Expiry states for the list's filter: no date, expired, within 30 days, later. */
export const EXPIRY_STATES = ['none', 'expired', 'expiring', 'valid'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
/** Days ahead that count as "expiring". */
export const EXPIRING_DAYS = 30;

/** Why an upload was refused (the HTTP answer's `error`; the app shows it on the file). */
export const UPLOAD_ERRORS = [
  'TOO_LARGE',
  'QUOTA_EXCEEDED',
  'UNSUPPORTED_TYPE',
  'INVALID_FILE',
  'IMAGE_TOO_LARGE',
  'EMPTY',
  'BAD_REQUEST',
  'NOT_FOUND',
] as const;
export type UploadError = (typeof UPLOAD_ERRORS)[number];

export type FileVariant = 'original' | 'web' | 'thumb';

/**
 * What became of a version's text, read for search (docs/documents.md): `none` (not read: a
 * HEIC, or a picture stored before pictures were read), `complete`, `recognised` (all of it read,
 * some or all of it recognised by OCR in pictures: a scanned page, a photo), `no_text` (pictures
 * read, no text found), `partial` (the page or character cap, or a page pdf.js cannot read),
 * `timed_out` and `too_large` (the worker was stopped at the limit; the text found until then is
 * kept), `skipped` (the client had too many files waiting) and `failed` (the worker stopped for
 * another reason).
 */
export const TEXT_STATUSES = [
  'none',
  'complete',
  'recognised',
  'no_text',
  'partial',
  'timed_out',
  'too_large',
  'skipped',
  'failed',
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export interface DocumentVersion {
  id: string;
  version: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  pages: number | null;
  /** Whether the file's text was read for search, and how far (TEXT_STATUSES). */
  textStatus: TextStatus;
  hasWeb: boolean;
  hasThumb: boolean;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
}

export interface RenewalProposal {
  obligationId: string;
  kind: string;
  currentValidUntil: string | null;
  proposedValidUntil: string;
}

export interface DocumentOwnerLabel {
  registration: string | null;
  name: string | null;
  /** A service entry's, an inspection's or an expense's day, an agreement's start, "YYYY-MM-DD". */
  day: string | null;
}

export interface DocumentItem {
  id: string;
  ownerKind: DocumentOwnerKind;
  ownerId: string;
  /**
   * What the owner is called, for the list: a vehicle's registration (with the day of a service
   * entry, an inspection or an expense), or a person's or an organisation's name (an agreement's
   * organisation, with its start). The app formats each part.
   */
  owner: DocumentOwnerLabel;
  vehicleId: string | null;
  type: DocumentType;
  title: string;
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  expiryState: ExpiryState;
  visibleToDriver: boolean;
  current: DocumentVersion;
  versionCount: number;
  /** The obligation this document could renew (confirm with `documents.confirmRenewal`). */
  proposal: RenewalProposal | null;
  /** The obligation it was confirmed as evidence for. */
  evidenceFor: string | null;
  /**
   * Raised by every edit of the fields above (not by a new file version): `documents.update` takes
   * it as `expectedVersion` and refuses a stale one with who changed the document and when.
   */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentPage {
  items: DocumentItem[];
  nextCursor: string | null;
  /**
   * How many match, counted up to `COUNT_CAP` on the first page (null on the pages after it);
   * `totalCapped`: more than that match.
   */
  total: number | null;
  totalCapped: boolean;
}

export interface DocumentUsage {
  usedBytes: number;
  quotaBytes: number;
  maxFileBytes: number;
}
