import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../data/trpc';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { DriverHomePartProps } from '../area';
import { DriverDocumentsView } from './DriverDocumentsView';

/** The driver's home part: the documents marked visible for the vehicles they drive. */
export function DriverDocuments({ vehicles }: DriverHomePartProps) {
  const t = useAppMessages();
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.mine.queryOptions({ limit: 100 }, { enabled: vehicles.length > 0 }));
  return (
    <DriverDocumentsView
      vehicles={vehicles.map(({ vehicle }) => vehicle)}
      rows={list.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? t('app.documents.loadError') : undefined}
      onRetry={() => void list.refetch()}
    />
  );
}
