/**
 * The `map.*` procedures (docs/map.md): the overview (vehicles with attention and last known
 * position, depots), the live positions of the caller's client, depots and trackers. Managers
 * only; another client's ids answer NOT_FOUND and change nothing.
 */
import { FieldError, NotFoundError, PreconditionFailedError } from '../../errors.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { managerProcedure, router } from '../../trpc/trpc.js';
import { checkVersion, nextVersion } from '../../db/versions.js';
import { singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor, writing } from '../../work/access.js';
import { createDevice, listDevices, revokeDevice } from './devices.js';
import { positionFeed } from './feed.js';
import type {
  CreatedTrackerDevice,
  Depot,
  MapOverview,
  MapPosition,
  NearestWorkshop,
  TrackerDevice,
} from './model.js';
import { IDENTIFIER_PATTERN } from './osmand.js';
import { listDepots, mapOverview } from './positions.js';
import { depots } from './schema.js';
import { nearestPreferredWorkshop } from './workshops.js';

const depotFields = {
  name: singleLineText(120).trim().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radiusM: z.number().int().min(20).max(20_000),
};

const depotColumns = {
  id: depots.id,
  name: depots.name,
  lat: depots.lat,
  lon: depots.lon,
  radiusM: depots.radiusM,
  version: depots.version,
};

const noSuchDepot = () => new NotFoundError('No such depot');

export const mapRouter = router({
  overview: managerProcedure.query(({ ctx }): Promise<MapOverview> =>
    mapOverview(ctx.db, workActor(ctx.user).clientId),
  ),

  /** Every new last known position of the client's vehicles, from every instance, while open. */
  positions: managerProcedure.subscription(async function* ({ ctx, signal }): AsyncGenerator<MapPosition> {
    const { clientId } = workActor(ctx.user);
    if (!ctx.events) throw new PreconditionFailedError('No live positions here');
    yield* positionFeed(ctx.db, ctx.events).follow(clientId, signal);
  }),

  /** The preferred workshop nearest the vehicle's last known position (null: none, or no position). */
  nearestWorkshop: managerProcedure
    .input(z.strictObject({ vehicleId: z.uuid() }))
    .query(({ ctx, input }): Promise<NearestWorkshop | null> =>
      nearestPreferredWorkshop(ctx.db, workActor(ctx.user).clientId, input.vehicleId),
    ),

  depots: managerProcedure.query(({ ctx }): Promise<Depot[]> =>
    listDepots(ctx.db, workActor(ctx.user).clientId),
  ),

  createDepot: managerProcedure
    .input(z.strictObject(depotFields))
    .mutation(async ({ ctx, input }): Promise<Depot> => {
      const { clientId } = workActor(ctx.user);
      const [row] = await ctx.db
        .insert(depots)
        .values({ clientId, ...input })
        .onConflictDoNothing()
        .returning(depotColumns);
      // Names are unique per client whatever their case (depots_client_name_idx).
      if (!row) throw new FieldError('name', 'duplicate');
      return row;
    }),

  /** Made from an older `expectedVersion` than the stored one: CONFLICT with who changed the depot and when. */
  updateDepot: managerProcedure
    .input(z.strictObject({ id: z.uuid(), expectedVersion, ...depotFields }))
    .mutation(async ({ ctx, input: { id, expectedVersion, ...fields } }): Promise<Depot> => {
      const actor = workActor(ctx.user);
      return writing(ctx.db, async (tx) => {
        const [current] = await tx
          .select()
          .from(depots)
          .where(and(eq(depots.id, id), eq(depots.clientId, actor.clientId)))
          .for('update');
        if (!current) throw noSuchDepot();
        await checkVersion(tx, current, expectedVersion);
        const [taken] = await tx
          .select({ id: depots.id })
          .from(depots)
          .where(
            and(
              eq(depots.clientId, actor.clientId),
              sql`lower(${depots.name}) = lower(${fields.name})`,
              ne(depots.id, id),
            ),
          );
        if (taken) throw new FieldError('name', 'duplicate');
        const [row] = await tx
          .update(depots)
          .set({ ...fields, ...nextVersion(actor.userId), updatedAt: new Date() })
          .where(eq(depots.id, id))
          .returning(depotColumns);
        return row!;
      });
    }),

  deleteDepot: managerProcedure.input(z.strictObject({ id: z.uuid() })).mutation(async ({ ctx, input }) => {
    const { clientId } = workActor(ctx.user);
    const deleted = await ctx.db
      .delete(depots)
      .where(and(eq(depots.id, input.id), eq(depots.clientId, clientId)))
      .returning({ id: depots.id });
    if (deleted.length === 0) throw noSuchDepot();
    return { id: input.id };
  }),

  devices: managerProcedure.query(({ ctx }): Promise<TrackerDevice[]> =>
    listDevices(ctx.db, workActor(ctx.user).clientId),
  ),

  /** A tracker for a vehicle; the answer holds its secret, shown this once. */
  createDevice: managerProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        name: singleLineText(120).trim().min(1),
        identifier: z.string().trim().regex(IDENTIFIER_PATTERN).nullish(),
      }),
    )
    .mutation(({ ctx, input }): Promise<CreatedTrackerDevice> =>
      createDevice(ctx.db, workActor(ctx.user), input),
    ),

  revokeDevice: managerProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .mutation(({ ctx, input }): Promise<TrackerDevice> =>
      revokeDevice(ctx.db, workActor(ctx.user), input.id),
    ),
});
