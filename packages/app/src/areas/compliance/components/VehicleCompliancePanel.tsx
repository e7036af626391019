import type { Obligation } from '@vognpark/server/areas/compliance';
import { Button } from '@vognpark/ui';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { ObligationTable } from './ObligationTable';
import { PanelActions, TabPanel } from './panelStyles';
import type { ListState } from '../../../data/keysetList';

export interface VehicleCompliancePanelProps {
  /** The compliance page narrowed to this vehicle. */
  listHref: string;
  list: ListState<Obligation>;
  onAdd: () => void;
  onRenew: (obligation: Obligation) => void;
  onEdit: (obligation: Obligation) => void;
}

/** A vehicle's compliance tab: its obligations with Renew and Edit, Add Obligation, and a link to the list. */
export function VehicleCompliancePanel({ listHref, onAdd, ...table }: VehicleCompliancePanelProps) {
  const t = useAppMessages();
  return (
    <TabPanel>
      <PanelActions>
        <Button onClick={onAdd}>{t('app.compliance.add')}</Button>
        <RouterLink href={listHref}>{t('app.compliance.vehicleTab.showAll')}</RouterLink>
      </PanelActions>
      <ObligationTable
        {...table}
        hideVehicle
        emptyTitle={t('app.compliance.vehicleTab.empty')}
        emptyMessage={t('app.compliance.vehicleTab.emptyBody')}
      />
    </TabPanel>
  );
}
