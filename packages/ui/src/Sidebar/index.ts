export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarUser, SidebarLinkProps } from './Sidebar';
