import { CustomerPicker } from '../../components/CustomerPicker';
import { filtersOf, listInputOf, useCustomerOptions, useVehicleList } from '../../queries';
import { useRegisterExport } from '../../useRegisterExport';
import { useUrlState } from '../../../../routes/useUrlState';
import { registerUrl } from '../../urlState';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { VehicleRegisterView } from '../VehicleRegister/VehicleRegisterView';
import { listStateOf } from '../../../../data/keysetList';

/** /admin/vehicles: every customer's vehicles, read only, with a customer column and filter. */
export function AdminVehicles() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.vehicles.table.label');
  usePageTitle(title);
  const { state, update } = useUrlState(registerUrl);
  const list = useVehicleList(listInputOf(state));
  // Every customer (the server's list), so the filter can name one whose vehicles are not loaded.
  const customers = useCustomerOptions();
  const exporter = useRegisterExport();

  return (
    <VehicleRegisterView
      title={title}
      mode="admin"
      state={state}
      onSearchChange={(search) => update({ search }, { replace: true })}
      onStateChange={(next) => update(next)}
      list={listStateOf(list, t('app.vehicles.loadError'))}
      exportState={exporter.state}
      onExport={() => exporter.start(filtersOf(state))}
      onCancelExport={exporter.cancel}
      customerFilter={customers}
      customerPicker={CustomerPicker}
    />
  );
}

export default AdminVehicles;
