import type { ToolbarFilterValue } from '@vognpark/ui';
import type { WorkListUrlState } from './listUrlState';

/** The Toolbar's chosen values for a work list's state (the filter ids are the address's names). */
export function toolbarValueOf<S extends string, K extends string>(
  state: WorkListUrlState<S, K>,
): ToolbarFilterValue {
  return { due: state.due, kind: state.kind, vehicle: state.vehicle ? [state.vehicle] : [] };
}

/** The state for the Toolbar's values: known values only, in their canonical order. */
export function stateWithToolbarValue<S extends string, K extends string>(
  value: ToolbarFilterValue,
  states: readonly S[],
  kinds: readonly K[],
): WorkListUrlState<S, K> {
  const pick = <T extends string>(allowed: readonly T[], chosen: readonly string[] | undefined): T[] =>
    allowed.filter((candidate) => chosen?.includes(candidate));
  return {
    due: pick(states, value.due),
    kind: pick(kinds, value.kind),
    // The vehicle filter has one choice, the vehicle in the address: it can only be removed.
    vehicle: value.vehicle?.[0] ?? null,
  };
}
