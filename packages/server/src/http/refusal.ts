import { DomainError, FieldError, refusalCodeOf, type RefusalCode } from '../errors.js';

/** What a plain HTTP route (an upload, a download) answers for a domain error (src/errors.ts). */
export interface Refusal {
  status: number;
  body: { error: string; message?: string; field?: string };
}

/** The HTTP status of each refusal code (the statuses tRPC gives the same codes). */
const STATUSES: Record<RefusalCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PRECONDITION_FAILED: 412,
};

/**
 * A domain error as an HTTP answer: its status, `{ error: CODE, message }`, and for a field's
 * refusal `{ error: 'BAD_REQUEST', message: <the field's code>, field }` as the upload forms read
 * it. Null for any other error (the route rethrows it: a server fault).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof FieldError)
    return { status: 400, body: { error: 'BAD_REQUEST', message: error.code, field: error.field } };
  if (!(error instanceof DomainError)) return null;
  const code = refusalCodeOf(error);
  return code ? { status: STATUSES[code], body: { error: code, message: error.message } } : null;
}
