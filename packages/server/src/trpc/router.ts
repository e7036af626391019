import { accountRouter } from './routers/account.js';
import { clientsRouter } from './routers/clients.js';
import { complianceRouter } from './routers/compliance.js';
import { dashboardRouter } from './routers/dashboard.js';
import { inspectionsRouter } from './routers/inspections.js';
import { myRouter } from './routers/my.js';
import { tasksRouter } from './routers/tasks.js';
import { usersRouter } from './routers/users.js';
import { vehiclesRouter } from './routers/vehicles.js';
import { areas } from '../areas/index.js';
import { areaRouters } from '../areas/area.js';
import { router } from './trpc.js';

export type { Context } from './trpc.js';

/**
 * The root router: one router file per feature under ./routers, merged here, and every area's
 * router (src/areas/index.ts) under the area's name.
 */
export const appRouter = router({
  my: myRouter,
  vehicles: vehiclesRouter,
  compliance: complianceRouter,
  inspections: inspectionsRouter,
  tasks: tasksRouter,
  dashboard: dashboardRouter,
  clients: clientsRouter,
  users: usersRouter,
  account: accountRouter,
  ...areaRouters(areas),
});

/** The router's type, for the app's tRPC client. */
export type AppRouter = typeof appRouter;
