import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import { resolveSession } from '../auth/sessions.js';
import { countNavBadges, type NavBadges } from '../badges.js';
import type { Db } from '../db/database.js';
import { getUserSettings, LANGUAGES, updateUserSettings, type UserSettings } from '../users.js';

/** What every procedure gets: the database and the hash of the socket's session (if any). */
export interface Context {
  db: Db;
  /** SHA-256 of the session id from the cookie sent with the WebSocket upgrade; null if none. */
  sessionHash: string | null;
  sessionTtlMs: number;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // No stack traces to clients.
  isDev: false,
});

/** Re-checks the session on every call: deleted or expired -> UNAUTHORIZED. */
const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = ctx.sessionHash
    ? await resolveSession(ctx.db, ctx.sessionHash, { ttlMs: ctx.sessionTtlMs, renew: false })
    : null;
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { user: session.user } });
});

const managerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'manager') throw new TRPCError({ code: 'FORBIDDEN', message: 'Managers only' });
  return next();
});

const myRouter = t.router({
  /** The signed-in user's settings. */
  getUserSettings: authedProcedure.query(({ ctx }): Promise<UserSettings> =>
    getUserSettings(ctx.db, ctx.user.id),
  ),
  /** Saves the language; answers the saved settings. */
  updateUserSettings: authedProcedure
    .input(z.strictObject({ language: z.enum(LANGUAGES) }))
    .mutation(({ ctx, input }): Promise<UserSettings> => updateUserSettings(ctx.db, ctx.user.id, input)),
  /** Badge counts for the manager's client (managers only: FORBIDDEN for other roles). */
  myNavBadges: managerProcedure.query(({ ctx }): Promise<NavBadges> =>
    countNavBadges(ctx.db, ctx.user.clientId),
  ),
});

export const appRouter = t.router({ my: myRouter });

/** The router's type, for the app's tRPC client. */
export type AppRouter = typeof appRouter;
