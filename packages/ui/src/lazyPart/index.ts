export { lazyPart, prefetch, useLazyPart } from './lazyPart';
export type { LazyPart } from './lazyPart';
