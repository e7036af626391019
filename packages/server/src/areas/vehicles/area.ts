/** The vehicle register's descriptor (docs/vehicles.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { vehiclesRouter } from './router.js';

export const vehiclesArea = defineArea({ name: 'vehicles', router: vehiclesRouter });
