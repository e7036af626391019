import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The vehicle drawer (add and edit), used by the register and a vehicle's page: a chunk of its own
// that loads when first opened (or prefetched), so neither carries its form, date pickers and
// checks until needed.

export const VehicleFormDrawer = lazyWithPrefetch(
  () => import('./components/VehicleFormDrawer').then((module) => module.VehicleFormDrawer),
  { mountWhen: (props) => props.open },
);
