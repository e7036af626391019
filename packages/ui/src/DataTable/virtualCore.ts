/**
 * The virtualiser's engine (TanStack Virtual's core), a chunk of its own: only a table with more
 * rows than it renders at once loads it (useRowWindow.ts).
 */
export {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/react-virtual';
