import { ForbiddenError } from '../../../errors.js';
import { z } from 'zod';
import { listAudit, type AuditPage } from '../../../audit/audit.js';
import { ROLES } from '../settings.js';
import type { ManagedUser, ManagedUserPage, OneTimePasswordResult } from '../users/model.js';
import {
  changeRole,
  createManagedUser,
  getManagedUser,
  listManagedUsers,
  resetPassword,
  setUserActive,
  updateManagedUser,
} from '../users/repository.js';
import { identifierText, singleLineText } from '../../../validation/text.js';
import { expectedVersion } from '../../../validation/versions.js';
import { authedProcedure, router } from '../../../trpc/trpc.js';
import { LICENCE_CATEGORIES } from '../../vehicles/licence.js';

/** Admins (every user) and managers (their own client's users): FORBIDDEN for plain users. */
const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin' && ctx.user.role !== 'manager')
    throw new ForbiddenError('Admins and managers only');
  return next();
});

const id = z.uuid();
/** An e-mail as typed: trimmed, lower-case, one line. */
export const emailInput = identifierText(254).trim().toLowerCase().pipe(z.email());
const name = singleLineText(80).trim().min(1);
/** The driving licence categories a person holds: each one of the directive's, at most all of them. */
const licenceCategories = z.array(z.enum(LICENCE_CATEGORIES)).max(LICENCE_CATEGORIES.length);

const listInput = z.strictObject({
  /** Admins: one client's users. Managers: their own client's id or nothing. */
  clientId: z.uuid().nullish(),
  role: z.array(z.enum(ROLES)).max(ROLES.length).nullish(),
  active: z.boolean().nullish(),
  search: singleLineText(100).trim().nullish(),
  cursor: z.string().max(2000).nullish(),
  direction: z.enum(['forward', 'backward']).default('forward'),
  limit: z.number().int().min(1).max(100).default(50),
});

/** Users, as admins and managers manage them (docs/accounts.md). */
export const usersRouter = router({
  list: staffProcedure
    .input(listInput)
    .query(({ ctx, input }): Promise<ManagedUserPage> => listManagedUsers(ctx.db, ctx.user, input)),

  get: staffProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }): Promise<ManagedUser> => getManagedUser(ctx.db, ctx.user, input.id)),

  /** Adds a user; answers the one-time password, shown once and never again. */
  create: staffProcedure
    .input(
      z.strictObject({
        email: emailInput,
        name,
        surname: name,
        role: z.enum(ROLES),
        clientId: z.uuid().nullish(),
        licenceCategories: licenceCategories.optional(),
      }),
    )
    .mutation(({ ctx, input }): Promise<OneTimePasswordResult> => createManagedUser(ctx.db, ctx.user, input)),

  update: staffProcedure
    .input(
      z.strictObject({
        id,
        /** The user's version the edit was made from: a stale one is refused with CONFLICT. */
        expectedVersion,
        email: emailInput.optional(),
        name: name.optional(),
        surname: name.optional(),
        licenceCategories: licenceCategories.optional(),
      }),
    )
    .mutation(({ ctx, input }): Promise<ManagedUser> => updateManagedUser(ctx.db, ctx.user, input)),

  changeRole: staffProcedure
    .input(z.strictObject({ id, role: z.enum(ROLES), clientId: z.uuid().nullish() }))
    .mutation(({ ctx, input }): Promise<ManagedUser> => changeRole(ctx.db, ctx.user, input)),

  /** A new one-time password; the user's sessions end. */
  resetPassword: staffProcedure
    .input(z.strictObject({ id }))
    .mutation(({ ctx, input }): Promise<OneTimePasswordResult> => resetPassword(ctx.db, ctx.user, input.id)),

  setActive: staffProcedure
    .input(z.strictObject({ id, active: z.boolean() }))
    .mutation(({ ctx, input }): Promise<ManagedUser> => setUserActive(ctx.db, ctx.user, input)),

  /** The user's audit history, newest first. */
  history: staffProcedure
    .input(
      z.strictObject({
        id,
        cursor: z.string().max(2000).nullish(),
        direction: z.enum(['forward', 'backward']).default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(async ({ ctx, input }): Promise<AuditPage> => {
      await getManagedUser(ctx.db, ctx.user, input.id);
      return listAudit(ctx.db, { ...input, entityId: input.id });
    }),
});
