/**
 * The timeline's row window as plain logic: which rows a windowed timeline renders and the
 * spacers that stand for the rest (useTimelineRows.ts runs TanStack Virtual's window virtualiser
 * and hands its items here).
 */

/** Pool cars above this many rows render only those near the screen (31 days: 31 cells a row). */
export const WINDOW_ABOVE = 40;

/** One piece of the timeline's body: a car's row, or a spacer as tall as the rows left out there. */
export type RowPiece = { kind: 'row'; index: number } | { kind: 'gap'; key: string; height: number };

/** A row the virtualiser placed: its index and its top and bottom from the document's top. */
export interface PlacedRow {
  index: number;
  start: number;
  end: number;
}

/**
 * The body's pieces in order: the rows given (sorted by index; they need not be one run, the
 * focused day's row stays when it scrolls away) with a spacer wherever rows are left out, before
 * the first, between runs and after the last. `top` is where the body starts (the virtualiser's
 * scroll margin), `total` the height of every row together.
 */
export function rowPieces(rows: readonly PlacedRow[], top: number, total: number): RowPiece[] {
  const pieces: RowPiece[] = [];
  let at = top;
  let previous = -1;
  for (const row of rows) {
    if (row.index !== previous + 1 && row.start > at)
      pieces.push({ kind: 'gap', key: `gap-${row.index}`, height: row.start - at });
    pieces.push({ kind: 'row', index: row.index });
    at = row.end;
    previous = row.index;
  }
  const after = top + total - at;
  if (after > 0) pieces.push({ kind: 'gap', key: 'gap-end', height: after });
  return pieces;
}
