export { useSidebarExpanded } from './useSidebarExpanded';
export type { SidebarExpandedState, SidebarWindow, UseSidebarExpandedOptions } from './useSidebarExpanded';
export {
  SIDEBAR_BREAKPOINT,
  SIDEBAR_OVERLAY_BREAKPOINT,
  SIDEBAR_OVERLAY_QUERY,
  SIDEBAR_STORAGE_KEY,
  parseStoredChoice,
  readStoredChoice,
  writeStoredChoice,
  resolveSidebarExpanded,
} from './sidebarExpandedRules';
export type { SidebarExpandedInput, SidebarStorage, SidebarStorageReader } from './sidebarExpandedRules';
