import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The tasks' drawers, each a chunk of its own that loads when first opened (or prefetched): the
// pages that offer them do not carry their forms, date picker and checks until needed.

export const TaskFormDrawer = lazyWithPrefetch(
  () => import('./components/TaskFormDrawer').then((module) => module.TaskFormDrawer),
  { mountWhen: (props) => props.open },
);

export const ReportProblemDrawer = lazyWithPrefetch(
  () => import('./components/ReportProblemDrawer').then((module) => module.ReportProblemDrawer),
  { mountWhen: (props) => props.open },
);
