/**
 * The `timereg.*` procedures (docs/timereg.md): a driver records their own working days, trips and
 * day passes; a manager any of their client's drivers', approves months, sets agreements. Admins
 * have no part here. Every input is bounded; another client's ids answer NOT_FOUND.
 */
import { ForbiddenError, InvalidInputError } from '../../errors.js';
import { z } from 'zod';
import { isoDate } from '../../trpc/workInputs.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import type { SessionUser } from '../accounts/settings.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import {
  approveMonth,
  listAgreements,
  listDays,
  saveDay,
  setAgreement,
  weekView,
  type TimeregActor,
} from './days.js';
import { DAY_MODES } from './model.js';
import { PERIOD_KINDS, TRIP_KINDS } from './rules.js';
import { addDayPass, addTrip, approveTrips, listRates, setRate, submitTrip, tripMonth } from './trips.js';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const month = z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/);
const km = z.number().int().min(0).max(9_999_999);

function actorOf(user: SessionUser): TimeregActor {
  if ((user.role !== 'manager' && user.role !== 'user') || !user.clientId)
    throw new ForbiddenError('Managers and drivers only');
  return { userId: user.id, clientId: user.clientId, manager: user.role === 'manager' };
}

const period = z.strictObject({
  kind: z.enum(PERIOD_KINDS),
  start: clock,
  end: clock,
  vehicleId: z.uuid().nullish(),
  taskId: z.uuid().nullish(),
});

export const timeregRouter = router({
  /** Records a working day (drivers: their own); an approved day needs `correction`. */
  saveDay: authedProcedure
    .input(
      z.strictObject({
        driverId: z.uuid().nullish(),
        date: isoDate,
        mode: z.enum(DAY_MODES),
        periods: z.array(period).max(48).optional(),
        totalMinutes: z.number().int().min(0).max(1440).nullish(),
        deviationMinutes: z.number().int().min(-1440).max(1440).optional(),
        note: multiLineText(2000).optional(),
        correction: z.boolean().optional(),
        /** The day's `revision` the person last saw; 0: no day was recorded on that date. */
        expectedRevision: z.number().int().min(0).max(2_147_483_647),
      }),
    )
    .mutation(({ ctx, input }) => saveDay(ctx.db, actorOf(ctx.user), input)),

  /** Working days between two dates, at most 62 days (drivers: their own). */
  days: authedProcedure
    .input(z.strictObject({ driverId: z.uuid().nullish(), from: isoDate, to: isoDate }))
    .query(({ ctx, input }) => {
      const span = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
      if (span < 0 || span > 62) throw new InvalidInputError('At most 62 days');
      return listDays(ctx.db, actorOf(ctx.user), input);
    }),

  /** The week grid of every driver with the rules' flags (Monday to Sunday around `date`). */
  week: managerProcedure
    .input(z.strictObject({ date: isoDate }))
    .query(({ ctx, input }) => weekView(ctx.db, actorOf(ctx.user).clientId, input.date)),

  approveMonth: managerProcedure
    .input(z.strictObject({ month, driverId: z.uuid().nullish() }))
    .mutation(({ ctx, input }) => approveMonth(ctx.db, actorOf(ctx.user), input)),

  agreements: managerProcedure.query(({ ctx }) => listAgreements(ctx.db, actorOf(ctx.user).clientId)),

  setAgreement: managerProcedure
    .input(
      z.strictObject({
        userId: z.uuid(),
        weeklyMinutes: z.number().int().min(0).max(6000),
        dayStart: clock,
        dayEnd: clock,
        breakMinutes: z.number().int().min(0).max(240),
        tachograph: z.boolean(),
        exemption: singleLineText(500).trim(),
        /** The agreement's `version` the form was opened with; null: it showed the defaults. */
        expectedVersion: expectedVersion.nullable(),
      }),
    )
    .mutation(({ ctx, input }) => setAgreement(ctx.db, actorOf(ctx.user), input)),

  /** Records a trip and joins its odometer start and end to the vehicle's chain. */
  addTrip: authedProcedure
    .input(
      z.strictObject({
        driverId: z.uuid().nullish(),
        vehicleId: z.uuid(),
        date: isoDate,
        start: clock,
        end: clock,
        from: singleLineText(200).trim().min(1),
        to: singleLineText(200).trim().min(1),
        purpose: singleLineText(500).trim().optional(),
        kind: z.enum(TRIP_KINDS),
        odometerStart: km,
        odometerEnd: km,
        submit: z.boolean().optional(),
        odometerCorrection: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }) => addTrip(ctx.db, actorOf(ctx.user), input)),

  submitTrip: authedProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .mutation(({ ctx, input }) => submitTrip(ctx.db, actorOf(ctx.user), input.id)),

  /** A month of the kørebog with its flags (drivers: their own trips). */
  trips: authedProcedure
    .input(z.strictObject({ month, driverId: z.uuid().nullish(), vehicleId: z.uuid().nullish() }))
    .query(({ ctx, input }) => tripMonth(ctx.db, actorOf(ctx.user), input)),

  approveTrips: managerProcedure
    .input(z.strictObject({ month, driverId: z.uuid().nullish() }))
    .mutation(({ ctx, input }) => approveTrips(ctx.db, actorOf(ctx.user), input)),

  addDayPass: authedProcedure
    .input(z.strictObject({ vehicleId: z.uuid(), date: isoDate, driverId: z.uuid().nullish() }))
    .mutation(({ ctx, input }) => addDayPass(ctx.db, actorOf(ctx.user), input)),

  /** The mileage-allowance rates per year: the client's own where set, else the national ones. */
  rates: authedProcedure.query(({ ctx }) => listRates(ctx.db, actorOf(ctx.user).clientId)),

  setRate: managerProcedure
    .input(
      z.strictObject({
        year: z.number().int().min(2000).max(2100),
        rateLow: z.number().min(0).max(99.99),
        rateHigh: z.number().min(0).max(99.99),
        thresholdKm: z.number().int().min(1).max(1_000_000),
        /** The rate's `version` the form was opened with; null: it showed the national rates. */
        expectedVersion: expectedVersion.nullable(),
      }),
    )
    .mutation(({ ctx, input }) => setRate(ctx.db, actorOf(ctx.user), input)),
});
