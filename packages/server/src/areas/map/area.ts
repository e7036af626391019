/** The map area's descriptor (docs/map.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { mapRouter } from './router.js';
import { mapTables } from './schema.js';
import { seedMap } from './seed.js';
import { registerTrackerRoutes } from './tracker.js';

export const mapArea = defineArea({
  name: 'map',
  router: mapRouter,
  tables: mapTables,
  seedDemo: seedMap,
  registerHttp: (app, { db, config }) => void registerTrackerRoutes(app, { db, config: config.tracker }),
});
