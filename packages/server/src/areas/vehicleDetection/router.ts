/**
 * The `vehicleDetection.*` procedures (docs/vehicle-detection.md), for managers: a scan to upload
 * photos to (through the photos area's upload, owner kind `vehicle_scan`), the plates of a stored
 * photo matched to the register, and the yard roll-call of a batch. Another client's photo or scan
 * answers NOT_FOUND; every input is bounded.
 */
import { z } from 'zod';
import { managerProcedure, router } from '../../trpc/trpc.js';
import { workActor } from '../../work/access.js';
import {
  MAX_RECENT_PHOTOS,
  MAX_ROLL_CALL_PHOTOS,
  SCAN_KINDS,
  type PhotoPlates,
  type RecentPhoto,
  type RollCall,
} from './model.js';
import { createScan, readPhotoPlates, recentPhotos, rollCall, scanPhotoIds } from './repository.js';

export const vehicleDetectionRouter = router({
  /** A new scan: upload its photos to /api/photos/upload?ownerKind=vehicle_scan&ownerId=<id>. */
  createScan: managerProcedure
    .input(z.strictObject({ kind: z.enum(SCAN_KINDS).default('single') }))
    .mutation(({ ctx, input }): Promise<{ id: string }> =>
      createScan(ctx.db, workActor(ctx.user), input.kind),
    ),

  /** The client's newest photos to choose from, each with the plate read from it earlier. */
  recentPhotos: managerProcedure
    .input(z.strictObject({ limit: z.number().int().min(1).max(MAX_RECENT_PHOTOS).default(24) }))
    .query(({ ctx, input }): Promise<RecentPhoto[]> =>
      recentPhotos(ctx.db, workActor(ctx.user), input.limit),
    ),

  /** The plates in a photo of the client, the likeliest first, each matched to the register. */
  readPhoto: managerProcedure
    .input(z.strictObject({ photoId: z.uuid() }))
    .mutation(({ ctx, input }): Promise<PhotoPlates> =>
      readPhotoPlates(ctx.db, workActor(ctx.user), input.photoId),
    ),

  /** The yard roll-call of a scan's photos, or of photos named one by one. */
  rollCall: managerProcedure
    .input(
      z.union([
        z.strictObject({ scanId: z.uuid() }),
        z.strictObject({ photoIds: z.array(z.uuid()).min(1).max(MAX_ROLL_CALL_PHOTOS) }),
      ]),
    )
    .mutation(async ({ ctx, input }): Promise<RollCall> => {
      const actor = workActor(ctx.user);
      const photoIds =
        'scanId' in input
          ? (await scanPhotoIds(ctx.db, actor, input.scanId)).slice(0, MAX_ROLL_CALL_PHOTOS)
          : [...new Set(input.photoIds)];
      return rollCall(ctx.db, actor, photoIds);
    }),
});
