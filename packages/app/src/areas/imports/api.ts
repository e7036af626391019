/**
 * The import's two calls (the server's areas/imports/http.ts): the file's bytes as the body, its
 * name (and the confirmation's import id) in the address. fetch, same origin: the session cookie
 * goes with it.
 */
import type {
  ImportField,
  ImportFileError,
  ImportPreview,
  ImportResult,
} from '@vognpark/server/areas/imports';

/** Why a call failed, as the page names it: a file error, a conflict, or anything else. */
export type ImportFailure = ImportFileError | 'conflict' | 'other';

export class ImportFailed extends Error {
  constructor(
    readonly reason: ImportFailure,
    /** `missing_columns`: the fields without a column. */
    readonly columns: readonly ImportField[] = [],
  ) {
    super(reason);
    this.name = 'ImportFailed';
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
];

/** The failure an answer's status and body name. */
export function failureOf(status: number, body: unknown): ImportFailed {
  const { error, columns } = (body ?? {}) as { error?: unknown; columns?: unknown };
  if (typeof error === 'string' && FILE_ERRORS.includes(error))
    return new ImportFailed(
      error as ImportFileError,
      Array.isArray(columns) ? (columns as ImportField[]) : [],
    );
  if (status === 409) return new ImportFailed('conflict');
  if (status === 413) return new ImportFailed('too_large');
  if (status === 415) return new ImportFailed('unsupported_type');
  return new ImportFailed('other');
}

/** The address of a step for a file (and, to confirm, the import's id). */
export function importUrl(step: 'preview' | 'confirm', fileName: string, importId?: string): string {
  const params = new URLSearchParams({ fileName: fileName.slice(0, 200) || 'file' });
  if (importId) params.set('importId', importId);
  return `/api/imports/vehicles/${step}?${params}`;
}

async function send<T>(url: string, file: Blob, fetcher: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ImportFailed('other');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response.status, body);
  return body as T;
}

/** Reads a file into a preview; nothing is written. */
export function previewImport(file: File, fetcher: typeof fetch = fetch): Promise<ImportPreview> {
  return send(importUrl('preview', file.name), file, fetcher);
}

/** Adds the file's valid rows; the same `importId` again answers the first result. */
export function confirmImport(
  file: File,
  importId: string,
  fetcher: typeof fetch = fetch,
): Promise<ImportResult> {
  return send(importUrl('confirm', file.name, importId), file, fetcher);
}
