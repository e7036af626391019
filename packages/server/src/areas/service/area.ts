/** The service area's descriptor (docs/service.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { onServiceTaskDone } from './entries.js';
import { serviceRouter } from './router.js';
import { serviceTables } from './schema.js';
import { addReading } from './odometer.js';
import { seedService } from './seed.js';
import { taskTitleNames } from './sql.js';
import { createDueServiceTasks } from './tasks.js';

export const serviceArea = defineArea({
  name: 'service',
  router: serviceRouter,
  tables: serviceTables,
  taskTitleNames,
  onTaskDone: onServiceTaskDone,
  onRegisterOdometer: async (tx, actor, reading) => {
    await addReading(tx, actor, { ...reading, source: 'register' });
  },
  seedDemo: seedService,
  duePass: (db, today) => createDueServiceTasks(db, { clientId: null }, today),
});
