import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The history drawer, used by the users and the customers pages: a chunk of its own that loads
// when first opened (or prefetched). A drawer only one page offers is made lazy in that page.

export const HistoryDrawer = lazyWithPrefetch(
  () => import('./components/HistoryDrawer').then((module) => module.HistoryDrawer),
  { mountWhen: (props) => props.open },
);
