import { useObligationList } from '../../queries';
import { prefetchComplianceDrawers, useComplianceDrawers } from '../../useComplianceDrawers';
import { useUrlState } from '../../../../routes/useUrlState';
import { complianceUrl, listInputOf } from '../../urlState';
import { formatPlate } from '../../../vehicles/format';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { ComplianceView } from './ComplianceView';
import { listStateOf } from '../../../../data/keysetList';

/**
 * /manager/compliance: the fleet's obligations with their state, filtered by the address
 * (`?due=overdue`, `?due=missing,overdue,due_soon` is what the badge counts); add, correct and renew.
 */
export function Compliance() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.compliance.table.label');
  usePageTitle(title);

  const { state, update } = useUrlState(complianceUrl);
  const list = useObligationList(listInputOf(state));
  const { openAdd, openEdit, openRenew, drawers } = useComplianceDrawers();
  const vehicle = state.vehicle ? list.rows.find((row) => row.vehicle?.id === state.vehicle)?.vehicle : null;

  return (
    <>
      <ComplianceView
        title={title}
        state={state}
        onStateChange={update}
        vehiclePlate={vehicle ? formatPlate(vehicle.registration) : null}
        list={listStateOf(list, t('app.compliance.loadError'))}
        onAdd={openAdd}
        onAddIntent={prefetchComplianceDrawers}
        onRenew={openRenew}
        onEdit={openEdit}
      />
      {drawers}
    </>
  );
}

export default Compliance;
