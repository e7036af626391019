export { useMergedRefs } from './useMergedRefs';
