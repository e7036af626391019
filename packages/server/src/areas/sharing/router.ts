/**
 * The `sharing.*` procedures (docs/sharing.md): drivers see the pools, book, cancel, check out and
 * in their own bookings; managers also book for others, approve requests, set pools and rules, see
 * the timeline and utilisation, and make and revoke share links. Admins have no part here. Every
 * input is bounded; another client's ids answer NOT_FOUND.
 */
import { ForbiddenError, InvalidInputError } from '../../errors.js';
import { z } from 'zod';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import type { SessionUser } from '../accounts/settings.js';
import { instant } from '../../validation/dates.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { phonePlace } from '../../validation/place.js';
import { expectedVersion } from '../../validation/versions.js';
import {
  book,
  cancel,
  checkIn,
  checkOut,
  decide,
  freeVehicles,
  listBookings,
  listPools,
  listRequests,
  listTimeline,
  myBookings,
  savePool,
  vehicleBookings,
  utilisation,
  type SharingActor,
} from './bookings.js';
import { feedOf, renewFeed, revokeFeed } from './feeds.js';
import { createLink, listLinks, revokeLink } from './links.js';
import { TRIP_KINDS } from '../timereg/rules.js';
import { POOL_BOOKERS, SHARE_LINK_DAYS, SHARE_LINK_KINDS } from './model.js';

const month = z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/);
const km = z.number().int().min(0).max(9_999_999);
const level = z.number().int().min(0).max(100);
const DAY = 86_400_000;
/** Whose bookings a calendar feed shows: one's own, or a vehicle's (managers only). */
const feedTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('vehicle'), vehicleId: z.uuid() }),
]);

export function sharingActor(user: SessionUser): SharingActor {
  if ((user.role !== 'manager' && user.role !== 'user') || !user.clientId)
    throw new ForbiddenError('Managers and drivers only');
  return { userId: user.id, clientId: user.clientId, manager: user.role === 'manager' };
}

export const sharingRouter = router({
  /**
   * The client's pools, their rules and vehicles (with why each cannot be booked today; for a
   * driver, a vehicle their driving licence does not cover too).
   */
  pools: authedProcedure.query(({ ctx }) => {
    const actor = sharingActor(ctx.user);
    return listPools(ctx.db, actor.clientId, actor.manager ? undefined : actor.userId);
  }),

  savePool: managerProcedure
    .input(
      z
        .strictObject({
          id: z.uuid().nullish(),
          name: singleLineText(200).trim().min(1),
          whoMayBook: z.enum(POOL_BOOKERS),
          maxHours: z.number().int().min(1).max(744),
          leadMinutes: z.number().int().min(0).max(10080),
          bufferMinutes: z.number().int().min(0).max(1440),
          approvalOverHours: z.number().int().min(0).max(744).nullable(),
          noShowMinutes: z.number().int().min(5).max(1440).nullable(),
          vehicleIds: z.array(z.uuid()).max(500),
          /** With `id`: the pool's version the edit was made from; a stale one is refused with CONFLICT. */
          expectedVersion: expectedVersion.optional(),
        })
        .refine((input) => !input.id || input.expectedVersion !== undefined, {
          path: ['expectedVersion'],
          message: 'required',
        }),
    )
    .mutation(({ ctx, input }) => savePool(ctx.db, sharingActor(ctx.user), input)),

  /** The bookings meeting [from, to) in full, at most 62 days (the timeline takes `timeline`). */
  bookings: managerProcedure
    .input(z.strictObject({ from: instant, to: instant, poolId: z.uuid().nullish() }))
    .query(({ ctx, input }) => {
      const span = (input.to.getTime() - input.from.getTime()) / DAY;
      if (span <= 0 || span > 62) throw new InvalidInputError('At most 62 days');
      return listBookings(ctx.db, sharingActor(ctx.user).clientId, input);
    }),

  /** The timeline's bookings: only what it draws, at most 62 days (docs/sharing.md "The timeline's speed"). */
  timeline: managerProcedure
    .input(z.strictObject({ from: instant, to: instant, poolId: z.uuid().nullish() }))
    .query(({ ctx, input }) => {
      const span = (input.to.getTime() - input.from.getTime()) / DAY;
      if (span <= 0 || span > 62) throw new InvalidInputError('At most 62 days');
      return listTimeline(ctx.db, sharingActor(ctx.user).clientId, input);
    }),

  /** The pool's vehicles free for [from, to) (buffers included), each with why it cannot be booked. */
  free: authedProcedure
    .input(
      z
        .strictObject({
          poolId: z.uuid(),
          from: instant,
          to: instant,
          /** Managers: whose licence counts (someone of the client); the caller's by default. */
          driverId: z.uuid().nullish(),
        })
        .refine(({ from, to }) => to > from && to.getTime() - from.getTime() <= 31 * DAY, {
          path: ['to'],
          error: 'After the start, at most 31 days later',
          params: { code: 'out_of_range' },
        }),
    )
    .query(({ ctx, input }) => {
      const actor = sharingActor(ctx.user);
      if (input.driverId && input.driverId !== actor.userId && !actor.manager)
        throw new ForbiddenError('Managers ask for others');
      return freeVehicles(ctx.db, actor, input);
    }),

  myBookings: authedProcedure.query(({ ctx }) => myBookings(ctx.db, sharingActor(ctx.user))),

  /** A vehicle's running and coming bookings and its pool, for the vehicle page. */
  vehicleBookings: managerProcedure
    .input(z.strictObject({ vehicleId: z.uuid() }))
    .query(({ ctx, input }) => vehicleBookings(ctx.db, sharingActor(ctx.user).clientId, input.vehicleId)),

  requests: managerProcedure.query(({ ctx }) => listRequests(ctx.db, sharingActor(ctx.user).clientId)),

  book: authedProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid().nullish(),
        poolId: z.uuid().nullish(),
        driverId: z.uuid().nullish(),
        startsAt: instant,
        endsAt: instant,
        purpose: singleLineText(500).trim().optional(),
      }),
    )
    .mutation(({ ctx, input }) => book(ctx.db, sharingActor(ctx.user), input)),

  decide: managerProcedure
    .input(z.strictObject({ id: z.uuid(), approve: z.boolean() }))
    .mutation(({ ctx, input }) => decide(ctx.db, sharingActor(ctx.user), input)),

  cancel: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .mutation(({ ctx, input }) => cancel(ctx.db, sharingActor(ctx.user), input.id)),

  checkOut: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        odometerKm: km,
        level,
        damagesAcknowledged: z.boolean(),
        place: phonePlace.optional(),
      }),
    )
    .mutation(({ ctx, input }) => checkOut(ctx.db, sharingActor(ctx.user), input)),

  checkIn: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        odometerKm: km,
        level,
        note: multiLineText(2000).optional(),
        trip: z
          .strictObject({
            from: singleLineText(200).trim().min(1),
            to: singleLineText(200).trim().min(1),
            purpose: singleLineText(500).trim().optional(),
            kind: z.enum(TRIP_KINDS),
          })
          .optional(),
        place: phonePlace.optional(),
      }),
    )
    .mutation(({ ctx, input }) => checkIn(ctx.db, sharingActor(ctx.user), input)),

  /** Booked hours per pool vehicle in a month. */
  utilisation: managerProcedure
    .input(z.strictObject({ month }))
    .query(({ ctx, input }) => utilisation(ctx.db, sharingActor(ctx.user).clientId, input.month)),

  /** Every active share link of the client. */
  links: managerProcedure.query(({ ctx }) => listLinks(ctx.db, sharingActor(ctx.user).clientId)),

  createLink: managerProcedure
    .input(
      z.strictObject({
        kind: z.enum(SHARE_LINK_KINDS),
        targetId: z.uuid(),
        label: singleLineText(200).trim().min(1),
        days: z.number().int().min(1).max(SHARE_LINK_DAYS.max).optional(),
      }),
    )
    .mutation(({ ctx, input }) => createLink(ctx.db, sharingActor(ctx.user), input)),

  /** The caller's active calendar feed of their own bookings or a vehicle's (its address is not kept). */
  feed: authedProcedure
    .input(feedTarget)
    .query(({ ctx, input }) => feedOf(ctx.db, sharingActor(ctx.user), input)),

  /** Ends the caller's feed of the target and makes a new address, answered this once. */
  renewFeed: authedProcedure
    .input(feedTarget)
    .mutation(({ ctx, input }) => renewFeed(ctx.db, sharingActor(ctx.user), input)),

  revokeFeed: authedProcedure
    .input(feedTarget)
    .mutation(({ ctx, input }) => revokeFeed(ctx.db, sharingActor(ctx.user), input)),

  revokeLink: managerProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .mutation(({ ctx, input }) => revokeLink(ctx.db, sharingActor(ctx.user), input.id)),
});
