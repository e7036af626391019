/**
 * The `documents.*` procedures (docs/documents.md). Managers list, read, edit and delete their
 * client's documents and confirm the renewals documents propose; a driver reads the documents
 * marked visible for the vehicles they drive (`mine`). Files go over HTTP (./http.ts). Every
 * input is bounded; another client's ids answer NOT_FOUND and change nothing.
 */
import { ForbiddenError } from '../../errors.js';
import { z } from 'zod';
import { isoDate } from '../../trpc/workInputs.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import type { SessionUser } from '../accounts/settings.js';
import { singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor } from '../../work/access.js';
import {
  DOCUMENT_OWNER_KINDS,
  DOCUMENT_TYPES,
  EXPIRY_STATES,
  type DocumentItem,
  type DocumentPage,
  type DocumentUsage,
  type DocumentVersion,
} from './model.js';
import {
  attachDocument,
  attachEvidence,
  confirmRenewal,
  deleteDocument,
  evidenceOf,
  getDocument,
  listDocuments,
  listVersions,
  updateDocument,
  type DocumentReader,
} from './repository.js';
import { usedBytes } from './storage.js';

/** Set at start from the server's configuration (areas/documents/area.ts). */
export const documentLimits = { maxFileBytes: 25 * 1024 * 1024, quotaBytes: 2 * 1024 * 1024 * 1024 };

const managerReader = (user: SessionUser): DocumentReader => ({
  clientId: workActor(user).clientId,
  driverUserId: null,
});

const listFields = {
  cursor: z.string().max(2000).nullish(),
  // What an infinite query sends beside the cursor; the list pages forward only.
  direction: z.literal('forward').default('forward'),
  limit: z.number().int().min(1).max(100).default(50),
  q: singleLineText(200).trim().nullish(),
  types: z.array(z.enum(DOCUMENT_TYPES)).max(DOCUMENT_TYPES.length).nullish(),
  ownerKind: z.enum(DOCUMENT_OWNER_KINDS).nullish(),
  ownerId: z.uuid().nullish(),
  vehicleId: z.uuid().nullish(),
  expiry: z.array(z.enum(EXPIRY_STATES)).max(EXPIRY_STATES.length).nullish(),
};

const id = z.strictObject({ id: z.uuid() });

export const documentsRouter = router({
  /** The client's documents, newest first, filtered and searched (Danish and English). */
  list: managerProcedure
    .input(z.strictObject(listFields))
    .query(({ ctx, input }): Promise<DocumentPage> => listDocuments(ctx.db, managerReader(ctx.user), input)),

  get: managerProcedure
    .input(id)
    .query(({ ctx, input }): Promise<DocumentItem> => getDocument(ctx.db, managerReader(ctx.user), input.id)),

  /** Every version of a document, newest first. */
  versions: managerProcedure
    .input(id)
    .query(({ ctx, input }): Promise<DocumentVersion[]> =>
      listVersions(ctx.db, managerReader(ctx.user), input.id),
    ),

  /**
   * Changes the given fields; `null` clears a date. Made from an older `expectedVersion` than the
   * stored one: CONFLICT with who changed the document and when.
   */
  update: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        expectedVersion,
        type: z.enum(DOCUMENT_TYPES).optional(),
        title: singleLineText(200).trim().min(1).optional(),
        number: singleLineText(100).trim().optional(),
        issuedOn: isoDate.nullish(),
        expiresOn: isoDate.nullish(),
        visibleToDriver: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input: { id: documentId, expectedVersion, ...changes } }): Promise<DocumentItem> =>
      updateDocument(ctx.db, workActor(ctx.user), documentId, changes, expectedVersion),
    ),

  /** Deletes a document with every version and its stored bytes. */
  remove: managerProcedure.input(id).mutation(async ({ ctx, input }): Promise<{ id: string }> => {
    await deleteDocument(ctx.db, workActor(ctx.user), input.id);
    return { id: input.id };
  }),

  /** Renews the obligation the document proposes (to its expiry date) and links it as evidence. */
  confirmRenewal: managerProcedure
    .input(id)
    .mutation(({ ctx, input }): Promise<DocumentItem> =>
      confirmRenewal(ctx.db, workActor(ctx.user), input.id),
    ),

  /** Links the document as the obligation's evidence (`null` unlinks it). */
  attachEvidence: managerProcedure
    .input(z.strictObject({ id: z.uuid(), obligationId: z.uuid().nullable() }))
    .mutation(({ ctx, input }): Promise<DocumentItem> =>
      attachEvidence(ctx.db, workActor(ctx.user), input.id, input.obligationId),
    ),

  /** Attaches the document to another record of the client (it becomes the document's owner). */
  attach: managerProcedure
    .input(z.strictObject({ id: z.uuid(), ownerKind: z.enum(DOCUMENT_OWNER_KINDS), ownerId: z.uuid() }))
    .mutation(({ ctx, input: { id: documentId, ...owner } }): Promise<DocumentItem> =>
      attachDocument(ctx.db, workActor(ctx.user), documentId, owner),
    ),

  /** The documents confirmed as an obligation's evidence. */
  evidence: managerProcedure
    .input(z.strictObject({ obligationId: z.uuid() }))
    .query(({ ctx, input }): Promise<DocumentItem[]> =>
      evidenceOf(ctx.db, managerReader(ctx.user), input.obligationId),
    ),

  /** Storage used by the client, its quota and the largest file. */
  usage: managerProcedure.query(async ({ ctx }): Promise<DocumentUsage> => ({
    usedBytes: await usedBytes(ctx.db, workActor(ctx.user).clientId),
    quotaBytes: documentLimits.quotaBytes,
    maxFileBytes: documentLimits.maxFileBytes,
  })),

  /** A driver's documents: those marked visible, of the vehicles they drive or about them. */
  mine: authedProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid().nullish(),
        cursor: listFields.cursor,
        direction: listFields.direction,
        limit: listFields.limit,
      }),
    )
    .query(({ ctx, input }): Promise<DocumentPage> => {
      if (ctx.user.role !== 'user' || !ctx.user.clientId) throw new ForbiddenError('Drivers only');
      return listDocuments(ctx.db, { clientId: ctx.user.clientId, driverUserId: ctx.user.id }, input);
    }),
});
