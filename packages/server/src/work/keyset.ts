/**
 * Keyset pages for the work lists (compliance, inspections, tasks), the same contract as the
 * vehicle register (docs/vehicles.md, "Cursor semantics"): one or more sort keys, all ascending or
 * all descending, then the id; opaque cursors holding the row's sort keys and id, named after the
 * sort (a cursor of another sort is refused), `forward`/`backward`, never OFFSET.
 */
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { encodeCursor, readCursor, type KeyValue } from '../areas/vehicles/cursor.js';
import type { Page } from './model.js';

export type Direction = 'forward' | 'backward';

export interface PageOptions {
  cursor?: string | null;
  direction?: Direction;
  limit: number;
}

/** One sort key: an expression and how to cast a cursor's value back to its type. */
export interface SortKey {
  key: SQLWrapper;
  cast: 'date' | 'text' | 'integer';
}

export interface KeysetSpec<Row, Item> {
  /** Names the sort inside the cursor; a cursor of another list or sort is refused. */
  name: string;
  /** The sort keys in order (the id breaks ties). */
  keys: SortKey[];
  /** Descending: every key and the id the other way round. */
  descending?: boolean;
  id: SQLWrapper;
  /** The filter conditions (without the page's position). */
  conditions: SQL[];
  fetch: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;
  count: ((where: SQL | undefined) => Promise<number>) | null;
  toItem: (row: Row) => Item;
  /** The row's sort key values, as the database computed them (select them with the row). */
  keysOf: (row: Row, item: Item) => KeyValue[];
  idOf: (item: Item) => string;
}

/** The cursor's key type of each cast (areas/vehicles/cursor.ts checks the values against it). */
const CURSOR_KEY_TYPES = { date: 'date', text: 'text', integer: 'int' } as const;

const castOf = (value: KeyValue, cast: SortKey['cast']): SQL =>
  cast === 'date' ? sql`${value}::date` : cast === 'integer' ? sql`${value}::integer` : sql`${value}::text`;

export async function keysetPage<Row, Item>(
  spec: KeysetSpec<Row, Item>,
  options: PageOptions,
): Promise<Page<Item>> {
  const direction = options.direction ?? 'forward';
  const forward = direction === 'forward';
  // Reading on from the cursor goes up the sort's order; a descending sort goes down it.
  const upward = forward !== Boolean(spec.descending);
  const where = [...spec.conditions];
  if (options.cursor) {
    const position = readCursor(options.cursor, {
      sort: spec.name,
      keys: spec.keys.map((k) => CURSOR_KEY_TYPES[k.cast]),
      id: 'uuid',
    });
    const row = sql.join([...spec.keys.map((k) => sql`${k.key}`), sql`${spec.id}`], sql`, `);
    const at = sql.join(
      [
        ...position.keys.map((value, index) => castOf(value, spec.keys[index]!.cast)),
        sql`${position.id}::uuid`,
      ],
      sql`, `,
    );
    where.push(upward ? sql`(${row}) > (${at})` : sql`(${row}) < (${at})`);
  }
  const order = upward ? asc : desc;
  const [rows, total] = await Promise.all([
    spec.fetch(
      and(...where),
      [...spec.keys.map((k) => order(sql`${k.key}`)), order(sql`${spec.id}`)],
      options.limit + 1,
    ),
    options.cursor || !spec.count ? Promise.resolve(null) : spec.count(and(...spec.conditions)),
  ]);
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit).map((row) => ({ row, item: spec.toItem(row) }));
  if (!forward) page.reverse();
  const items = page.map(({ item }) => item);
  const cursorAt = (entry: { row: Row; item: Item } | undefined) =>
    entry
      ? encodeCursor({ sort: spec.name, keys: spec.keysOf(entry.row, entry.item), id: spec.idOf(entry.item) })
      : null;
  const hasBefore = forward ? Boolean(options.cursor) : more;
  const hasAfter = forward ? more : Boolean(options.cursor);
  return {
    items,
    nextCursor: hasAfter ? cursorAt(page[page.length - 1]) : null,
    prevCursor: hasBefore ? cursorAt(page[0]) : null,
    total,
  };
}
