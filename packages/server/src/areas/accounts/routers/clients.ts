import { z } from 'zod';
import { listAudit, type AuditPage } from '../../../audit/audit.js';
import {
  clientOptions,
  createClient,
  getClient,
  listClients,
  setClientActive,
  updateClient,
} from '../clients/repository.js';
import { clientOverview, type ClientOverview } from '../clients/overview.js';
import type { Client, ClientOption, ClientPage } from '../users/model.js';
import { identifierText, singleLineText } from '../../../validation/text.js';
import { expectedVersion } from '../../../validation/versions.js';
import { adminProcedure, router } from '../../../trpc/trpc.js';

const id = z.uuid();

/** The client's fields. CVR: exactly 8 digits (the form filters with `pint`; checked here again). */
const fields = {
  name: singleLineText(120).trim().min(1),
  cvr: identifierText(8)
    .trim()
    .regex(/^[0-9]{8}$/),
  /** Empty = none; else an e-mail (bidi controls refused before the format, with their own code). */
  contactEmail: identifierText(254)
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email()])),
  contactPhone: singleLineText(30)
    .trim()
    .regex(/^[0-9 +()-]*$/, { error: 'Digits, spaces, +, ( ) and - only' }),
};

/** Clients (customers), admins only (docs/accounts.md). */
export const clientsRouter = router({
  list: adminProcedure
    .input(
      z.strictObject({
        search: singleLineText(100).trim().nullish(),
        active: z.boolean().nullish(),
        cursor: z.string().max(2000).nullish(),
        direction: z.enum(['forward', 'backward']).default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(({ ctx, input }): Promise<ClientPage> => listClients(ctx.db, input)),

  /** Every client's id and name (filters, the add-user form). */
  options: adminProcedure.query(({ ctx }): Promise<ClientOption[]> => clientOptions(ctx.db)),

  get: adminProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }): Promise<Client> => getClient(ctx.db, input.id)),

  /** The customer page: its vehicles, users and what needs attention (areas/accounts/clients/overview.ts). */
  overview: adminProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }): Promise<ClientOverview> => clientOverview(ctx.db, ctx.user, input.id)),

  create: adminProcedure
    .input(
      z.strictObject({
        ...fields,
        contactEmail: fields.contactEmail.default(''),
        contactPhone: fields.contactPhone.default(''),
      }),
    )
    .mutation(({ ctx, input }): Promise<Client> => createClient(ctx.db, ctx.user.id, input)),

  update: adminProcedure
    .input(
      z.strictObject({
        id,
        /** The client's version the edit was made from: a stale one is refused with CONFLICT. */
        expectedVersion,
        name: fields.name.optional(),
        cvr: fields.cvr.optional(),
        contactEmail: fields.contactEmail.optional(),
        contactPhone: fields.contactPhone.optional(),
      }),
    )
    .mutation(({ ctx, input: { expectedVersion, ...input } }): Promise<Client> =>
      updateClient(ctx.db, ctx.user.id, input, expectedVersion),
    ),

  /** Deactivating signs every user of the client out at once. */
  setActive: adminProcedure
    .input(z.strictObject({ id, active: z.boolean() }))
    .mutation(({ ctx, input }): Promise<Client> => setClientActive(ctx.db, ctx.user.id, input)),

  history: adminProcedure
    .input(
      z.strictObject({
        id,
        cursor: z.string().max(2000).nullish(),
        direction: z.enum(['forward', 'backward']).default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(async ({ ctx, input }): Promise<AuditPage> => {
      await getClient(ctx.db, input.id);
      return listAudit(ctx.db, { ...input, entityId: input.id });
    }),
});
