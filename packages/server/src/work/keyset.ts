/**
 * Keyset pages for the work lists (compliance, inspections, tasks), the same contract as the
 * vehicle register (docs/vehicles.md, "Cursor semantics"): one ascending sort per list, opaque
 * cursors holding the row's sort key and id, `forward`/`backward`, never OFFSET.
 */
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { encodeCursor, readCursor, type KeyValue } from '../vehicles/cursor.js';
import type { Page } from './model.js';

export type Direction = 'forward' | 'backward';

export interface PageOptions {
  cursor?: string | null;
  direction?: Direction;
  limit: number;
}

export interface KeysetSpec<Row, Item> {
  /** Names the sort inside the cursor; a cursor of another list is refused. */
  name: string;
  /** The sort key (an indexed expression) and how to cast a cursor value to it. */
  key: SQLWrapper;
  cast: 'date' | 'text';
  id: SQLWrapper;
  /** The filter conditions (without the page's position). */
  conditions: SQL[];
  fetch: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;
  count: ((where: SQL | undefined) => Promise<number>) | null;
  toItem: (row: Row) => Item;
  keyOf: (item: Item) => KeyValue;
  idOf: (item: Item) => string;
}

export async function keysetPage<Row, Item>(
  spec: KeysetSpec<Row, Item>,
  options: PageOptions,
): Promise<Page<Item>> {
  const direction = options.direction ?? 'forward';
  const forward = direction === 'forward';
  const where = [...spec.conditions];
  if (options.cursor) {
    const position = readCursor(options.cursor, { sort: spec.name, keys: [spec.cast], id: 'uuid' });
    const key = position.keys[0]!;
    const cast = spec.cast === 'date' ? sql`${key}::date` : sql`${key}::text`;
    where.push(
      forward
        ? sql`(${spec.key}, ${spec.id}) > (${cast}, ${position.id}::uuid)`
        : sql`(${spec.key}, ${spec.id}) < (${cast}, ${position.id}::uuid)`,
    );
  }
  const order = forward ? asc : desc;
  const [rows, total] = await Promise.all([
    spec.fetch(and(...where), [order(sql`${spec.key}`), order(sql`${spec.id}`)], options.limit + 1),
    options.cursor || !spec.count ? Promise.resolve(null) : spec.count(and(...spec.conditions)),
  ]);
  const more = rows.length > options.limit;
  const items = rows.slice(0, options.limit).map(spec.toItem);
  if (!forward) items.reverse();
  const cursorAt = (item: Item | undefined) =>
    item ? encodeCursor({ sort: spec.name, keys: [spec.keyOf(item)], id: spec.idOf(item) }) : null;
  const hasBefore = forward ? Boolean(options.cursor) : more;
  const hasAfter = forward ? more : Boolean(options.cursor);
  return {
    items,
    nextCursor: hasAfter ? cursorAt(items[items.length - 1]) : null,
    prevCursor: hasBefore ? cursorAt(items[0]) : null,
    total,
  };
}
