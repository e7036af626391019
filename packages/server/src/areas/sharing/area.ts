/** The sharing area's descriptor (docs/sharing.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { cancelNoShows } from './bookings.js';
import { registerShareRoutes } from './http.js';
import { sharingRouter } from './router.js';
import { sharingTables } from './schema.js';
import { seedSharing } from './seed.js';

export const sharingArea = defineArea({
  name: 'sharing',
  router: sharingRouter,
  tables: sharingTables,
  seedDemo: seedSharing,
  // No-shows are cancelled by one UPDATE: instances running the pass at once change each booking once.
  duePass: (db) => cancelNoShows(db),
  registerHttp: (app, deps) => registerShareRoutes(app, deps),
});
