/**
 * Opaque keyset cursors, the one mechanism of every keyset-paged list: the sort key values of a
 * row and its id, with the sort they belong to, as base64url JSON. A cursor names a position
 * between rows, never a page number, so rows inserted or removed elsewhere do not shift what the
 * next page holds (docs/vehicles.md).
 *
 * A cursor comes back from the client, so the server cannot trust it: each list describes its
 * cursor (`CursorSpec`: the sort's name, the type of each key, the id's kind) and `readCursor`
 * checks every component against that description with one zod schema before a value reaches
 * SQL. A cursor that is not exactly one of the list's answers BAD_REQUEST on the field `cursor`
 * (code `invalid`), which is a client mistake, never a server error (docs/threat-model.md).
 * Cursors are not signed: a valid forged cursor only names another position in the caller's own
 * rows, since every list filters by the caller's scope first.
 */
import { z } from 'zod';
import { isIsoDate } from '../../due/rules.js';
import { FieldError } from '../../errors.js';
import { isWellFormedText } from '../../validation/text.js';

/** A sort key value: text, number or ISO date text. */
export type KeyValue = string | number;

/** The SQL type a sort key is cast to, and so what its cursor value must be. */
export type KeyType = 'text' | 'int' | 'date';

/** A list's cursor: the sort it was made for, its keys' types in order, and the row id's kind. */
export interface CursorSpec {
  /** e.g. "registration:asc"; a cursor of another sort (or list) is refused. */
  sort: string;
  keys: readonly KeyType[];
  /** `uuid` for records, `serial` for history rows (bigint identity). */
  id: 'uuid' | 'serial';
}

export interface CursorPosition {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Text PostgreSQL stores and compares: well-formed, no NUL or other control character. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** What each key type accepts: exactly the values the column can hold (so the cast cannot fail). */
const KEY_SCHEMAS: Record<KeyType, z.ZodType<KeyValue>> = {
  text: z
    .string()
    .max(1000)
    .refine((value) => isWellFormedText(value) && !CONTROL.test(value)),
  int: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  // Years 0001-9999 (the register's "no date" sorts last as 9999-12-31); PostgreSQL has no year 0.
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => value >= '0001-01-01' && isIsoDate(value)),
};

const ID_SCHEMAS = {
  uuid: z.string().regex(UUID),
  serial: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
} satisfies Record<CursorSpec['id'], z.ZodType<string | number>>;

const schemas = new Map<string, z.ZodType<[string, KeyValue[], string | number]>>();

/** The zod schema of `spec`'s cursors (decoded JSON): [sort, [key, ...], id]. */
export function cursorSchema(spec: CursorSpec): z.ZodType<[string, KeyValue[], string | number]> {
  const name = `${spec.sort}|${spec.keys.join(',')}|${spec.id}`;
  let schema = schemas.get(name);
  if (!schema) {
    const keys = spec.keys.map((type) => KEY_SCHEMAS[type]);
    schema = z.tuple([
      z.literal(spec.sort),
      z.tuple(keys as [z.ZodType<KeyValue>, ...z.ZodType<KeyValue>[]]),
      ID_SCHEMAS[spec.id],
    ]) as unknown as z.ZodType<[string, KeyValue[], string | number]>;
    schemas.set(name, schema);
  }
  return schema;
}

/** Decodes a cursor of `spec`; throws InvalidCursorError for anything else. */
export function decodeCursor(cursor: string, spec: CursorSpec): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const result = cursorSchema(spec).safeParse(parsed);
  if (!result.success) throw new InvalidCursorError();
  const [sort, keys, id] = result.data;
  return { sort, keys, id };
}

/**
 * A procedure's `cursor` input, decoded and checked against `spec`: anything that is not one of
 * the list's cursors answers the field error `cursor: invalid` (BAD_REQUEST), never a server error.
 */
export function readCursor(
  cursor: string,
  spec: CursorSpec & { id: 'uuid' },
): CursorPosition & { id: string };
export function readCursor(
  cursor: string,
  spec: CursorSpec & { id: 'serial' },
): CursorPosition & { id: number };
export function readCursor(cursor: string, spec: CursorSpec): CursorPosition {
  try {
    return decodeCursor(cursor, spec);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new FieldError('cursor', 'invalid');
    throw error;
  }
}
