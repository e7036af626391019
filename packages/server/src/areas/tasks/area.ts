/** The tasks area's descriptor (docs/fleet-work.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { tasksRouter } from './router.js';

export const tasksArea = defineArea({ name: 'tasks', router: tasksRouter });
