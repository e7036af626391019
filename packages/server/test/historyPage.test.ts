/** The one history paging (src/work/historyPage.ts): pages, cursors both ways, refused cursors. */
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/areas/vehicles/cursor.js';
import { vehicleHistory } from '../src/areas/vehicles/schema.js';
import { FieldError } from '../src/errors.js';
import { historyKeyset } from '../src/work/historyPage.js';

const entries = (...ids: number[]) => ids.map((id) => ({ id }));
const cursor = (id: number, sort = 'history') => encodeCursor({ sort, keys: [], id });

describe('historyKeyset', () => {
  it.each([
    // paging, the rows read (one more than a page when there are more), the page, older?, newer?
    [{ limit: 2 }, [9, 8, 7], [9, 8], true, false],
    [{ limit: 2 }, [9, 8], [9, 8], false, false],
    [{ limit: 2, cursor: cursor(8) }, [7, 6, 5], [7, 6], true, true],
    [{ limit: 2, cursor: cursor(8) }, [7], [7], false, true],
    // Newer entries: read oldest first after the cursor, shown newest first.
    [{ limit: 2, cursor: cursor(5), direction: 'backward' as const }, [6, 7, 8], [7, 6], true, true],
    [{ limit: 2, cursor: cursor(5), direction: 'backward' as const }, [6], [6], true, false],
  ])('pages %j over %j as %j', (paging, read, shown, older, newer) => {
    const page = historyKeyset(vehicleHistory.id, 'history', paging).page(entries(...read));
    expect(page.items.map((item) => item.id)).toEqual(shown);
    expect(page.nextCursor).toBe(older ? cursor(shown.at(-1)!) : null);
    expect(page.prevCursor).toBe(newer ? cursor(shown[0]!) : null);
  });

  it('reads one more row than a page, and nothing after the cursor without one', () => {
    const first = historyKeyset(vehicleHistory.id, 'history', { limit: 50 });
    expect(first.limit).toBe(51);
    expect(first.where).toBeUndefined();
    expect(historyKeyset(vehicleHistory.id, 'history', { limit: 50, cursor: cursor(3) }).where).toBeDefined();
  });

  it("refuses another history's cursor, or none at all, on the cursor field", () => {
    for (const bad of [
      cursor(3, 'audit'),
      'not a cursor',
      encodeCursor({ sort: 'history', keys: ['x'], id: 3 }),
    ])
      expect(() => historyKeyset(vehicleHistory.id, 'history', { limit: 5, cursor: bad })).toThrow(
        FieldError,
      );
  });
});
