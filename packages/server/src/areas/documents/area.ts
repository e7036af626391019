/** The documents area's descriptor (docs/documents.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerDossierRoute } from './dossier.js';
import { registerDocumentRoutes } from './http.js';
import { documentLimits, documentsRouter } from './router.js';
import { documentsTables } from './schema.js';
import { seedDocuments } from './seed.js';

export const documentsArea = defineArea({
  name: 'documents',
  router: documentsRouter,
  tables: documentsTables,
  seedDemo: seedDocuments,
  registerHttp: (app, deps) => {
    Object.assign(documentLimits, deps.config.documents);
    registerDocumentRoutes(app, deps);
    registerDossierRoute(app, deps);
  },
});
