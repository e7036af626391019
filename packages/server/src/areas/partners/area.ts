/** The partners area's descriptor (docs/partners.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerPartnerRoutes } from './http.js';
import { partnersRouter } from './router.js';
import { partnerTables } from './schema.js';
import { seedPartners } from './seed.js';

export const partnersArea = defineArea({
  name: 'partners',
  router: partnersRouter,
  tables: partnerTables,
  seedDemo: seedPartners,
  registerHttp: registerPartnerRoutes,
});
