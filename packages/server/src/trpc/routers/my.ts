import { z } from 'zod';
import { countNavBadges, type NavBadges } from '../../badges.js';
import { getUserSettings, LANGUAGES, updateUserSettings, type UserSettings } from '../../users.js';
import { authedProcedure, managerProcedure, router } from '../trpc.js';

/** The signed-in person's own things: settings and badges. */
export const myRouter = router({
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
