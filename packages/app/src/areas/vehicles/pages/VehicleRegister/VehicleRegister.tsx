import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VehicleFormDrawer } from '../../lazyDrawers';
import { formatPlate } from '../../format';
import { readVinFromCertificate } from '../../readVin';
import { vehicleTabHref } from '../../links';
import { statusLabel } from '../../labels';
import { filtersOf, listInputOf, useVehicleList } from '../../queries';
import { useBulkSetStatus, useCreateVehicle, useDrivers } from '../../vehicleQueries';
import { useRegisterExport } from '../../useRegisterExport';
import { useUrlState } from '../../../../routes/useUrlState';
import { registerUrl } from '../../urlState';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePrefetchWhenIdle } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { VehicleRegisterView } from './VehicleRegisterView';
import { listStateOf } from '../../../../data/keysetList';

/** /manager/vehicles: the client's register, with add, bulk status change and export. */
export function VehicleRegister() {
  const t = useAppMessages();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.vehicles.table.label');
  usePageTitle(title);

  const { state, update } = useUrlState(registerUrl);
  const list = useVehicleList(listInputOf(state));
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const drivers = useDrivers(adding);
  const create = useCreateVehicle();
  const bulk = useBulkSetStatus();
  const exporter = useRegisterExport();
  usePrefetchWhenIdle(VehicleFormDrawer);

  return (
    <>
      <VehicleRegisterView
        title={title}
        mode="manager"
        state={state}
        onSearchChange={(search) => update({ search }, { replace: true })}
        onStateChange={(next) => update(next)}
        list={listStateOf(list, t('app.vehicles.loadError'))}
        vehicleHref={(vehicle) => vehicleTabHref(vehicle.id)}
        onAdd={() => setAdding(true)}
        onImport={() => navigate('/manager/vehicles/import')}
        onAddIntent={VehicleFormDrawer.prefetch}
        onBulkStatus={async (ids, status) => {
          try {
            const { updated } = await bulk.mutateAsync({ ids, status });
            toast.show({
              tone: 'success',
              title: t('app.vehicles.bulk.done', { count: updated, status: t(statusLabel(status)) }),
            });
          } catch (error) {
            toast.show({ tone: 'error', title: t('app.vehicles.bulk.failed') });
            throw error;
          }
        }}
        exportState={exporter.state}
        onExport={() => exporter.start(filtersOf(state))}
        onCancelExport={exporter.cancel}
      />
      <VehicleFormDrawer
        open={adding}
        onOpenChange={setAdding}
        drivers={drivers.data ?? []}
        readVin={readVinFromCertificate}
        onSave={async (values) => {
          // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
          // The form's module came with the drawer: this import is already done.
          const { toCreateInput } = await import('../../form');
          const vehicle = await create.mutateAsync(toCreateInput(values));
          toast.show({
            tone: 'success',
            title: t('app.vehicles.saved.created', { plate: formatPlate(vehicle.registration) }),
          });
        }}
      />
    </>
  );
}

export default VehicleRegister;
