import {
  complianceStates,
  defaultSort,
  isOneOf,
  sortDirections,
  vehicleFuels,
  vehicleStatuses,
  vehicleTypes,
  type ComplianceState,
  type VehicleFuel,
  type VehicleSort,
  type VehicleSortKey,
  type VehicleStatus,
  type VehicleType,
} from './domain';
import { flagParam, idParam, textParam, urlSchema, valuesParam, type UrlParam } from '../../routes/urlSchema';

/** What the register shows, as read from and written to its address (reload, share, back). */
export interface RegisterUrlState {
  /** The search text as typed (the query trims it). */
  search: string;
  status: VehicleStatus[];
  type: VehicleType[];
  fuel: VehicleFuel[];
  compliance: ComplianceState[];
  sort: VehicleSort;
  /**
   * Sold vehicles are shown ("Show sold"); the Status filter offers "Sold" only then, and a
   * status filter on "sold" turns it on, so that the two never disagree.
   */
  includeSold: boolean;
  /** Admin only: one client's vehicles; null = all clients. */
  clientId: string | null;
}

/** The words in the address for each sort column; short and readable in a shared link. */
const sortTokens: Record<VehicleSortKey, string> = {
  registration: 'plate',
  makeModel: 'make',
  year: 'year',
  status: 'status',
  odometer: 'odometer',
  nextDue: 'due',
};

/** The register's sort as `sort=<token>` and `dir=desc`, both left out for the default. */
const registerSortParam: UrlParam<VehicleSort> = {
  names: ['sort', 'dir'],
  empty: defaultSort,
  read: (params) => {
    const token = params.get('sort');
    const by = (Object.keys(sortTokens) as VehicleSortKey[]).find((key) => sortTokens[key] === token);
    const dir = params.get('dir');
    return { by: by ?? defaultSort.by, dir: isOneOf(sortDirections, dir) ? dir : 'asc' };
  },
  write: (params, { by, dir }) => {
    if (by === defaultSort.by && dir === defaultSort.dir) return;
    params.set('sort', sortTokens[by]);
    if (dir !== 'asc') params.set('dir', dir);
  },
  filters: () => 0,
};

export const maxSearchLength = 100;

/**
 * The register's address (`q`, `status`, `type`, `fuel`, `compliance`, `sort`, `dir`, `sold`,
 * `client`): every default left out, so that the plain register has a plain address.
 */
export const registerUrl = urlSchema<RegisterUrlState>(
  '/manager/vehicles',
  {
    search: textParam('q', maxSearchLength),
    status: valuesParam('status', vehicleStatuses),
    type: valuesParam('type', vehicleTypes),
    fuel: valuesParam('fuel', vehicleFuels),
    compliance: valuesParam('compliance', complianceStates),
    sort: registerSortParam,
    includeSold: flagParam('sold'),
    clientId: idParam('client'),
  },
  // A filter on "sold" shows sold vehicles, so the switch says so too.
  (state) => (state.status.includes('sold') ? { ...state, includeSold: true } : state),
);

/**
 * "Show sold" switched: on shows sold vehicles (and offers "Sold" in the Status filter); off hides
 * them, so a status filter on "sold" goes too.
 */
export function withIncludeSold(state: RegisterUrlState, includeSold: boolean): RegisterUrlState {
  return includeSold
    ? { ...state, includeSold }
    : { ...state, includeSold, status: state.status.filter((status) => status !== 'sold') };
}

/** The statuses the Status filter offers: "Sold" only while sold vehicles are shown. */
export function statusFilterOptions(includeSold: boolean): readonly VehicleStatus[] {
  return includeSold ? vehicleStatuses : vehicleStatuses.filter((status) => status !== 'sold');
}

/** The state with every filter and the search cleared; the sort is kept (it is a view choice). */
export function clearFilters(state: RegisterUrlState): RegisterUrlState {
  return { ...registerUrl.empty, sort: state.sort };
}
