import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The accounts' drawers, each a chunk of its own that loads when first opened (or prefetched): the
// pages that offer them do not carry their forms until needed.

export const ClientFormDrawer = lazyWithPrefetch(
  () => import('./components/ClientFormDrawer').then((module) => module.ClientFormDrawer),
  { mountWhen: (props) => props.open },
);

export const UserFormDrawer = lazyWithPrefetch(
  () => import('./components/UserFormDrawer').then((module) => module.UserFormDrawer),
  { mountWhen: (props) => props.open },
);

export const HistoryDrawer = lazyWithPrefetch(
  () => import('./components/HistoryDrawer').then((module) => module.HistoryDrawer),
  { mountWhen: (props) => props.open },
);

export const OneTimePasswordDrawer = lazyWithPrefetch(
  () => import('./components/OneTimePasswordDrawer').then((module) => module.OneTimePasswordDrawer),
  { mountWhen: (props) => props.shown !== null },
);
