export { usePageScrollLock } from './usePageScrollLock';
