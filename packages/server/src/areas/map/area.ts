/** The map area's descriptor (docs/map.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { recordPosition } from './positions.js';
import { mapRouter } from './router.js';
import { mapTables } from './schema.js';
import { seedMap } from './seed.js';
import { registerTileRoutes } from './tiles.js';
import { registerTrackerRoutes } from './tracker.js';

export const mapArea = defineArea({
  name: 'map',
  router: mapRouter,
  tables: mapTables,
  seedDemo: seedMap,
  // A photo's place (docs/map.md, "Positions from people's work") moves the vehicle on the map.
  onVehicleSeen: async (tx, seen) => {
    await recordPosition(tx, {
      clientId: seen.clientId,
      vehicleId: seen.vehicleId,
      recordedAt: seen.at,
      lat: seen.lat,
      lon: seen.lon,
      accuracyM: seen.accuracyM,
      source: seen.source,
    });
  },
  registerHttp: (app, { db, config, events }) => {
    registerTrackerRoutes(app, { db, config: config.tracker, events });
    registerTileRoutes(app, config.mapPmtilesPath);
  },
});
