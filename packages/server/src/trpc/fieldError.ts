import { TRPCError } from '@trpc/server';

/** Field name (dotted path) -> a machine code the app turns into a message ("duplicate", "too_small"). */
export type FieldErrors = Record<string, string>;

/** The cause of a domain validation error on one field (a duplicate plate, an odometer going back). */
export class FieldErrorCause extends Error {
  constructor(
    readonly field: string,
    readonly code: string,
  ) {
    super(`${field}: ${code}`);
    this.name = 'FieldErrorCause';
  }
}

/**
 * A BAD_REQUEST that names the field it concerns and why, in `error.data.fieldErrors`, so the
 * form shows it on that field. Throw it before anything is written.
 */
export function fieldError(field: string, code: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: `Invalid ${field}`,
    cause: new FieldErrorCause(field, code),
  });
}
