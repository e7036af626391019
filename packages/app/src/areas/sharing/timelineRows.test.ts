import { describe, expect, it } from 'vitest';
import { rowPieces, type PlacedRow } from './timelineRows';

const placed = (...indexes: number[]): PlacedRow[] =>
  indexes.map((index) => ({ index, start: 100 + index * 50, end: 100 + (index + 1) * 50 }));

describe('rowPieces', () => {
  it.each<[string, PlacedRow[], number, string[]]>([
    ['every row, no spacer', placed(0, 1, 2), 150, ['row 0', 'row 1', 'row 2']],
    ['the first rows, a spacer for the rest', placed(0, 1), 500, ['row 0', 'row 1', 'gap 400']],
    [
      'rows in the middle, spacers either side',
      placed(4, 5, 6),
      500,
      ['gap 200', 'row 4', 'row 5', 'row 6', 'gap 150'],
    ],
    ['the last rows, a spacer before', placed(8, 9), 500, ['gap 400', 'row 8', 'row 9']],
    [
      'the focused row far above the window keeps its place',
      placed(1, 6, 7),
      500,
      ['gap 50', 'row 1', 'gap 200', 'row 6', 'row 7', 'gap 100'],
    ],
    ['no rows yet: one spacer', [], 300, ['gap 300']],
  ])('%s', (_, rows, total, expected) => {
    expect(
      rowPieces(rows, 100, total).map((piece) =>
        piece.kind === 'row' ? `row ${piece.index}` : `gap ${piece.height}`,
      ),
    ).toEqual(expected);
  });
});
