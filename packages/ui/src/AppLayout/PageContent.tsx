import type { ReactNode } from 'react';
import { useKitMessages } from '../i18n/useKitMessages';
import { DocumentIcon } from '../icons';
import {
  EmptyStateBox,
  EmptyStateIcon,
  EmptyStateMessage,
  EmptyStateTitle,
  PageHeader,
  PageTitleText,
} from './AppLayout.styles';

export interface PageTitleProps {
  /** The page's title, its one `<h1>`. */
  children: ReactNode;
  /** Actions shown at the end of the title row (buttons, filters). */
  actions?: ReactNode;
}

/** A page's title row: the `<h1>` and optional actions. */
export function PageTitle({ children, actions }: PageTitleProps) {
  return (
    <PageHeader>
      <PageTitleText>{children}</PageTitleText>
      {actions}
    </PageHeader>
  );
}

export interface EmptyStateProps {
  /** The heading; "Nothing here yet" in the active language when left out. */
  title?: ReactNode;
  /** The explanation; "There is nothing to show on this page yet." when left out. */
  message?: ReactNode;
  /** A decorative icon; a document when left out. */
  icon?: ReactNode;
  /** An action, such as a button to create the first item. */
  action?: ReactNode;
}

/** What a page shows when it has no content: an icon, a heading and a short message. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  const t = useKitMessages();
  return (
    <EmptyStateBox data-testid="empty-state">
      <EmptyStateIcon aria-hidden="true">{icon ?? <DocumentIcon size={28} />}</EmptyStateIcon>
      <EmptyStateTitle>{title ?? t('ui.emptyState.title')}</EmptyStateTitle>
      <EmptyStateMessage>{message ?? t('ui.emptyState.message')}</EmptyStateMessage>
      {action}
    </EmptyStateBox>
  );
}
