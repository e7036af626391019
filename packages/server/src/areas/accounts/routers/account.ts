import { z } from 'zod';
import { listAudit, type AuditPage } from '../../../audit/audit.js';
import { removeAvatar } from '../../../avatars/store.js';
import { changePassword, getAccount, setKeepPhotoPlaces, updateProfile } from '../users/account.js';
import type { Account } from '../users/model.js';
import { passwordChangeInput } from '../users/passwords.js';
import { singleLineText } from '../../../validation/text.js';
import { authedProcedure, router, sessionProcedure } from '../../../trpc/trpc.js';

/** A name of one's own: required, as in the user form (users.create). */
const name = singleLineText(80).trim().min(1);

/**
 * The signed-in person's own account (docs/accounts.md). The avatar upload is an HTTP route
 * (POST /api/account/avatar, routes/avatar.ts): a picture does not fit a socket message.
 */
export const accountRouter = router({
  get: authedProcedure.query(({ ctx }): Promise<Account> => getAccount(ctx.db, ctx.user.id)),

  updateProfile: authedProcedure
    .input(z.strictObject({ name, surname: name }))
    .mutation(({ ctx, input }): Promise<Account> => updateProfile(ctx.db, ctx.user, input)),

  /** Whether the caller's photos keep where they were taken (docs/photos.md, "Where a photo was taken"). */
  setKeepPhotoPlaces: authedProcedure
    .input(z.strictObject({ keep: z.boolean() }))
    .mutation(({ ctx, input }): Promise<Account> => setKeepPhotoPlaces(ctx.db, ctx.user, input.keep)),

  /**
   * The one procedure (with the language settings) open to a user who still holds a one-time
   * password: changing it is what they must do first.
   */
  changePassword: sessionProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, ctx.user, ctx.sessionHash, input, {
      throttle: ctx.loginThrottle,
      address: ctx.clientAddress,
    });
    // This socket's cached session still says "must change": read it again at the next call.
    if (ctx.sessionHash) ctx.sessions?.invalidate(ctx.sessionHash);
    return { ok: true as const };
  }),

  removeAvatar: authedProcedure.mutation(async ({ ctx }) => {
    await removeAvatar(ctx.db, ctx.user);
    return { imageFileId: null };
  }),

  /** The caller's own audit history (what was done to and by their account). */
  history: authedProcedure
    .input(
      z.strictObject({
        cursor: z.string().max(2000).nullish(),
        direction: z.enum(['forward', 'backward']).default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(({ ctx, input }): Promise<AuditPage> => listAudit(ctx.db, { ...input, entityId: ctx.user.id })),
});
