/** The imports area's descriptor (docs/vehicles.md, "Importing vehicles"): what the hubs take from it. */
import { router } from '../../trpc/trpc.js';
import { defineArea } from '../area.js';
import { registerImportRoutes } from './http.js';
import { importsTables } from './schema.js';

export const importsArea = defineArea({
  name: 'imports',
  // The import's calls are HTTP routes (a file does not fit a socket message): no procedures.
  router: router({}),
  tables: importsTables,
  registerHttp: registerImportRoutes,
});
