/**
 * The `annotations.*` procedures (docs/annotations.md): admins only (a manager or driver is
 * FORBIDDEN); an unknown id answers NOT_FOUND. Inputs are bounded: names, notes, shapes per photo,
 * points per polygon, photos per batch, coordinates within 0..1.
 */
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/trpc.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import {
  ANNOTATION_CLASSES,
  ANNOTATION_SEVERITIES,
  CAR_PARTS,
  MAX_BATCH_PHOTOS,
  MAX_POLYGON_POINTS,
  MAX_SHAPES,
  type AnnotationClientSetting,
  type BatchDetail,
  type BatchSummary,
  type AnnotationPerson,
  type PhotoAnnotations,
  type DatasetVersion,
  type DatasetVersionDetail,
  type ModelEvaluation,
  type BatchAgreement,
  type OverallAgreement,
} from './model.js';
import { freezeVersion, getVersion, listVersions } from './datasets.js';
import {
  batchAgreement,
  createBatch,
  getBatch,
  getPhotoAnnotations,
  getSecondLabelling,
  overallAgreement,
  saveSecondShapes,
  submitSecond,
  listBatches,
  listClientSettings,
  listStaff,
  reviewPhoto,
  saveShapes,
  setOptIn,
  submitPhoto,
} from './repository.js';
import { evaluateModel } from './evaluation.js';

const fraction = z.number().min(0).max(1);
const point = z.strictObject({ x: fraction, y: fraction });
const labels = {
  annotationClass: z.enum(ANNOTATION_CLASSES),
  part: z.enum(CAR_PARTS),
  severity: z.enum(ANNOTATION_SEVERITIES),
};
const shape = z.discriminatedUnion('kind', [
  z
    .strictObject({ kind: z.literal('box'), points: z.array(point).length(2), ...labels })
    .refine(({ points: [a, b] }) => a!.x < b!.x && a!.y < b!.y, {
      message: 'A box runs from its top-left to its bottom-right corner',
      path: ['points'],
    }),
  z.strictObject({
    kind: z.literal('polygon'),
    points: z.array(point).min(3).max(MAX_POLYGON_POINTS),
    ...labels,
  }),
]);
const photoRef = { batchId: z.uuid(), photoId: z.uuid() };
const staffOf = (user: { id: string }) => ({ userId: user.id });

export const annotationsRouter = router({
  /** Every client and whether it lets its photos be labelled. */
  clients: adminProcedure.query(({ ctx }): Promise<AnnotationClientSetting[]> => listClientSettings(ctx.db)),

  /** Opts a client in or out (off by default). */
  setOptIn: adminProcedure
    .input(z.strictObject({ clientId: z.uuid(), optedIn: z.boolean() }))
    .mutation(({ ctx, input }): Promise<AnnotationClientSetting> =>
      setOptIn(ctx.db, staffOf(ctx.user), input),
    ),

  /** Who a batch may be assigned to. */
  staff: adminProcedure.query(({ ctx }): Promise<AnnotationPerson[]> => listStaff(ctx.db)),

  batches: adminProcedure
    .input(z.strictObject({ view: z.enum(['mine', 'review', 'all']) }))
    .query(({ ctx, input }): Promise<BatchSummary[]> => listBatches(ctx.db, staffOf(ctx.user), input.view)),

  batch: adminProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<BatchDetail> => getBatch(ctx.db, input.id, staffOf(ctx.user))),

  /**
   * A batch of an opted-in client's photos not in a batch yet, oldest first; with a second
   * labeller (another active admin), about 5 % of them are labelled twice, blind.
   */
  createBatch: adminProcedure
    .input(
      z.strictObject({
        clientId: z.uuid(),
        name: singleLineText(200).trim().min(1),
        assigneeId: z.uuid(),
        size: z.number().int().min(1).max(MAX_BATCH_PHOTOS),
        secondLabellerId: z.uuid().nullable().default(null),
      }),
    )
    .mutation(({ ctx, input }): Promise<BatchDetail> => createBatch(ctx.db, staffOf(ctx.user), input)),

  photo: adminProcedure
    .input(z.strictObject(photoRef))
    .query(({ ctx, input }): Promise<PhotoAnnotations> =>
      getPhotoAnnotations(ctx.db, input.batchId, input.photoId, staffOf(ctx.user)),
    ),

  /** Replaces the photo's shapes (its batch's assignee, before it is submitted). */
  save: adminProcedure
    .input(z.strictObject({ ...photoRef, shapes: z.array(shape).max(MAX_SHAPES) }))
    .mutation(({ ctx, input }): Promise<PhotoAnnotations> => saveShapes(ctx.db, staffOf(ctx.user), input)),

  submit: adminProcedure
    .input(z.strictObject(photoRef))
    .mutation(({ ctx, input }): Promise<PhotoAnnotations> => submitPhoto(ctx.db, staffOf(ctx.user), input)),

  /** Four eyes: someone other than the submitter approves the set or sends it back with a note. */
  review: adminProcedure
    .input(
      z.strictObject({
        ...photoRef,
        decision: z.enum(['approve', 'return']),
        note: multiLineText(2000).default(''),
      }),
    )
    .mutation(({ ctx, input }): Promise<PhotoAnnotations> => reviewPhoto(ctx.db, staffOf(ctx.user), input)),

  /** The second labeller's own labelling of a photo labelled twice (only theirs: blind). */
  secondPhoto: adminProcedure
    .input(z.strictObject(photoRef))
    .query(({ ctx, input }): Promise<PhotoAnnotations> =>
      getSecondLabelling(ctx.db, staffOf(ctx.user), input.batchId, input.photoId),
    ),

  /** Replaces the second labeller's shapes of a photo (before they submit them). */
  saveSecond: adminProcedure
    .input(z.strictObject({ ...photoRef, shapes: z.array(shape).max(MAX_SHAPES) }))
    .mutation(({ ctx, input }): Promise<PhotoAnnotations> =>
      saveSecondShapes(ctx.db, staffOf(ctx.user), input),
    ),

  submitSecond: adminProcedure
    .input(z.strictObject(photoRef))
    .mutation(({ ctx, input }): Promise<PhotoAnnotations> => submitSecond(ctx.db, staffOf(ctx.user), input)),

  /** How far the two labellings of a batch's photos labelled twice agree, overall and per class. */
  agreement: adminProcedure
    .input(z.strictObject({ batchId: z.uuid() }))
    .query(({ ctx, input }): Promise<BatchAgreement> => batchAgreement(ctx.db, input.batchId)),

  /** The same across every batch. */
  overallAgreement: adminProcedure.query(({ ctx }): Promise<OverallAgreement> => overallAgreement(ctx.db)),

  /** The frozen dataset versions, newest first (at most MAX_LISTED_VERSIONS). */
  versions: adminProcedure.query(({ ctx }): Promise<DatasetVersion[]> => listVersions(ctx.db)),

  version: adminProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<DatasetVersionDetail> => getVersion(ctx.db, input.id)),

  /**
   * Precision and recall per class of the damage model in the slot against the version's reviewed
   * test photos; `model: <state>` on the field when no model can run.
   */
  evaluate: adminProcedure
    .input(z.strictObject({ versionId: z.uuid() }))
    .mutation(({ ctx, input }): Promise<ModelEvaluation> => evaluateModel(ctx.db, input.versionId)),

  /** Freezes the approved photos of the opted-in clients into the next numbered version. */
  freeze: adminProcedure
    .input(z.strictObject({ name: singleLineText(200).trim().min(1) }))
    .mutation(({ ctx, input }): Promise<DatasetVersionDetail> =>
      freezeVersion(ctx.db, staffOf(ctx.user), input),
    ),
});
