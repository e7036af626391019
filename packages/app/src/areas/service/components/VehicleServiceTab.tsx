import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { isLocale } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { listStateOf } from '../../../data/keysetList';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { useEntryList, useReadings, useScheduleList, useVisitProposal } from '../queries';
import { useServiceDrawers } from '../useServiceDrawers';
import { VehicleServicePanel } from './VehicleServicePanel';

/**
 * The vehicle page's Service tab, with its data: schedules, service book, odometer chain, the planned
 * workshop visit and the drawers.
 */
export function VehicleServiceTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const schedules = useScheduleList({
    vehicleId: vehicle.id,
    limit: 50,
    language: isLocale(locale) ? locale : null,
  });
  const entries = useEntryList({ vehicleId: vehicle.id, limit: 20 });
  const readings = useReadings(vehicle.id);
  const visit = useVisitProposal(vehicle.id);
  const drawers = useServiceDrawers(vehicle);
  return (
    <>
      <VehicleServicePanel
        schedules={listStateOf(schedules, t('app.service.due.loadError'))}
        entries={listStateOf(entries, t('app.service.history.loadError'))}
        readings={listStateOf(readings, t('app.service.due.loadError'))}
        onRecord={drawers.openRecord}
        onVisit={drawers.openVisit}
        onEditSchedule={drawers.openSchedule}
        onOpenEntry={drawers.openEntry}
        onAddReading={drawers.openReading}
        onApplyPlan={() => drawers.openApply(null)}
        onPlanVisit={() => drawers.openPlanVisit(vehicle)}
        plannedVisit={visit.data?.planned ?? null}
        onRecordVisit={(planned) => drawers.recordPlannedVisit(vehicle, planned)}
      />
      {drawers.drawers}
    </>
  );
}
