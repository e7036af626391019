/**
 * Domain errors: the refusals the server's own code throws (repositories, the areas' modules,
 * work/, db/versions.ts), in the domain's words and with nothing of the transport. The edge maps
 * them once: trpc/trpc.ts to a tRPC code with `data.fieldErrors` and `data.conflict`
 * (`trpcErrorOf`), http/refusal.ts to an HTTP status for the plain HTTP routes (uploads,
 * downloads). Their message is written for the client and reaches it unchanged.
 */

/** Field name (dotted path) -> a machine code the app turns into a message ("duplicate", "too_small"). */
export type FieldErrors = Record<string, string>;

/**
 * Who changed a record since the version an edit was made from (`error.data.conflict` of a
 * CONFLICT), for the form to say so and offer the newer version.
 */
export interface VersionConflict {
  /** The version stored now. */
  version: number;
  changedBy: { id: string; name: string; surname: string } | null;
  /** ISO 8601. */
  changedAt: string;
}

/** Every refusal of the domain: a message for the client, and the field it concerns, if one. */
export abstract class DomainError extends Error {
  /** The field the refusal concerns and why, for the form to show it on that field; null for none. */
  readonly fieldErrors: FieldErrors | null;

  constructor(message: string, field?: { field: string; code: string }) {
    super(message);
    this.name = new.target.name;
    this.fieldErrors = field ? { [field.field]: field.code } : null;
  }
}

/** The record does not exist, or the caller may not know it does (another client's id). */
export class NotFoundError extends DomainError {}

/** The caller may not do this (their role, or the record's state for them). */
export class ForbiddenError extends DomainError {}

/** The caller is not (or no longer) signed in. */
export class UnauthorizedError extends DomainError {
  constructor(message = 'Not signed in') {
    super(message);
  }
}

/** The input cannot be acted on as a whole (a range too long); a single field's fault is a `FieldError`. */
export class InvalidInputError extends DomainError {}

/**
 * One field's input is refused (a duplicate plate, an odometer going back), with a machine code
 * the form shows on that field. Throw it before anything is written.
 */
export class FieldError extends InvalidInputError {
  constructor(
    readonly field: string,
    readonly code: string,
  ) {
    super(`Invalid ${field}`, { field, code });
  }
}

/** The record was changed meanwhile; `conflict` says by whom and when, for an edit made from an older version. */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly conflict: VersionConflict | null = null,
  ) {
    super(message);
  }
}

/** Too many attempts for now (rationed answers); `field` names the field the form shows it on. */
export class TooManyRequestsError extends DomainError {}

/** What the call needs is not there on this server (no live positions without an event bus). */
export class PreconditionFailedError extends DomainError {}

/**
 * What each kind of refusal is called at the edges, where the transport needs a name: the tRPC
 * code (trpc/trpc.ts) and, through it, the HTTP status of a plain route (http/refusal.ts). The
 * names are the usual HTTP ones; a `FieldError` is an invalid input.
 */
export type RefusalCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHORIZED'
  | 'BAD_REQUEST'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PRECONDITION_FAILED';

const REFUSAL_CODES: readonly [abstract new (...args: never[]) => DomainError, RefusalCode][] = [
  [NotFoundError, 'NOT_FOUND'],
  [ForbiddenError, 'FORBIDDEN'],
  [UnauthorizedError, 'UNAUTHORIZED'],
  [InvalidInputError, 'BAD_REQUEST'],
  [ConflictError, 'CONFLICT'],
  [TooManyRequestsError, 'TOO_MANY_REQUESTS'],
  [PreconditionFailedError, 'PRECONDITION_FAILED'],
];

/** A domain error's refusal code; null for a kind no edge knows (a server fault). */
export function refusalCodeOf(error: DomainError): RefusalCode | null {
  return REFUSAL_CODES.find(([kind]) => error instanceof kind)?.[1] ?? null;
}
