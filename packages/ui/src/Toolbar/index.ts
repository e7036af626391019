export { Toolbar } from './Toolbar';
export type { ToolbarProps } from './Toolbar';
export { activeChips, activeCount, removeFilterValue, toggleFilterValue } from './toolbarFilters';
export type {
  ActiveFilterChip,
  ToolbarFilter,
  ToolbarFilterOption,
  ToolbarFilterValue,
} from './toolbarFilters';
