import { FieldError } from '../errors.js';

export type { FieldErrors } from '../errors.js';

/**
 * @deprecated Throw `new FieldError(field, code)` from src/errors.ts. Kept only so that branches
 * written before the domain errors still build when merged; remove once none imports it.
 */
export function fieldError(field: string, code: string): FieldError {
  return new FieldError(field, code);
}
