/**
 * The documents page's filters in the address (`?q=police&type=insurance_policy&expiry=expired`
 * and `?doc=<id>` for the document in the preview), so a search can be shared and Back undoes a
 * filter. Unknown values are dropped.
 */
import type { DocumentType, ExpiryState } from '@vognpark/server';
import { DOCUMENT_TYPES, EXPIRY_STATES } from './domain';

export interface DocumentsUrlState {
  q: string;
  types: DocumentType[];
  expiry: ExpiryState[];
  vehicle: string | null;
  doc: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listOf = <T extends string>(allowed: readonly T[], raw: string | null): T[] =>
  (raw ?? '')
    .split(',')
    .filter(
      (value, index, all): value is T =>
        (allowed as readonly string[]).includes(value) && all.indexOf(value) === index,
    );

export function readDocumentsUrl(params: URLSearchParams): DocumentsUrlState {
  const id = (name: string) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : null;
  };
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    types: listOf(DOCUMENT_TYPES, params.get('type')),
    expiry: listOf(EXPIRY_STATES, params.get('expiry')),
    vehicle: id('vehicle'),
    doc: id('doc'),
  };
}

export function writeDocumentsUrl(state: DocumentsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.types.length) params.set('type', state.types.join(','));
  if (state.expiry.length) params.set('expiry', state.expiry.join(','));
  if (state.vehicle) params.set('vehicle', state.vehicle);
  if (state.doc) params.set('doc', state.doc);
  return params;
}

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
