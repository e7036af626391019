export { adminMenu, managerMenu, hiddenManagerEntries, visibleEntries } from './menus';
export type { MenuEntry, NavBadgeKey, NavBadgeCounts } from './menus';
export { isActiveEntry, findActiveEntry } from './isActiveEntry';
