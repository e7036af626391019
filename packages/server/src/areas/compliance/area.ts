/** The compliance area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { complianceRouter } from './router.js';

export const complianceArea = defineArea({ name: 'compliance', router: complianceRouter });
