import type { Obligation } from '@vognpark/server';
import { Button } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { ObligationTable } from './ObligationTable';
import { PanelActions, TabPanel } from './panelStyles';

export interface VehicleCompliancePanelProps {
  /** The compliance page narrowed to this vehicle. */
  listHref: string;
  rows: readonly Obligation[];
  total: number | null;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
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
