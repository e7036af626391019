import { z } from 'zod';
import {
  createObligation,
  getObligation,
  listObligations,
  listRenewals,
  renewObligation,
  updateObligation,
} from './repository.js';
import { COMPLIANCE_STATES } from './due.js';
import { singleLineText, multiLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor, workScope } from '../../work/access.js';
import { COMPLIANCE_KINDS, type Obligation, type ObligationPage, type RenewalPage } from './model.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import { isoDate, pageFields } from '../../trpc/workInputs.js';

const title = singleLineText(120).trim();

/** Compliance obligations (docs/fleet-work.md): managers read and write, admins read. */
export const complianceRouter = router({
  /** Obligations, missing first then soonest valid-until; `state` filters by derived state. */
  list: authedProcedure
    .input(
      z.strictObject({
        ...pageFields,
        state: z.array(z.enum(COMPLIANCE_STATES)).max(COMPLIANCE_STATES.length).nullish(),
        kind: z.array(z.enum(COMPLIANCE_KINDS)).max(COMPLIANCE_KINDS.length).nullish(),
        vehicleId: z.uuid().nullish(),
        clientId: z.uuid().nullish(),
      }),
    )
    .query(({ ctx, input }): Promise<ObligationPage> =>
      listObligations(ctx.db, workScope(ctx.user, input.clientId), input),
    ),

  get: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<Obligation> => getObligation(ctx.db, workScope(ctx.user), input.id)),

  /** A new obligation on one of the client's vehicles; `title` is required for `custom`. */
  create: managerProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        kind: z.enum(COMPLIANCE_KINDS),
        title: title.default(''),
        validUntil: isoDate.nullish(),
      }),
    )
    .mutation(({ ctx, input }): Promise<Obligation> => createObligation(ctx.db, workActor(ctx.user), input)),

  /**
   * Edits the given fields (a correction; a renewal goes through `renew`). Made from an older
   * `expectedVersion` than the stored one: CONFLICT with who changed the obligation and when.
   */
  update: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        vehicleId: z.uuid().optional(),
        kind: z.enum(COMPLIANCE_KINDS).optional(),
        title: title.optional(),
        validUntil: isoDate.nullish(),
        expectedVersion,
      }),
    )
    .mutation(({ ctx, input: { id, ...changes } }): Promise<Obligation> =>
      updateObligation(ctx.db, workActor(ctx.user), id, changes),
    ),

  /** Records a renewal done on `completedOn` (today by default) and the new valid-until date. */
  renew: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        validUntil: isoDate,
        completedOn: isoDate.nullish(),
        note: multiLineText(1000).default(''),
      }),
    )
    .mutation(({ ctx, input: { id, ...renewal } }): Promise<Obligation> =>
      renewObligation(ctx.db, workActor(ctx.user), id, renewal),
    ),

  /** An obligation's renewals, newest first, keyset-paged. */
  history: authedProcedure
    .input(z.strictObject({ id: z.uuid(), ...pageFields }))
    .query(({ ctx, input }): Promise<RenewalPage> => listRenewals(ctx.db, workScope(ctx.user), input)),
});
