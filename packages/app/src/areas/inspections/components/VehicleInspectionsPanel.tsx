import type { Inspection } from '@vognpark/server';
import { Button } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { PanelActions, TabPanel } from '../../compliance/components/panelStyles';
import { InspectionTable } from './InspectionTable';

export interface VehicleInspectionsPanelProps {
  /** The inspections page narrowed to this vehicle. */
  listHref: string;
  rows: readonly Inspection[];
  total: number | null;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
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
