import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Vehicle, VehiclePage } from '@vognpark/server/areas/vehicles';
import type { VehicleError } from './queries';
import { useTRPC } from '../../data/trpc';

// Apart from queries.ts, so that the tasks page's vehicle filter does not bring the register's
// hooks (the export's stream among them) into that page's chunk.

/** How many matches a vehicle picker shows: the first page of the register's search. */
export const vehiclePickerLimit = 20;

/** What a vehicle picker shows for the text typed so far. */
export interface VehicleMatches {
  matches: Vehicle[];
  /** More vehicles match than are shown (the search has a next page). */
  more: boolean;
  loading: boolean;
  failed: boolean;
}

/**
 * The register's vehicles matching a picker's text (plate, VIN, make, model, driver: the
 * server's search), first page only. `enabled` waits until the picker is first opened; the
 * previous matches stay while the next text is searched.
 */
export function useVehicleMatches(search: string, enabled = true): VehicleMatches {
  const trpc = useTRPC();
  const text = search.trim();
  const query = useQuery(
    trpc.vehicles.list.queryOptions(
      { search: text || null, limit: vehiclePickerLimit },
      { enabled, placeholderData: keepPreviousData, staleTime: 30_000 },
    ),
  );
  return {
    matches: query.data?.items ?? [],
    more: !!query.data?.nextCursor,
    loading: query.isPending || (query.isPlaceholderData && query.isFetching),
    failed: query.isError,
  };
}

/**
 * A vehicle picker's matches with their own search text: what a form's vehicle field takes. The
 * register is searched from the picker's first opening on, not before.
 */
export function useVehicleChoices(): VehicleMatches & {
  onSearchChange: (text: string) => void;
  onOpenChange: (open: boolean) => void;
} {
  const [search, setSearch] = useState('');
  const [used, setUsed] = useState(false);
  const matches = useVehicleMatches(search, used);
  return useMemo(
    () => ({ ...matches, onSearchChange: setSearch, onOpenChange: (open: boolean) => open && setUsed(true) }),
    [matches],
  );
}

/**
 * Vehicles of the register (not sold) matching what was typed, at most 50: the search of the forms
 * that choose many vehicles (forms/VehicleChooser: a plan applied, a pool's cars).
 */
export function useVehicleSearch(search: string, enabled = true): UseQueryResult<VehiclePage, VehicleError> {
  const trpc = useTRPC();
  return useQuery(
    trpc.vehicles.list.queryOptions(
      { search: search.trim(), limit: 50, includeSold: false },
      { enabled, placeholderData: keepPreviousData },
    ),
  );
}
