import type { Vehicle } from '@vognpark/server';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { useObligationList } from '../queries';
import { useComplianceDrawers } from '../useComplianceDrawers';
import { complianceUrl } from '../urlState';
import { VehicleCompliancePanel } from './VehicleCompliancePanel';

/** The vehicle page's Compliance tab, with its data: the vehicle's obligations, add, edit, renew. */
export function VehicleComplianceTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const list = useObligationList({ vehicleId: vehicle.id, limit: 50 });
  const { openAdd, openEdit, openRenew, drawers } = useComplianceDrawers(vehicle);
  return (
    <>
      <VehicleCompliancePanel
        listHref={complianceUrl.href({ vehicle: vehicle.id })}
        rows={list.rows}
        total={list.total}
        loading={list.isPending}
        error={list.isError && !list.isFetchNextPageError ? t('app.compliance.loadError') : undefined}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onAdd={openAdd}
        onRenew={openRenew}
        onEdit={openEdit}
      />
      {drawers}
    </>
  );
}
