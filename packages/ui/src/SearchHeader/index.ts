export { SearchHeader } from './SearchHeader';
export type { SearchHeaderProps } from './SearchHeader';
