import {
  complianceAttentionStates,
  complianceKinds,
  complianceStates,
  inspectionAttentionStates,
  inspectionDueStates,
  inspectionKinds,
  type ComplianceKind,
  type ComplianceState,
  type InspectionDueState,
  type InspectionKind,
} from './domain';
import { isOneOf } from '../vehicles/domain';
import { workListUrl, type WorkListUrlState } from './listUrlState';

/** /manager/compliance's address: `due` (obligation states), `kind`, `vehicle`. */
export const complianceUrl = workListUrl('/manager/compliance', complianceStates, complianceKinds);
export type ComplianceUrlState = WorkListUrlState<ComplianceState, ComplianceKind>;

/** The columns an inspection list sorts by (the server's INSPECTION_SORTS but the default). */
export const inspectionSorts = ['dueDate', 'kind', 'vehicle'] as const;

/** /manager/inspections's address: `due` (inspection due states), `kind`, `vehicle`, `sort`, `dir`. */
export const inspectionsUrl = workListUrl(
  '/manager/inspections',
  inspectionDueStates,
  inspectionKinds,
  inspectionSorts,
);
export type InspectionsUrlState = WorkListUrlState<InspectionDueState, InspectionKind>;

/** The lists that show exactly what the compliance and inspections badges count. */
export const complianceAttentionHref = complianceUrl.href({ due: [...complianceAttentionStates] });
export const inspectionsAttentionHref = inspectionsUrl.href({ due: [...inspectionAttentionStates] });

/** The list's input for a state (the infinite query adds the cursor); empty filters are left out. */
export function listInputOf<S extends string, K extends string>(state: WorkListUrlState<S, K>, limit = 50) {
  return {
    state: state.due.length ? state.due : null,
    kind: state.kind.length ? state.kind : null,
    vehicleId: state.vehicle,
    limit,
  };
}

/** The inspections list's input: the filters and, when one is chosen, the sort. */
export function inspectionListInputOf(state: InspectionsUrlState, limit = 50) {
  const by = state.sort?.by;
  return {
    ...listInputOf(state, limit),
    ...(state.sort && isOneOf(inspectionSorts, by) ? { sort: { by, dir: state.sort.dir } } : {}),
  };
}
