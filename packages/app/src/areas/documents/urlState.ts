/**
 * The documents page's filters in the address (`?q=police&type=insurance_policy&expiry=expired`
 * and `?doc=<id>` for the document in the preview), so a search can be shared and Back undoes a
 * filter. Unknown values are dropped.
 */
import type { DocumentType, ExpiryState } from '@vognpark/server/areas/documents';
import { DOCUMENT_TYPES, EXPIRY_STATES } from './domain';
import { idParam, textParam, urlSchema, valuesParam } from '../../routes/urlSchema';

export interface DocumentsUrlState {
  q: string;
  types: DocumentType[];
  expiry: ExpiryState[];
  vehicle: string | null;
  doc: string | null;
}

export const documentsUrl = urlSchema<DocumentsUrlState>('/manager/documents', {
  q: textParam('q', 200),
  types: valuesParam('type', DOCUMENT_TYPES),
  expiry: valuesParam('expiry', EXPIRY_STATES),
  vehicle: idParam('vehicle'),
  doc: idParam('doc'),
});

/** The list's input for a state (the preview's document is no filter). */
export function listInputOf(state: DocumentsUrlState) {
  return {
    q: state.q.trim() || null,
    types: state.types.length ? state.types : null,
    expiry: state.expiry.length ? state.expiry : null,
    vehicleId: state.vehicle,
    limit: 30,
  };
}

export const isFiltered = (state: DocumentsUrlState) =>
  state.q.trim() !== '' || state.types.length > 0 || state.expiry.length > 0 || state.vehicle !== null;
