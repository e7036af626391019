/** The photos area's descriptor (docs/photos.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerPhotoRoutes } from './http.js';
import { photosRouter } from './router.js';
import { photosTables } from './schema.js';

export const photosArea = defineArea({
  name: 'photos',
  router: photosRouter,
  tables: photosTables,
  registerHttp: registerPhotoRoutes,
});
