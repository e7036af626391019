import { z } from 'zod';
import { countNavBadges, type NavBadges } from '../../../badges.js';
import { publishEvent } from '../../../events/index.js';
import { getUserSettings, LANGUAGES, updateUserSettings, type UserSettings } from '../settings.js';
import { managerProcedure, router, sessionProcedure } from '../../../trpc/trpc.js';

/** The signed-in person's own things: settings and badges. */
export const myRouter = router({
  /** The signed-in user's settings (also before a one-time password is changed). */
  getUserSettings: sessionProcedure.query(({ ctx }): Promise<UserSettings> =>
    getUserSettings(ctx.db, ctx.user.id),
  ),
  /** Saves the language; answers the saved settings. */
  updateUserSettings: sessionProcedure
    .input(z.strictObject({ language: z.enum(LANGUAGES) }))
    .mutation(async ({ ctx, input }): Promise<UserSettings> => {
      const saved = await updateUserSettings(ctx.db, ctx.user.id, input);
      // Every instance's cached copy of this user (with the old language) is dropped.
      await publishEvent(ctx.db, { type: 'user.changed', userId: ctx.user.id });
      return saved;
    }),
  /**
   * Badge counts for the manager's client (managers only: FORBIDDEN for other roles), from memory
   * until a write changes them (badgeCache.ts).
   */
  myNavBadges: managerProcedure.query(({ ctx }): Promise<NavBadges> => {
    const { clientId } = ctx.user;
    return clientId && ctx.badges ? ctx.badges.counts(clientId) : countNavBadges(ctx.db, clientId);
  }),
});
