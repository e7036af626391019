import { TRPCClientError } from '@trpc/client';

/** A non-2xx answer of one of the plain HTTP endpoints (/api/auth/*, /api/signOut). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}${code ? ` ${code}` : ''}`);
    this.name = 'HttpError';
  }
}

/** True when the server said the caller is not signed in (tRPC UNAUTHORIZED or HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 401;
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'UNAUTHORIZED';
  }
  return false;
}

/** A failed call's field errors (`error.data.fieldErrors`: field path -> code), or null. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const fieldErrors = (data as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return null;
  const result: FieldErrors = {};
  for (const [field, code] of Object.entries(fieldErrors)) if (typeof code === 'string') result[field] = code;
  return Object.keys(result).length ? result : null;
}

/** A failed call's tRPC code (FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS…), or null. */
export function errorCodeOf(error: unknown): string | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' ? code : null;
}

/** Whether a failed call answered NOT_FOUND (an id out of reach, e.g. a vehicle sold meanwhile). */
export function isNotFound(error: unknown): boolean {
  return errorCodeOf(error) === 'NOT_FOUND';
}

/**
 * Who changed a record since the form was filled from it (`error.data.conflict` of a CONFLICT:
 * the server refused the edit and changed nothing), or null for any other failure.
 */
export interface EditConflict {
  /** The version stored now: the form's next save is made from it once the person chose. */
  version: number;
  changedBy: { name: string; surname: string } | null;
  changedAt: Date;
}

export function conflictOf(error: unknown): EditConflict | null {
  if (errorCodeOf(error) !== 'CONFLICT') return null;
  const conflict = (error as { data?: { conflict?: unknown } }).data?.conflict;
  if (typeof conflict !== 'object' || conflict === null) return null;
  const { version, changedBy, changedAt } = conflict as Record<string, unknown>;
  if (typeof version !== 'number' || typeof changedAt !== 'string') return null;
  const at = new Date(changedAt);
  if (Number.isNaN(at.getTime())) return null;
  const by =
    typeof changedBy === 'object' && changedBy !== null
      ? {
          name: String((changedBy as { name?: unknown }).name ?? ''),
          surname: String((changedBy as { surname?: unknown }).surname ?? ''),
        }
      : null;
  return { version, changedBy: by, changedAt: at };
}
