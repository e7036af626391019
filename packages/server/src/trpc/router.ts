import { myRouter } from './routers/my.js';
import { router } from './trpc.js';

export type { Context } from './trpc.js';

/** The root router: one router file per feature under ./routers, merged here. */
export const appRouter = router({
  my: myRouter,
});

/** The router's type, for the app's tRPC client. */
export type AppRouter = typeof appRouter;
