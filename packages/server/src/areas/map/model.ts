/**
 * The map area's shapes (docs/map.md): positions with their provenance, depots as geofences, live
 * trackers, and what the map shows for each vehicle.
 */

/** Where a position came from. Only `tracker` is live; the others are what people did. */
export const POSITION_SOURCES = ['depot', 'check_out', 'check_in', 'photo', 'roll_call', 'tracker'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** The colour of a vehicle's marker: its soonest compliance or inspection date. */
export const MAP_ATTENTION = ['overdue', 'due_soon', 'in_order'] as const;
export type MapAttention = (typeof MAP_ATTENTION)[number];

/** A position as the map receives it (the vehicle's last known one). */
export interface MapPosition {
  vehicleId: string;
  /** When it was taken. */
  recordedAt: Date;
  lat: number;
  lon: number;
  /** Radius in metres within which the vehicle was, when the source knows it. */
  accuracyM: number | null;
  speedKmh: number | null;
  /** Degrees clockwise from north. */
  headingDeg: number | null;
  source: PositionSource;
  /** The depot the position lies in, if any ("at depot"). */
  depotId: string | null;
}

/** One vehicle of the map: what the list shows, and its last known position if there is one. */
export interface MapVehicle {
  id: string;
  /** Normalised ("AB12345"). */
  registration: string;
  make: string;
  model: string;
  type: string;
  status: string;
  fuel: string;
  driverName: string | null;
  nextDueDate: string | null;
  attention: MapAttention;
  /** Null: nobody knows where it is (no position was ever recorded). */
  position: MapPosition | null;
}

export interface Depot {
  id: string;
  name: string;
  lat: number;
  lon: number;
  radiusM: number;
  /** Raised by every edit; `updateDepot` takes it as `expectedVersion`. */
  version: number;
}

export interface TrackerDevice {
  id: string;
  name: string;
  /** What the phone sends as `id`. */
  identifier: string;
  vehicleId: string;
  registration: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date | null;
  accepted: number;
  refusedBad: number;
  refusedReplayed: number;
  refusedRate: number;
  /** Positions within a private trip of the vehicle (timereg): not stored. */
  refusedPrivate: number;
}

/** A new device, with its secret: shown once, never stored in the clear. */
export interface CreatedTrackerDevice extends TrackerDevice {
  secret: string;
}

/** A partner workshop with a place (the partners area's organisation), a layer of the map. */
export interface MapWorkshop {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Its status is preferred: the one a vehicle's card names when it is the nearest. */
  preferred: boolean;
}

/** The preferred workshop nearest a vehicle's last known position. */
export interface NearestWorkshop {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Great-circle distance in whole metres. */
  distanceM: number;
}

/** The map's data in one answer. */
export interface MapOverview {
  vehicles: MapVehicle[];
  depots: Depot[];
  /** The client's workshops in use that have a place. */
  workshops: MapWorkshop[];
}
