import type { DocumentItem, DocumentType, DocumentVersion } from '@vognpark/server/areas/documents';

const TYPES: DocumentType[] = [
  'insurance_policy',
  'registration_certificate',
  'syn_report',
  'service_invoice',
  'other',
];
const PLATES = ['AB12345', 'CD23456', 'EF34567', 'GH45678'];

export function fixtureVersion(index: number, version = 1): DocumentVersion {
  const image = index % 5 === 4;
  return {
    id: `00000000-0000-4000-9000-${String(index * 10 + version).padStart(12, '0')}`,
    version,
    fileName: image ? `foto-${PLATES[index % 4]}.jpg` : `dokument-${index + 1}.pdf`,
    contentType: image ? 'image/jpeg' : 'application/pdf',
    size: 48_000 + index * 7_300,
    sha256: 'a'.repeat(64),
    width: image ? 1600 : null,
    height: image ? 1067 : null,
    pages: image ? null : 1,
    textStatus: image ? 'none' : 'complete',
    hasWeb: image,
    hasThumb: image,
    uploadedBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Mette Sørensen' },
    createdAt: `2026-0${1 + (index % 9)}-1${version}T09:00:00.000Z`,
  };
}

export function fixtureDocument(index: number): DocumentItem {
  const type = TYPES[index % TYPES.length]!;
  const expiresOn =
    type === 'insurance_policy' ? `2027-0${1 + (index % 9)}-15` : index % 7 === 2 ? '2026-11-01' : null;
  return {
    id: `00000000-0000-4000-8000-${String(index + 100).padStart(12, '0')}`,
    ownerKind: 'vehicle',
    ownerId: `00000000-0000-4000-7000-${String(index % 4).padStart(12, '0')}`,
    owner: { registration: PLATES[index % 4]!, name: null, day: null },
    vehicleId: `00000000-0000-4000-7000-${String(index % 4).padStart(12, '0')}`,
    type,
    title: type === 'insurance_policy' ? `Forsikring Tryg ${index + 1}` : `Dokument ${index + 1}`,
    number: type === 'insurance_policy' ? `640${index}-AB` : '',
    issuedOn: '2026-01-15',
    expiresOn,
    expiryState: expiresOn === null ? 'none' : expiresOn < '2026-11-27' ? 'expired' : 'valid',
    visibleToDriver: index % 2 === 0,
    current: fixtureVersion(index, index === 0 ? 2 : 1),
    versionCount: index === 0 ? 2 : 1,
    proposal:
      index === 0
        ? {
            obligationId: '00000000-0000-4000-6000-000000000001',
            kind: 'insurance',
            currentValidUntil: '2026-12-01',
            proposedValidUntil: '2027-12-01',
          }
        : null,
    evidenceFor: null,
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  };
}

export const fixtureDocuments = (count: number) =>
  Array.from({ length: count }, (_, i) => fixtureDocument(i));

/** A picture that needs no server, for the thumbnails and the preview in stories. */
export const storyFileHref = (_versionId: string, variant: 'original' | 'web' | 'thumb' = 'original') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${variant === 'thumb' ? 96 : 800}" height="${variant === 'thumb' ? 64 : 533}" viewBox="0 0 96 64"><rect width="96" height="64" fill="#bcd3e4"/><rect x="20" y="22" width="50" height="24" rx="4" fill="#f4f4f2"/><circle cx="32" cy="48" r="6" fill="#222"/><circle cx="62" cy="48" r="6" fill="#222"/></svg>`,
  )}`;
