import type { VehicleStatus } from './domain';

/** A vehicle's page, at one of its tabs (an area's `vehicleTab.value`) when given. */
export function vehicleTabHref(vehicleId: string, tab?: string): string {
  return tab ? `/manager/vehicles/${vehicleId}?tab=${tab}` : `/manager/vehicles/${vehicleId}`;
}

/** The register filtered to one status (the dashboard's fleet tiles). */
export const vehiclesWithStatusHref = (status: VehicleStatus) => `/manager/vehicles?status=${status}`;
