import type { Vehicle } from '@vognpark/server';
import { useMemo, useState } from 'react';
import { filtersOf, listInputOf, useVehicleList } from '../../features/vehicles/queries';
import { useRegisterExport } from '../../features/vehicles/useRegisterExport';
import { useRegisterUrlState } from '../../features/vehicles/useRegisterUrlState';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../usePageTitle';
import { useRouteTitle } from '../useRouteTitle';
import { VehicleRegisterView, type ClientOption } from '../VehicleRegister/VehicleRegisterView';

/**
 * The customers seen so far in the admin's register, by name. There is no list of customers to
 * ask for yet (the customers page comes with its own issue), so the filter offers every customer
 * whose vehicles have been shown, and keeps them while the list is narrowed to one.
 */
function useSeenClients(rows: readonly Vehicle[]): ClientOption[] {
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  if (rows.some((vehicle) => !seen.has(vehicle.clientId))) {
    const next = new Map(seen);
    for (const vehicle of rows) next.set(vehicle.clientId, vehicle.clientName);
    setSeen(next);
  }
  return useMemo(
    () => [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'da')),
    [seen],
  );
}

/** /admin/vehicles: every customer's vehicles, read only, with a customer column and filter. */
export function AdminVehicles() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.vehicles.table.label');
  usePageTitle(title);
  const { state, setSearch, update } = useRegisterUrlState();
  const list = useVehicleList(listInputOf(state));
  const clients = useSeenClients(list.rows);
  const exporter = useRegisterExport();

  return (
    <VehicleRegisterView
      title={title}
      mode="admin"
      state={state}
      onSearchChange={setSearch}
      onStateChange={(next) => update(next)}
      rows={list.rows}
      total={list.total}
      loading={list.isPending}
      error={list.isError && !list.isFetchNextPageError ? t('app.vehicles.loadError') : undefined}
      onRetry={() => void list.refetch()}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      exportState={exporter.state}
      onExport={() => exporter.start(filtersOf(state))}
      onCancelExport={exporter.cancel}
      clients={clients}
    />
  );
}

export default AdminVehicles;
