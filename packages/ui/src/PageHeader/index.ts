export { PageHeader } from './PageHeader';
export type { PageHeaderProps, BreadcrumbItem, BreadcrumbLinkProps } from './PageHeader';
