import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The add-task drawer, used by the tasks page and a vehicle's Tasks tab: a chunk of its own that
// loads when first opened (or prefetched), so neither carries its form, date picker and checks
// until needed. A drawer only one page offers is made lazy in that page.

export const TaskFormDrawer = lazyWithPrefetch(
  () => import('./components/TaskFormDrawer').then((module) => module.TaskFormDrawer),
  { mountWhen: (props) => props.open },
);

// A task whole (the tasks page, a vehicle's Tasks tab, the driver's home), opened by `?task=<id>`.
export const TaskDetailDrawer = lazyWithPrefetch(
  () => import('./components/TaskDetailDrawer').then((module) => module.TaskDetailDrawer),
  { mountWhen: (props) => props.open },
);
