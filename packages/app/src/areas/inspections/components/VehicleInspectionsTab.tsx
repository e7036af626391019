import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { inspectionsUrl } from '../../compliance/urlState';
import { useInspectionList } from '../queries';
import { useInspectionDrawers } from '../useInspectionDrawers';
import { VehicleInspectionsPanel } from './VehicleInspectionsPanel';
import { listStateOf } from '../../../data/keysetList';

/** The vehicle page's Inspections tab, with its data: the vehicle's inspections, schedule, edit, complete. */
export function VehicleInspectionsTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const list = useInspectionList({ vehicleId: vehicle.id, limit: 50 });
  const { openSchedule, openEdit, openComplete, drawers } = useInspectionDrawers(vehicle);
  return (
    <>
      <VehicleInspectionsPanel
        listHref={inspectionsUrl.href({ vehicle: vehicle.id })}
        list={listStateOf(list, t('app.inspections.loadError'))}
        onSchedule={openSchedule}
        onComplete={openComplete}
        onEdit={openEdit}
      />
      {drawers}
    </>
  );
}
