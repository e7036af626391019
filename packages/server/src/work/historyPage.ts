/**
 * The one way every history (a vehicle's, a task's or an inspection's, an organisation's, an
 * account's) pages: newest first by its serial id, with keyset cursors both ways (docs/vehicles.md,
 * "Cursors"). A reader builds its own query, of its own table and fields, and takes the condition,
 * the order and the limit from here; the page and its cursors come from its rows.
 */
import { asc, desc, gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor, readCursor } from '../areas/vehicles/cursor.js';

export interface HistoryPaging {
  cursor?: string | null;
  /** `forward`: older entries (the default); `backward`: newer ones. */
  direction?: 'forward' | 'backward';
  limit: number;
}

export interface HistoryKeyset {
  /** The rows after the cursor (none without one). */
  where: SQL | undefined;
  orderBy: SQL;
  /** One more than a page, to know whether there are more. */
  limit: number;
  /** The page of the entries read (in the query's order) with its cursors. */
  page<Entry extends { id: number }>(
    entries: Entry[],
  ): { items: Entry[]; nextCursor: string | null; prevCursor: string | null };
}

/** `sort` names the history in its cursors, so one history's cursor is refused by another. */
export function historyKeyset(id: PgColumn, sort: string, paging: HistoryPaging): HistoryKeyset {
  const direction = paging.direction ?? 'forward';
  const after = paging.cursor ? readCursor(paging.cursor, { sort, keys: [], id: 'serial' }).id : null;
  const cursorAt = (entry: { id: number } | undefined) =>
    entry ? encodeCursor({ sort, keys: [], id: entry.id }) : null;
  return {
    where: after === null ? undefined : direction === 'forward' ? lt(id, after) : gt(id, after),
    orderBy: direction === 'forward' ? desc(id) : asc(id),
    limit: paging.limit + 1,
    page(entries) {
      const more = entries.length > paging.limit;
      const items = entries.slice(0, paging.limit);
      if (direction === 'backward') items.reverse();
      const hasOlder = direction === 'forward' ? more : after !== null;
      const hasNewer = direction === 'forward' ? after !== null : more;
      return {
        items,
        nextCursor: hasOlder ? cursorAt(items.at(-1)) : null,
        prevCursor: hasNewer ? cursorAt(items[0]) : null,
      };
    },
  };
}
