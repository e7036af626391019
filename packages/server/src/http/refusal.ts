import {
  ConflictError,
  DomainError,
  FieldError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PreconditionFailedError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../errors.js';

/** What a plain HTTP route (an upload, a download) answers for a domain error (src/errors.ts). */
export interface Refusal {
  status: number;
  body: { error: string; message?: string; field?: string };
}

/** The status and error code of each domain error (the HTTP statuses of trpc/trpc.ts's codes). */
const STATUSES: readonly [abstract new (...args: never[]) => DomainError, number, string][] = [
  [NotFoundError, 404, 'NOT_FOUND'],
  [ForbiddenError, 403, 'FORBIDDEN'],
  [UnauthorizedError, 401, 'UNAUTHORIZED'],
  [InvalidInputError, 400, 'BAD_REQUEST'],
  [ConflictError, 409, 'CONFLICT'],
  [TooManyRequestsError, 429, 'TOO_MANY_REQUESTS'],
  [PreconditionFailedError, 412, 'PRECONDITION_FAILED'],
];

/**
 * A domain error as an HTTP answer: its status, `{ error: CODE, message }`, and for a field's
 * refusal `{ error: 'BAD_REQUEST', message: <the field's code>, field }` as the upload forms read
 * it. Null for any other error (the route rethrows it: a server fault).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof FieldError)
    return { status: 400, body: { error: 'BAD_REQUEST', message: error.code, field: error.field } };
  if (!(error instanceof DomainError)) return null;
  const match = STATUSES.find(([kind]) => error instanceof kind);
  if (!match) return null;
  const [, status, code] = match;
  return { status, body: { error: code, message: error.message } };
}
