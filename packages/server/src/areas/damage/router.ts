/**
 * The `damage.*` procedures (docs/damage.md): the register for managers (their client) and admins
 * (every client), a driver's report of a damage on a vehicle they drive, edits and the status
 * actions the rules allow, each with who and when. Every input is bounded; another client's ids
 * answer NOT_FOUND and change nothing.
 */
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { z } from 'zod';
import { isoDate } from '../../trpc/workInputs.js';
import { authedProcedure, router } from '../../trpc/trpc.js';
import type { SessionUser } from '../accounts/settings.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { NO_CLIENT } from '../../work/access.js';
import {
  DAMAGE_ACTIONS,
  DAMAGE_CLASSES,
  DAMAGE_SEVERITIES,
  DAMAGE_STATUSES,
  DAMAGE_ZONES,
  MAX_DAMAGE_ORE,
  type DamageDetail,
  type DamagePage,
  type DamageSource,
  type PhotoComparison,
  type SuggestedChange,
} from './model.js';
import { decideSuggestion, detectOnPhoto, listComparisons } from './suggestions.js';
import { damageModelStatus, type DamageModelStatus, type DetectedDamage } from './modelSlot.js';
import {
  actOnDamage,
  createDamage,
  getDamage,
  listDamages,
  updateDamage,
  type DamageUser,
} from './repository.js';

/** Managers (their client), admins (every client, or the one asked for), drivers (their vehicles). */
function damageUser(user: SessionUser, clientId?: string | null): DamageUser {
  if (user.role === 'admin') return { userId: user.id, clientId: clientId ?? null, driver: false };
  const own = user.clientId ?? NO_CLIENT;
  if (clientId && clientId !== own) throw new NotFoundError('No such client');
  return { userId: user.id, clientId: own, driver: user.role === 'user' };
}

/** Managers and admins only. */
function writer(user: SessionUser): DamageUser {
  if (user.role !== 'manager' && user.role !== 'admin') throw new ForbiddenError('Managers and admins only');
  return damageUser(user);
}

const ore = z.number().int().min(0).max(MAX_DAMAGE_ORE);

const fields = {
  zone: z.enum(DAMAGE_ZONES),
  damageClass: z.enum(DAMAGE_CLASSES),
  severity: z.enum(DAMAGE_SEVERITIES),
  description: multiLineText(2000).trim().default(''),
  foundOn: isoDate.optional(),
  estimateOre: ore.nullish(),
  actualOre: ore.nullish(),
};

export const damageRouter = router({
  /** The newest damages of the register or one vehicle, optionally by status. */
  list: authedProcedure
    .input(
      z.strictObject({
        clientId: z.uuid().optional(),
        vehicleId: z.uuid().optional(),
        statuses: z.array(z.enum(DAMAGE_STATUSES)).max(DAMAGE_STATUSES.length).optional(),
        limit: z.number().int().min(1).max(500).default(200),
      }),
    )
    .query(({ ctx, input }): Promise<DamagePage> =>
      listDamages(ctx.db, damageUser(ctx.user, input.clientId), input),
    ),

  /** One damage with its status history. */
  get: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<DamageDetail> => getDamage(ctx.db, damageUser(ctx.user), input.id)),

  /** Records a damage (a driver's: on a vehicle they drive, as a driver report, without costs). */
  create: authedProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        ...fields,
        // `check_in` is a confirmed suggested change's (decideChange), not typed in.
        source: z.enum(['inspection_defect', 'driver_report', 'manual'] satisfies DamageSource[]).optional(),
        defectId: z.uuid().nullish(),
        reportTaskId: z.uuid().nullish(),
      }),
    )
    .mutation(({ ctx, input }): Promise<DamageDetail> => createDamage(ctx.db, damageUser(ctx.user), input)),

  /**
   * Changes a damage's place, class, severity, words, date and costs. Made from an older
   * `expectedVersion` than the stored one: CONFLICT with who changed the damage and when.
   */
  update: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        expectedVersion,
        zone: fields.zone.optional(),
        damageClass: fields.damageClass.optional(),
        severity: fields.severity.optional(),
        description: multiLineText(2000).trim().optional(),
        foundOn: isoDate.optional(),
        estimateOre: ore.nullish(),
        actualOre: ore.nullish(),
      }),
    )
    .mutation(({ ctx, input: { id, expectedVersion, ...rest } }): Promise<DamageDetail> =>
      updateDamage(ctx.db, writer(ctx.user), id, rest, expectedVersion),
    ),

  /** Moves the status by an allowed action; "create_repair_task" makes the repair task. */
  act: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        action: z.enum(DAMAGE_ACTIONS),
        note: singleLineText(500).trim().optional(),
        task: z
          .strictObject({
            title: singleLineText(200).trim().optional(),
            assigneeUserId: z.uuid().nullish(),
            dueDate: isoDate.nullish(),
          })
          .optional(),
        actualOre: ore.nullish(),
      }),
    )
    .mutation(({ ctx, input }): Promise<DamageDetail> => actOnDamage(ctx.db, writer(ctx.user), input)),

  /**
   * The before/after comparisons of a booking, or of a vehicle's newest bookings with check-in
   * photos, each with its suggested changes (pairs not compared yet are compared first).
   * Managers and admins.
   */
  comparisons: authedProcedure
    .input(
      z
        .strictObject({ bookingId: z.uuid().optional(), vehicleId: z.uuid().optional() })
        .refine((scope) => Boolean(scope.bookingId) !== Boolean(scope.vehicleId), {
          message: 'A booking or a vehicle',
        }),
    )
    .query(({ ctx, input }): Promise<PhotoComparison[]> => listComparisons(ctx.db, writer(ctx.user), input)),

  /**
   * A person's decision on a suggested change: confirm (a damage with that photo and region, new
   * or confirmed at once) or dismiss (nothing is recorded).
   */
  decideChange: authedProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        decision: z.enum(['confirm', 'dismiss']),
        damageClass: fields.damageClass.optional(),
        severity: fields.severity.optional(),
        description: multiLineText(2000).trim().optional(),
        confirmed: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }): Promise<{ change: SuggestedChange; damage: DamageDetail | null }> =>
      decideSuggestion(ctx.db, writer(ctx.user), input),
    ),

  /** The model slot: not configured, ready (its file, input size and classes), or why not. */
  model: authedProcedure.query(({ ctx }): Promise<DamageModelStatus> => {
    writer(ctx.user);
    return damageModelStatus();
  }),

  /**
   * Runs the configured model on a photo of the client (its web-sized picture). Without a ready
   * model: the field error `model: <state>`; nothing is ever detected without one.
   */
  detect: authedProcedure
    .input(z.strictObject({ photoId: z.uuid() }))
    .mutation(({ ctx, input }): Promise<DetectedDamage[]> =>
      detectOnPhoto(ctx.db, writer(ctx.user), input.photoId),
    ),
});
