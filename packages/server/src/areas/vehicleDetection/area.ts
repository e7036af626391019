/** The vehicle detection area's descriptor (docs/vehicle-detection.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerVehicleDetectionRoutes } from './http.js';
import { vehicleDetectionRouter } from './router.js';
import { vehicleDetectionTables } from './schema.js';

export const vehicleDetectionArea = defineArea({
  name: 'vehicleDetection',
  router: vehicleDetectionRouter,
  tables: vehicleDetectionTables,
  registerHttp: registerVehicleDetectionRoutes,
});
