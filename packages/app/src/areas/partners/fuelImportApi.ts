/**
 * The fuel-card import's two calls (the server's areas/partners/http.ts): the statement's bytes as
 * the body; its name, the chosen columns (and the confirmation's import id) in the address. fetch,
 * same origin: the session cookie goes with it.
 */
import type {
  ExpenseImportFileError,
  ExpenseImportResult,
  FuelField,
  FuelMapping,
  FuelPreview,
} from '@vognpark/server/areas/partners';

/** Why a call failed, as the drawer names it. */
export type FuelImportFailure = ExpenseImportFileError | 'not_found' | 'other';

export class FuelImportFailed extends Error {
  constructor(
    readonly reason: FuelImportFailure,
    /** `missing_columns`: the fields without a column, and the file's headers to choose from. */
    readonly fields: readonly FuelField[] = [],
    readonly headers: readonly string[] = [],
  ) {
    super(reason);
    this.name = 'FuelImportFailed';
  }
}

const FILE_ERRORS: readonly string[] = [
  'empty',
  'too_large',
  'too_many_rows',
  'too_many_columns',
  'unsupported_type',
  'invalid_file',
  'unsafe_file',
  'missing_columns',
  'not_vendor',
  'unknown_vendor',
];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The failure an answer's status and body name. */
export function fuelFailureOf(status: number, body: unknown): FuelImportFailed {
  const { error, fields, headers } = (body ?? {}) as { error?: unknown; fields?: unknown; headers?: unknown };
  if (typeof error === 'string' && FILE_ERRORS.includes(error))
    return new FuelImportFailed(
      error as ExpenseImportFileError,
      strings(fields) as FuelField[],
      strings(headers),
    );
  if (status === 404) return new FuelImportFailed('not_found');
  if (status === 413) return new FuelImportFailed('too_large');
  if (status === 415) return new FuelImportFailed('unsupported_type');
  return new FuelImportFailed('other');
}

/** The address of a step for a vendor's file (the mapping when chosen; to confirm, the import's id). */
export function fuelImportUrl(
  vendorId: string,
  step: 'preview' | 'confirm',
  fileName: string,
  mapping: FuelMapping | null,
  importId?: string,
): string {
  const params = new URLSearchParams({ fileName: fileName.slice(0, 200) || 'file' });
  if (mapping) params.set('mapping', JSON.stringify(mapping));
  if (importId) params.set('importId', importId);
  return `/api/partners/vendors/${encodeURIComponent(vendorId)}/fuel-import/${step}?${params}`;
}

/** Sends a file's bytes to an import route: its answer, or the failure it names. */
export async function sendFile<T>(url: string, file: Blob, fetcher: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new FuelImportFailed('other');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw fuelFailureOf(response.status, body);
  return body as T;
}

/** Reads a statement into a preview; nothing is written. */
export function previewFuelImport(
  vendorId: string,
  file: File,
  mapping: FuelMapping | null,
  fetcher: typeof fetch = fetch,
): Promise<FuelPreview> {
  return sendFile(fuelImportUrl(vendorId, 'preview', file.name, mapping), file, fetcher);
}

/** Adds the statement's new lines; the same `importId` again answers the first result. */
export function confirmFuelImport(
  vendorId: string,
  file: File,
  mapping: FuelMapping | null,
  importId: string,
  fetcher: typeof fetch = fetch,
): Promise<ExpenseImportResult> {
  return sendFile(fuelImportUrl(vendorId, 'confirm', file.name, mapping, importId), file, fetcher);
}
