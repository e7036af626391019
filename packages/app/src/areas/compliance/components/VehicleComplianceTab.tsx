import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { useObligationList } from '../queries';
import { useComplianceDrawers } from '../useComplianceDrawers';
import { complianceUrl } from '../urlState';
import { VehicleCompliancePanel } from './VehicleCompliancePanel';
import { listStateOf } from '../../../data/keysetList';

/** The vehicle page's Compliance tab, with its data: the vehicle's obligations, add, edit, renew. */
export function VehicleComplianceTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const list = useObligationList({ vehicleId: vehicle.id, limit: 50 });
  const { openAdd, openEdit, openRenew, drawers } = useComplianceDrawers(vehicle);
  return (
    <>
      <VehicleCompliancePanel
        listHref={complianceUrl.href({ vehicle: vehicle.id })}
        list={listStateOf(list, t('app.compliance.loadError'))}
        onAdd={openAdd}
        onRenew={openRenew}
        onEdit={openEdit}
      />
      {drawers}
    </>
  );
}
