export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarEntry, SidebarEntryBadge, SidebarLinkProps } from './Sidebar';
export { SidebarAccount, SidebarVersion } from './SidebarAccount';
export type { SidebarAccountProps, SidebarUser, SidebarVersionProps } from './SidebarAccount';
