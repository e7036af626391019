import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { rowPieces, WINDOW_ABOVE, type RowPiece } from './timelineRows';

/** A car's row before it is measured: plate and model over one booking a day. */
const ESTIMATED_ROW = 56;
/** Rows rendered beyond each edge of the screen, so the arrow keys and a quick scroll find them. */
const OVERSCAN = 5;

export interface TimelineRows {
  /** The body's rows and spacers in order. */
  pieces: RowPiece[];
  /** Whether rows are left out (then rows carry `aria-rowindex` and the table `aria-rowcount`). */
  windowed: boolean;
  /** The ref each rendered row passes, so the virtualiser learns its height. */
  measure?: (element: Element | null) => void;
  /** Scrolls the page until the row is on the screen (it renders then). */
  scrollTo: (index: number) => void;
}

/**
 * The timeline's rows near the screen: up to WINDOW_ABOVE cars every row renders; above it the page's
 * scroll decides (TanStack Virtual's window virtualiser, the engine the kit's DataTable uses), plus
 * the row of the focused day wherever it is, so the grid's one tab stop never unmounts.
 */
export function useTimelineRows(
  count: number,
  body: RefObject<HTMLElement | null>,
  keyOf: (index: number) => string,
  keep: number,
): TimelineRows {
  const windowed = count > WINDOW_ABOVE;
  // Where the body starts on the page: the virtualiser counts rows from there. Read when the
  // page's layout changed (a ResizeObserver reports after layout, so reading it forces none), not
  // after every render: a forced layout of the grid in a render is what made long tasks.
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = body.current;
    if (!windowed || !element) return;
    const read = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    const observer = new ResizeObserver(read);
    observer.observe(document.documentElement);
    observer.observe(element);
    return () => observer.disconnect();
  }, [windowed, body]);
  // Rows not measured yet are taken to be as tall as the first measured (most are).
  const typical = useRef(ESTIMATED_ROW);
  // A new function when the kept row changes: the virtualiser recomputes its rows only then.
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [keep],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    enabled: windowed,
    estimateSize: () => typical.current,
    // A row's height from the ResizeObserver's entry, after the browser's own layout; a row just
    // mounted keeps its estimate until then (reading it at once would force the grid's layout in
    // the render's task).
    measureElement: (element, entry, instance) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize;
      if (size === undefined)
        return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? typical.current;
      if (typical.current === ESTIMATED_ROW) typical.current = size;
      return size;
    },
    // The rows of a new scroll position render in React's next task, not inside the scroll event.
    useFlushSync: false,
    overscan: OVERSCAN,
    scrollMargin: top,
    getItemKey: keyOf,
    rangeExtractor,
  });
  if (!windowed)
    return {
      pieces: Array.from({ length: count }, (_, index) => ({ kind: 'row', index })),
      windowed,
      scrollTo: () => {},
    };
  const items = virtualizer.getVirtualItems();
  return {
    pieces: rowPieces(items, top, virtualizer.getTotalSize()),
    windowed,
    measure: virtualizer.measureElement,
    scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
