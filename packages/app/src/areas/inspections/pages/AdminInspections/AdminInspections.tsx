import { useUrlState } from '../../../../routes/useUrlState';
import { inspectionsUrl, listInputOf } from '../../../compliance/urlState';
import { useInspectionList } from '../../queries';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { InspectionsView } from '../Inspections/InspectionsView';
import { listStateOf } from '../../../../data/keysetList';

/**
 * /admin/inspections: every customer's inspections with a customer column, filtered by the
 * address like the manager's list; read only (scheduling and completing are the customer's own).
 */
export function AdminInspections() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.inspections.table.label');
  usePageTitle(title);

  const { state, update } = useUrlState(inspectionsUrl);
  const list = useInspectionList(listInputOf(state));

  return (
    <InspectionsView
      mode="admin"
      title={title}
      state={state}
      onStateChange={update}
      vehiclePlate={null}
      list={listStateOf(list, t('app.inspections.loadError'))}
    />
  );
}

export default AdminInspections;
