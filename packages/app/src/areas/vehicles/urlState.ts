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
import { addressId } from '../../routes/addressId';

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

export const emptyRegisterState: RegisterUrlState = {
  search: '',
  status: [],
  type: [],
  fuel: [],
  compliance: [],
  sort: defaultSort,
  includeSold: false,
  clientId: null,
};

/** The words in the address for each sort column; short and readable in a shared link. */
const sortTokens: Record<VehicleSortKey, string> = {
  registration: 'plate',
  makeModel: 'make',
  year: 'year',
  status: 'status',
  odometer: 'odometer',
  nextDue: 'due',
};

/** The parameter names this page owns; any other parameter in the address is left alone. */
export const registerParamNames = [
  'q',
  'status',
  'type',
  'fuel',
  'compliance',
  'sort',
  'dir',
  'sold',
  'client',
];

export const maxSearchLength = 100;

/**
 * The known values of a multi-value parameter, in the canonical order of `allowed`. Accepts both
 * `status=a,b` and `status=a&status=b`; unknown values and repeats are dropped.
 */
function readSet<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  return allowed.filter((value) => given.has(value));
}

/** Reads the register's state from an address's query; anything unknown or malformed is ignored. */
export function parseRegisterState(params: URLSearchParams): RegisterUrlState {
  const sortToken = params.get('sort');
  const by = (Object.keys(sortTokens) as VehicleSortKey[]).find((key) => sortTokens[key] === sortToken);
  const dir = params.get('dir');
  const client = params.get('client')?.trim() ?? '';
  const status = readSet(params, 'status', vehicleStatuses);
  return {
    search: (params.get('q') ?? '').slice(0, maxSearchLength),
    status,
    type: readSet(params, 'type', vehicleTypes),
    fuel: readSet(params, 'fuel', vehicleFuels),
    compliance: readSet(params, 'compliance', complianceStates),
    sort: {
      by: by ?? defaultSort.by,
      dir: isOneOf(sortDirections, dir) ? dir : 'asc',
    },
    // A filter on "sold" shows sold vehicles, so the switch says so too; the switch is only `1`.
    includeSold: params.get('sold') === '1' || status.includes('sold'),
    clientId: addressId(client),
  };
}

/**
 * Writes the state into a copy of `base` (its other parameters kept), leaving out every default,
 * so that the plain register has a plain address and equal states give equal addresses.
 */
export function serializeRegisterState(
  state: RegisterUrlState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of registerParamNames) params.delete(name);
  const search = state.search.slice(0, maxSearchLength);
  if (search.trim()) params.set('q', search);
  const sets = [
    ['status', vehicleStatuses, state.status],
    ['type', vehicleTypes, state.type],
    ['fuel', vehicleFuels, state.fuel],
    ['compliance', complianceStates, state.compliance],
  ] as const;
  for (const [name, allowed, chosen] of sets) {
    const values = (allowed as readonly string[]).filter((value) =>
      (chosen as readonly string[]).includes(value),
    );
    if (values.length) params.set(name, values.join(','));
  }
  const { by, dir } = state.sort;
  if (by !== defaultSort.by || dir !== defaultSort.dir) {
    params.set('sort', sortTokens[by]);
    if (dir !== 'asc') params.set('dir', dir);
  }
  if (state.includeSold) params.set('sold', '1');
  const client = addressId(state.clientId);
  if (client) params.set('client', client);
  return params;
}

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

/** How many filters are set (search and sort not counted): drives "Clear All". */
export function activeFilterCount(state: RegisterUrlState): number {
  return (
    state.status.length +
    state.type.length +
    state.fuel.length +
    state.compliance.length +
    (state.includeSold ? 1 : 0) +
    (state.clientId ? 1 : 0)
  );
}

/** The state with every filter and the search cleared; the sort is kept (it is a view choice). */
export function clearFilters(state: RegisterUrlState): RegisterUrlState {
  return { ...emptyRegisterState, sort: state.sort };
}
