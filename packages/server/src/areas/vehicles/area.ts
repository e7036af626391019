/** The vehicle register's descriptor (docs/vehicles.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { vehicles, vehicleHistory } from './schema.js';
import { vehiclesRouter } from './router.js';
import { seedFleet } from './seed.js';

export const vehiclesArea = defineArea({
  name: 'vehicles',
  tables: { vehicles, vehicleHistory },
  router: vehiclesRouter,
  /** Both demo clients' fleets, before every other area's demo (the list's order). */
  seedDemo: seedFleet,
});
