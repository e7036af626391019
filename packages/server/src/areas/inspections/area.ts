/** The inspections area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { inspectionsRouter } from './router.js';

export const inspectionsArea = defineArea({ name: 'inspections', router: inspectionsRouter });
