import { areas } from '../areas/index.js';
import { areaRouters } from '../areas/area.js';
import { dashboardRouter } from '../dashboard/router.js';
import { router } from './trpc.js';

export type { Context } from './trpc.js';

/**
 * The root router: every area's router (src/areas/index.ts) under the area's name, and the
 * dashboard's, a hub that reads every area (src/dashboard/), not an area of its own.
 */
export const appRouter = router({
  dashboard: dashboardRouter,
  ...areaRouters(areas),
});

/** The router's type, for the app's tRPC client. */
export type AppRouter = typeof appRouter;
