/**
 * Sort keys of the work lists (tasks, inspections) for keyset paging (work/keyset.ts): the
 * "attention" order, ranks of fixed value lists, and the key values selected with each row so a
 * cursor holds exactly what the database compared.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { KeyValue } from '../areas/vehicles/cursor.js';
import type { SortKey } from './keyset.js';

/** Days after 1970-01-01 of a date with no due date: after every real one. */
const NO_DATE = 100_000_000;

/**
 * The attention order: unfinished first (rank 0), the earliest due first and those without a due
 * date after them; then finished (rank 1), the latest due first, those without one last. With
 * `reversed`, the same keys negated, so that a descending sort still breaks its ties this way.
 */
export function attentionKeys(finished: SQL, due: SQLWrapper, reversed = false): SortKey[] {
  const sign = reversed ? sql`-1` : sql`1`;
  return [
    { key: sql`(${sign} * (CASE WHEN ${finished} THEN 1 ELSE 0 END))`, cast: 'integer' },
    {
      key: sql`(${sign} * (CASE WHEN ${due} IS NULL THEN ${sql.raw(String(NO_DATE))}
        WHEN ${finished} THEN DATE '1970-01-01' - ${due}
        ELSE ${due} - DATE '1970-01-01' END))`,
      cast: 'integer',
    },
  ];
}

/** The position of a column's value in `values` (0, 1, ...), for lists whose order is not alphabetical. */
export function rankKey(column: SQLWrapper, values: readonly string[]): SortKey {
  const cases = values.map((value, index) => sql`WHEN ${column} = ${value} THEN ${sql.raw(String(index))}`);
  return {
    key: sql`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(values.length))} END)`,
    cast: 'integer',
  };
}

/** The keys as columns of the select (`k0`, `k1`, ...), as text: what the cursor will hold. */
export function keyColumns(keys: readonly SortKey[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(keys.map((k, index) => [`k${index}`, sql<string | null>`(${k.key})::text`]));
}

/** The key values of a row selected with `keyColumns`. */
export function keyValues(row: Record<string, unknown>, keys: readonly SortKey[]): KeyValue[] {
  return keys.map((k, index) => {
    const value = row[`k${index}`];
    return k.cast === 'integer' ? Number(value) : String(value ?? '');
  });
}
