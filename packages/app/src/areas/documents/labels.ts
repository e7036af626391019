import type { DocumentOwnerLabel, DocumentType, ExpiryState } from '@vognpark/server/areas/documents';
import type { StatusPillTone } from '@vognpark/ui';
import { formatPlate } from '../vehicles/format';
import type { AppMessageId } from '../../messages/en';

export const documentTypeLabel = (type: DocumentType) => `app.documents.type.${type}` as AppMessageId;
export const expiryLabel = (state: ExpiryState) => `app.documents.expiry.${state}` as AppMessageId;
export const expiryTone: Record<ExpiryState, StatusPillTone> = {
  none: 'neutral',
  expired: 'danger',
  expiring: 'warning',
  valid: 'success',
};

/** How the preview shows a version: a picture, the browser's PDF viewer, or only a download. */
export function previewKind(version: { contentType: string; hasWeb: boolean }): 'image' | 'pdf' | 'download' {
  if (version.contentType === 'application/pdf') return 'pdf';
  if (version.hasWeb) return 'image';
  return 'download';
}

/** A calendar date "YYYY-MM-DD" as a local day (no time zone shift). */
export const dayOf = (iso: string) => new Date(`${iso}T12:00:00`);

/** What a document's owner is called: its plate as plates are written, with a day, or a name. */
export function ownerText(owner: DocumentOwnerLabel, formatDay: (isoDay: string) => string): string {
  const parts = [
    owner.registration === null ? owner.name : formatPlate(owner.registration),
    owner.day === null ? null : formatDay(owner.day),
  ];
  return parts.filter((part) => part !== null && part !== '').join(' · ');
}
