/**
 * The map page's pure parts: its address (`?search=…&state=overdue`), which vehicles the list and
 * the map show, a marker's tone, how old a position is, and a new live position merged into the
 * overview. Table-tested in mapList.test.ts.
 */
import type { MapOverview, MapPosition, MapVehicle } from '@vognpark/server/areas/map';
import type { MapMarker, MapMarkerTone } from '@vognpark/ui';
import { normalizePlate } from '../vehicles/format';
import { idParam, oneOfParam, textParam, urlSchema } from '../../routes/urlSchema';

export const MAP_STATES = ['overdue', 'due_soon', 'in_order'] as const;
export type MapState = (typeof MAP_STATES)[number];

export interface MapUrlState {
  search: string;
  state: MapState | null;
  /** The vehicle whose card is open. */
  vehicle: string | null;
}

/** The map page's address: `search`, `state` (one attention state), `vehicle` (its card open). */
export const mapUrl = urlSchema<MapUrlState>('/manager/map', {
  search: textParam('search', 100),
  state: oneOfParam('state', MAP_STATES),
  vehicle: idParam('vehicle'),
});

/** Like the register's search: plate (spaces ignored), make, model, "make model", driver. */
export function vehicleMatches(vehicle: MapVehicle, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const plate = normalizePlate(term);
  if (plate && vehicle.registration.includes(plate)) return true;
  return [vehicle.make, vehicle.model, `${vehicle.make} ${vehicle.model}`, vehicle.driverName ?? ''].some(
    (text) => text.toLowerCase().includes(term),
  );
}

export function filterVehicles(vehicles: readonly MapVehicle[], state: MapUrlState): MapVehicle[] {
  return vehicles.filter(
    (vehicle) => (!state.state || vehicle.attention === state.state) && vehicleMatches(vehicle, state.search),
  );
}

export const TONES: Record<MapState, MapMarkerTone> = {
  overdue: 'danger',
  due_soon: 'warning',
  in_order: 'success',
};

export function markersOf(
  vehicles: readonly MapVehicle[],
  plate: (registration: string) => string,
  detail?: (vehicle: MapVehicle) => string,
): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const vehicle of vehicles)
    if (vehicle.position)
      markers.push({
        id: vehicle.id,
        lat: vehicle.position.lat,
        lon: vehicle.position.lon,
        tone: TONES[vehicle.attention],
        label: plate(vehicle.registration),
        ...(detail && { detail: detail(vehicle) }),
      });
  return markers;
}

/** How old a position is, as Intl.RelativeTimeFormat wants it: the largest unit that fits. */
export function ageOf(recordedAt: Date, now: Date): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.round((now.getTime() - recordedAt.getTime()) / 60_000));
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { value: -hours, unit: 'hour' };
  return { value: -Math.round(hours / 24), unit: 'day' };
}

/** The overview with a vehicle's new last position (an older one than shown changes nothing). */
export function withPosition(overview: MapOverview, position: MapPosition): MapOverview {
  let changed = false;
  const vehicles = overview.vehicles.map((vehicle) => {
    if (vehicle.id !== position.vehicleId) return vehicle;
    if (vehicle.position && vehicle.position.recordedAt.getTime() > position.recordedAt.getTime())
      return vehicle;
    changed = true;
    return { ...vehicle, position };
  });
  return changed ? { ...overview, vehicles } : overview;
}
