/* eslint-disable react-hooks/refs -- the virtualiser is a mutable store outside React that the
   render reads (its window, its measuring ref), as in react-virtual's own useVirtualizer. */
import type { Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { lazyPart, useLazyPart } from '../lazyPart';
import { firstRowWindow } from './dataTableLogic';

const virtualCore = lazyPart(() => import('./virtualCore'));

/** The scroller's size assumed until it is measured: a typical first screen's height. */
const initialRect = { width: 1200, height: 800 };
const OVERSCAN = 10;

/** The rows to render: their indexes, and the heights of the spacers before and after them. */
export interface RowWindow {
  indexes: number[];
  before: number;
  after: number;
  /** The ref that measures a rendered row, once the virtualiser runs. */
  measure?: (element: Element | null) => void;
}

interface RowWindowOptions {
  /** Virtualise; when false the table renders every row and the window is empty. */
  enabled: boolean;
  count: number;
  scrollerRef: RefObject<HTMLDivElement | null>;
  estimatedRowHeight: number;
  getItemKey: (index: number) => string | number;
}

type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * Which rows a virtualised table renders. The virtualiser (TanStack Virtual, about 9 kB gzip) is a
 * lazy part that only a table above the threshold loads, when it mounts. Until it is there (on
 * the server, in the render that hydrates the server's HTML, and for the moment the chunk takes)
 * the table renders the rows of a typical first screen and a spacer for the rest, the same window
 * the virtualiser computes before it has measured the scroller; once loaded, the virtualiser takes
 * over the same rows (keyed alike, so React keeps their elements) and follows the scroll position.
 * This is TanStack's `useVirtualizer` (react-virtual) with the engine passed in once loaded.
 */
export function useRowWindow({
  enabled,
  count,
  scrollerRef,
  estimatedRowHeight,
  getItemKey,
}: RowWindowOptions): RowWindow {
  const core = useLazyPart(virtualCore, false);
  useEffect(() => {
    if (!enabled || core) return;
    virtualCore.load().catch((error: unknown) => {
      console.error('The table could not load its virtualiser; it shows its first rows only.', error);
    });
  }, [enabled, core]);

  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Rows not yet rendered are taken to be as tall as the first row measured (usually they are),
  // so a row that scrolls into view matches its estimate and the virtualiser need not recompute
  // the positions of every row after it.
  const typicalRowHeight = useRef<number | null>(null);
  // A row measured from its ref callback must not flush a render synchronously (React forbids
  // flushSync inside a commit); react-virtual guards the same way.
  const measuring = useRef(false);

  const options: VirtualizerOptions<HTMLDivElement, Element> | null = core && {
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => typicalRowHeight.current ?? estimatedRowHeight,
    measureElement: (element, entry, instance) => {
      const size = core.measureElement(element, entry, instance);
      typicalRowHeight.current ??= size;
      return size;
    },
    getItemKey,
    overscan: OVERSCAN,
    initialRect,
    enabled,
    observeElementRect: core.observeElementRect,
    observeElementOffset: core.observeElementOffset,
    scrollToFn: core.elementScroll,
    onChange: (_instance, sync) => {
      if (sync && !measuring.current) flushSync(rerender);
      else rerender();
    },
  };
  const virtualizer = useMemo<RowVirtualizer | null>(() => {
    if (!core || !options) return null;
    const instance = new core.Virtualizer(options);
    const measureElement = instance.measureElement;
    instance.measureElement = (node) => {
      measuring.current = true;
      try {
        measureElement(node);
      } finally {
        measuring.current = false;
      }
    };
    return instance;
    // One virtualiser per table, made when the engine arrives; its options are set on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core]);
  if (virtualizer && options) virtualizer.setOptions(options);

  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });

  // Not virtualised: the table renders every row itself.
  if (!enabled) return { indexes: [], before: 0, after: 0 };
  if (!virtualizer) {
    const { end, after } = firstRowWindow(count, initialRect.height, estimatedRowHeight, OVERSCAN);
    return { indexes: Array.from({ length: end }, (_, index) => index), before: 0, after };
  }
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: items[0]?.start ?? 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}
