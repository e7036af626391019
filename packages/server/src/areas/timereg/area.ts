/** The time registration area's descriptor (docs/timereg.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerKoerebogRoute } from './koerebog.js';
import { timeregRouter } from './router.js';
import { timeregTables } from './schema.js';
import { seedTimereg } from './seed.js';

export const timeregArea = defineArea({
  name: 'timereg',
  router: timeregRouter,
  tables: timeregTables,
  seedDemo: seedTimereg,
  registerHttp: (app, deps) => registerKoerebogRoute(app, deps),
});
