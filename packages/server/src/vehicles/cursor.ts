/**
 * Opaque keyset cursors: the sort key values of a row and its id, with the sort they belong to,
 * as base64url JSON. A cursor names a position between rows, never a page number, so rows
 * inserted or removed elsewhere do not shift what the next page holds (docs/vehicles.md).
 */

import { fieldError } from '../trpc/fieldError.js';

/** A sort key value: text, number or ISO date/timestamp text. */
export type KeyValue = string | number;

export interface CursorPosition {
  /** The sort the cursor was made for, e.g. "registration:asc"; another sort refuses it. */
  sort: string;
  /** The row's sort key values, in the order of the sort's columns. */
  keys: KeyValue[];
  /** The row's id, the unique tiebreaker. */
  id: string | number;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.keys, position.id]), 'utf8').toString(
    'base64url',
  );
}

/** Decodes a cursor made by `encodeCursor` for `sort` with `keyCount` keys; throws InvalidCursorError otherwise. */
export function decodeCursor(cursor: string, sort: string, keyCount: number): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const isKey = (value: unknown): value is KeyValue =>
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !Array.isArray(parsed[1]) ||
    parsed[1].length !== keyCount ||
    !parsed[1].every(isKey) ||
    !isKey(parsed[2])
  )
    throw new InvalidCursorError();
  return { sort, keys: parsed[1] as KeyValue[], id: parsed[2] };
}

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * A procedure's `cursor` input, decoded: a cursor that is not one of `sort`'s, or whose id is not
 * of the list's kind (a uuid, or a history row's serial number), answers the field error
 * `cursor: invalid` (BAD_REQUEST), never a server error.
 */
export function readCursor(
  cursor: string,
  sort: string,
  keyCount: number,
  id: 'uuid',
): CursorPosition & { id: string };
export function readCursor(
  cursor: string,
  sort: string,
  keyCount: number,
  id: 'serial',
): CursorPosition & { id: number };
export function readCursor(
  cursor: string,
  sort: string,
  keyCount: number,
  id: 'uuid' | 'serial',
): CursorPosition {
  let position: CursorPosition;
  try {
    position = decodeCursor(cursor, sort, keyCount);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw fieldError('cursor', 'invalid');
    throw error;
  }
  const valid =
    id === 'uuid'
      ? typeof position.id === 'string' && UUID.test(position.id)
      : typeof position.id === 'number';
  if (!valid) throw fieldError('cursor', 'invalid');
  return position;
}
