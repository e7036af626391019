/**
 * What the app may import of the documents area, as `@vognpark/server/areas/documents`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  DocumentItem,
  DocumentOwnerLabel,
  DocumentOwnerKind,
  DocumentPage,
  DocumentType,
  DocumentUsage,
  DocumentVersion,
  ExpiryState,
  RenewalProposal,
  UploadError,
} from './model.js';
