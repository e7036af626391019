export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableSelection } from './DataTable';
export {
  ariaRowCount,
  ariaRowIndex,
  ariaSortOf,
  nextSort,
  selectAllState,
  shouldLoadMore,
  toggleAll,
  toggleKey,
} from './dataTableLogic';
export type { LoadMoreState, SelectAllState, SortDescriptor, SortDirection } from './dataTableLogic';
