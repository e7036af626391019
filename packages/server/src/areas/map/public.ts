/**
 * What the app may import of the map area, as `@vognpark/server/areas/map`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type {
  Depot,
  MapAttention,
  MapOverview,
  MapPosition,
  MapVehicle,
  MapWorkshop,
  NearestWorkshop,
  PositionSource,
  TrackerDevice,
  CreatedTrackerDevice,
} from './model.js';
