/**
 * Sending a file to POST /api/documents/upload (the server's areas/documents/http.ts): the bytes
 * as the body, the document's fields in the address. XMLHttpRequest, because fetch reports no
 * upload progress; each file is its own request, so one can be cancelled or retried alone.
 */
import type { DocumentItem, UploadError } from '@vognpark/server/areas/documents';

export interface UploadFields {
  /** A new version of this document; the owner and type fields are then left out. */
  documentId?: string;
  ownerKind?: string;
  ownerId?: string;
  type?: string;
  title?: string;
  number?: string;
  /** YYYY-MM-DD */
  issuedOn?: string | null;
  expiresOn?: string | null;
  visibleToDriver?: boolean;
}

/** The upload's address for one file (empty fields are left out). */
export function uploadUrl(fileName: string, fields: UploadFields): string {
  const params = new URLSearchParams({ fileName });
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'boolean' ? String(value) : value);
  }
  return `/api/documents/upload?${params}`;
}

/** Why an upload failed, as the app names it: the server's code, 'cancelled' or 'other'. */
export type UploadFailure = UploadError | 'cancelled' | 'other';

export class UploadFailed extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason);
    this.name = 'UploadFailed';
  }
}

const KNOWN: readonly string[] = [
  'TOO_LARGE',
  'QUOTA_EXCEEDED',
  'UNSUPPORTED_TYPE',
  'INVALID_FILE',
  'IMAGE_TOO_LARGE',
  'EMPTY',
];

/** The failure an answer's status and body name. */
export function failureOf(status: number, body: unknown): UploadFailure {
  const code = (body as { error?: unknown } | null)?.error;
  if (typeof code === 'string' && KNOWN.includes(code)) return code as UploadFailure;
  if (status === 413) return 'TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_TYPE';
  return 'other';
}

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file; resolves with the document, rejects with UploadFailed. */
export function uploadDocument(
  file: Blob & { name: string },
  fields: UploadFields,
  options: UploadOptions = {},
) {
  return new Promise<DocumentItem>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadUrl(file.name, fields));
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        options.onProgress?.(1);
        resolve(request.response as DocumentItem);
      } else reject(new UploadFailed(failureOf(request.status, request.response)));
    };
    request.onerror = () => reject(new UploadFailed('other'));
    request.onabort = () => reject(new UploadFailed('cancelled'));
    if (options.signal) {
      if (options.signal.aborted) return request.abort();
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}

/** Bytes as people read them, in the interface language ("1,2 MB"). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The address of a version's file (`web` and `thumb` exist for pictures). */
/** A vehicle's dossier as a PDF in `locale` (the server checks the role and the client). */
export const dossierUrl = (vehicleId: string, locale: string) =>
  `/api/documents/dossier/${encodeURIComponent(vehicleId)}?lang=${encodeURIComponent(locale)}`;

export const fileUrl = (versionId: string, variant: 'original' | 'web' | 'thumb' = 'original') =>
  `/api/documents/files/${versionId}/${variant}`;
