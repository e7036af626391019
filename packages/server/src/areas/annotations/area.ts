/** The annotation workbench's descriptor (docs/annotations.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerAnnotationRoutes } from './http.js';
import { annotationsRouter } from './router.js';
import { annotationTables } from './schema.js';
import { seedAnnotations } from './seed.js';

export const annotationsArea = defineArea({
  name: 'annotations',
  router: annotationsRouter,
  tables: annotationTables,
  registerHttp: registerAnnotationRoutes,
  seedDemo: seedAnnotations,
});
