import { useLocation, useSearchParams } from 'react-router-dom';
import { INSPECTION_PARAM, InspectionDetail } from '../../InspectionDetail';
import { detailHref } from '../../../tasks/detailParam';
import { useUrlState } from '../../../../routes/useUrlState';
import { inspectionListInputOf, inspectionsUrl } from '../../../compliance/urlState';
import { useInspectionList } from '../../queries';
import { prefetchInspectionDrawers, useInspectionDrawers } from '../../useInspectionDrawers';
import { formatPlate } from '../../../vehicles/format';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { InspectionsView } from './InspectionsView';
import { listStateOf } from '../../../../data/keysetList';

/**
 * /manager/inspections: the fleet's own inspections, filtered by the address
 * (`?due=overdue,due_soon` is what the badge counts); schedule, edit and complete with defects.
 */
export function Inspections() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.inspections.table.label');
  usePageTitle(title);

  const { state, update } = useUrlState(inspectionsUrl);
  const list = useInspectionList(inspectionListInputOf(state));
  const { openSchedule, openEdit, openComplete, drawers } = useInspectionDrawers();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const vehicle = state.vehicle ? list.rows.find((row) => row.vehicle.id === state.vehicle)?.vehicle : null;

  return (
    <>
      <InspectionsView
        title={title}
        state={state}
        onStateChange={update}
        vehiclePlate={vehicle ? formatPlate(vehicle.registration) : null}
        list={listStateOf(list, t('app.inspections.loadError'))}
        onSchedule={openSchedule}
        onScheduleIntent={prefetchInspectionDrawers}
        onComplete={openComplete}
        onEdit={openEdit}
        inspectionHref={(inspection) => detailHref(pathname, params, INSPECTION_PARAM, inspection.id)}
      />
      <InspectionDetail onEdit={openEdit} onComplete={openComplete} canComment />
      {drawers}
    </>
  );
}

export default Inspections;
