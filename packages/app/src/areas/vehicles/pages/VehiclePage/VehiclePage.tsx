import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useToast } from '@vognpark/ui';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../../boot/useHydrated';
import { useParams, useSearchParams } from 'react-router-dom';
import { isOneOf } from '../../domain';
import { formatPlate } from '../../format';
import { VehicleFormDrawer } from '../../lazyDrawers';
import type { VehicleError } from '../../queries';
import {
  useArchiveVehicle,
  useDrivers,
  useUpdateVehicle,
  useVehicle,
  useVehicleHistory,
} from '../../vehicleQueries';
import { historyStateOf } from '../../../../history/HistoryList';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { lazyWithPrefetch, usePrefetchWhenIdle, type LazyComponent } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { VehiclePageView, type VehicleTab } from './VehiclePageView';
import { areaVehicleTabs, middleVehicleTabs, vehicleTabs } from './vehicleTabs';

// The odometer chart: its code, its data and Chart.js come once the page is hydrated.
const OdometerChart = lazyWithPrefetch<{ vehicleId: string; mounted: boolean }>(
  () => import('../../components/OdometerChart').then((module) => module.OdometerChart),
  { mountWhen: (props) => props.mounted },
);
// The areas' tabs (areas/area.ts `vehicleTab`): each panel's code (its table, its drawers) loads
// when the tab is first shown, and is fetched on hover or focus of the tab, or at once for the tab
// in the address.
const tabPanels: Partial<Record<VehicleTab, LazyComponent<{ vehicle: Vehicle }>>> = Object.fromEntries(
  areaVehicleTabs.map((tab) => [tab.value, lazyWithPrefetch(tab.panel)]),
);

/** NOT_FOUND (not the client's, or no such id) and a malformed id both mean: no such vehicle here. */
function isMissing(error: VehicleError | null): boolean {
  const code = error?.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** /manager/vehicles/:id: one vehicle, its tabs (the chosen one in the address), edit and archive. */
export function VehiclePage() {
  const t = useAppMessages();
  const toast = useToast();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: VehicleTab = isOneOf(vehicleTabs, tabParam) ? tabParam : 'overview';

  const vehicle = useVehicle(id);
  const hydrated = useHydrated();
  const history = useVehicleHistory(id, tab === 'history');
  const [editing, setEditing] = useState(false);
  const drivers = useDrivers(editing);
  const update = useUpdateVehicle();
  const archive = useArchiveVehicle();
  useEffect(() => {
    void tabPanels[tab]?.prefetch();
  }, [tab]);
  usePrefetchWhenIdle(VehicleFormDrawer);

  const plate = vehicle.data ? formatPlate(vehicle.data.registration) : t('app.vehicles.detail.breadcrumb');
  usePageTitle(plate);

  const status = vehicle.data
    ? 'ready'
    : vehicle.isPending
      ? 'loading'
      : isMissing(vehicle.error)
        ? 'notFound'
        : 'error';

  return (
    <>
      <VehiclePageView
        status={status}
        vehicle={vehicle.data}
        onRetry={() => void vehicle.refetch()}
        registerHref="/manager/vehicles"
        tab={tab}
        onTabChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === 'overview') nextParams.delete('tab');
          else nextParams.set('tab', next);
          setParams(nextParams, { replace: true });
        }}
        onTabIntent={(next) => void tabPanels[next]?.prefetch()}
        onEdit={() => setEditing(true)}
        onEditIntent={VehicleFormDrawer.prefetch}
        onArchive={() => {
          archive.mutate(
            { id },
            {
              onSuccess: (archived) =>
                toast.show({
                  tone: 'success',
                  title: t('app.vehicles.detail.archived', { plate: formatPlate(archived.registration) }),
                }),
              onError: () =>
                toast.show({ tone: 'error', title: t('app.vehicles.detail.archiveFailed', { plate }) }),
            },
          );
        }}
        archivePending={archive.isPending}
        history={historyStateOf(history, history.rows)}
        odometerChart={vehicle.data && <OdometerChart vehicleId={vehicle.data.id} mounted={hydrated} />}
        tabs={middleVehicleTabs.map((entry) => {
          const Panel = tabPanels[entry.value];
          return { ...entry, content: vehicle.data && Panel && <Panel vehicle={vehicle.data} /> };
        })}
      />
      {vehicle.data && (
        <VehicleFormDrawer
          open={editing}
          onOpenChange={setEditing}
          vehicle={vehicle.data}
          drivers={drivers.data ?? []}
          onSave={async (values, version) => {
            // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
            // The form's module came with the drawer: this import is already done.
            const { toUpdateInput } = await import('../../form');
            const saved = await update.mutateAsync(
              toUpdateInput(id, values, version ?? vehicle.data.version),
            );
            toast.show({
              tone: 'success',
              title: t('app.vehicles.saved.updated', { plate: formatPlate(saved.registration) }),
            });
          }}
        />
      )}
    </>
  );
}

export default VehiclePage;
