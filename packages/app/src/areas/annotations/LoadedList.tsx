import { Button, EmptyState } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface LoadedListProps {
  loading?: boolean;
  /** What went wrong reading the list, said in words; then Retry. */
  error?: string;
  onRetry?: () => void;
  /** Nothing to list: the empty state's title and message. */
  empty: { title: string; message: string } | null;
  children: ReactNode;
}

/** A workbench list's loading, error and empty states around the list itself (batches, dataset versions). */
export function LoadedList({ loading, error, onRetry, empty, children }: LoadedListProps) {
  const t = useAppMessages();
  if (loading)
    return (
      <p role="status" aria-busy="true">
        …
      </p>
    );
  if (error)
    return (
      <div role="alert">
        <p>{error}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('app.annotations.retry')}
          </Button>
        )}
      </div>
    );
  if (empty) return <EmptyState title={empty.title} message={empty.message} />;
  return children;
}
