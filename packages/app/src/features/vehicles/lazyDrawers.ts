import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The vehicle drawer, a chunk of its own that loads when first opened (or prefetched): the pages
// that offer it do not carry its form, date pickers and checks until needed.

export const VehicleFormDrawer = lazyWithPrefetch(
  () => import('./components/VehicleFormDrawer').then((module) => module.VehicleFormDrawer),
  { mountWhen: (props) => props.open },
);
