export { AppLayout } from './AppLayout';
export type { AppLayoutProps } from './AppLayout';
export { PageTitle, EmptyState } from './PageContent';
export type { PageTitleProps, EmptyStateProps } from './PageContent';
