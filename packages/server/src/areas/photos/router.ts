/**
 * The `photos.*` procedures (docs/photos.md): an owner's photos for a manager or the driver who
 * may see them, deleting one, and the driver's walk-around and problem report that carry photos
 * (uploaded over HTTP, ./http.ts) and an odometer reading. Another client's ids answer NOT_FOUND.
 */
import { ForbiddenError } from '../../errors.js';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/trpc.js';
import type { SessionUser } from '../accounts/settings.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { workActor } from '../../work/access.js';
import { DEFECT_SEVERITIES, type InspectionDetail } from '../inspections/model.js';
import { AVAILABLE_PHOTO_OWNERS, WALK_AROUND_ITEMS, type Photo, type WalkAroundRecord } from './model.js';
import {
  completeWalkAround,
  deletePhoto,
  getWalkAround,
  listPhotos,
  reportOdometer,
  reportWithOdometer,
  type PhotoReader,
} from './repository.js';

/** Managers and drivers of a client (admins reach no client's photos). */
function readerOf(user: SessionUser): PhotoReader {
  if (user.role !== 'manager' && user.role !== 'user') throw new ForbiddenError('Managers and drivers only');
  return { clientId: workActor(user).clientId, driverUserId: user.role === 'user' ? user.id : null };
}

const driverProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'user') throw new ForbiddenError('Drivers only');
  return next();
});

const odometerKm = z.number().int().min(0).max(9_999_999).nullish();

export const photosRouter = router({
  /** An owner's photos, oldest first. */
  list: authedProcedure
    .input(z.strictObject({ ownerKind: z.enum(AVAILABLE_PHOTO_OWNERS), ownerId: z.uuid() }))
    .query(({ ctx, input }): Promise<Photo[]> => listPhotos(ctx.db, readerOf(ctx.user), input)),

  /** Deletes a photo and its files (a driver only their own). */
  delete: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .mutation(async ({ ctx, input }): Promise<{ id: string }> => {
      await deletePhoto(ctx.db, readerOf(ctx.user), input.id);
      return input;
    }),

  /** The checklist and odometer of a walk-around. */
  walkAround: authedProcedure
    .input(z.strictObject({ inspectionId: z.uuid() }))
    .query(({ ctx, input }): Promise<WalkAroundRecord> =>
      getWalkAround(ctx.db, readerOf(ctx.user), input.inspectionId),
    ),

  /**
   * The driver's walk-around check of a vehicle they drive: every item passed or failed, a failed
   * item with the defect's words; completes the inspection, each defect with its task.
   */
  completeWalkAround: driverProcedure
    .input(
      z.strictObject({
        inspectionId: z.uuid(),
        odometerKm,
        notes: multiLineText(2000).optional(),
        checks: z
          .array(
            z.strictObject({
              item: z.enum(WALK_AROUND_ITEMS),
              passed: z.boolean(),
              defect: singleLineText(200).trim().optional(),
              severity: z.enum(DEFECT_SEVERITIES).optional(),
            }),
          )
          .max(WALK_AROUND_ITEMS.length),
      }),
    )
    .mutation(({ ctx, input }): Promise<InspectionDetail> =>
      completeWalkAround(ctx.db, workActor(ctx.user), input),
    ),

  /** A driver's problem report with an odometer reading (photos follow over HTTP). */
  report: driverProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        title: singleLineText(200).trim().min(1),
        description: multiLineText(4000).default(''),
        odometerKm,
      }),
    )
    .mutation(({ ctx, input }) => reportWithOdometer(ctx.db, workActor(ctx.user), input)),

  /** The odometer a driver's report carried. */
  reportOdometer: authedProcedure
    .input(z.strictObject({ taskId: z.uuid() }))
    .query(({ ctx, input }): Promise<number | null> =>
      reportOdometer(ctx.db, readerOf(ctx.user), input.taskId),
    ),
});
