import type { Inspection } from '@vognpark/server/areas/inspections';
import { Button } from '@vognpark/ui';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { PanelActions, TabPanel } from '../../compliance/components/panelStyles';
import { InspectionTable } from './InspectionTable';
import type { ListState } from '../../../data/keysetList';

export interface VehicleInspectionsPanelProps {
  /** The inspections page narrowed to this vehicle. */
  listHref: string;
  list: ListState<Inspection>;
  onSchedule: () => void;
  onComplete: (inspection: Inspection) => void;
  onEdit: (inspection: Inspection) => void;
}

/** A vehicle's inspections tab: its inspections with Complete and Edit, Schedule Inspection, and a link to the list. */
export function VehicleInspectionsPanel({ listHref, onSchedule, ...table }: VehicleInspectionsPanelProps) {
  const t = useAppMessages();
  return (
    <TabPanel>
      <PanelActions>
        <Button onClick={onSchedule}>{t('app.inspections.schedule')}</Button>
        <RouterLink href={listHref}>{t('app.inspections.vehicleTab.showAll')}</RouterLink>
      </PanelActions>
      <InspectionTable
        {...table}
        hideVehicle
        emptyTitle={t('app.inspections.vehicleTab.empty')}
        emptyMessage={t('app.inspections.vehicleTab.emptyBody')}
      />
    </TabPanel>
  );
}
