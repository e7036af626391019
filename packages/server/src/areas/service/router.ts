/**
 * The `service.*` procedures (docs/service.md): managers plan, schedule and record service for
 * their client's vehicles; a driver may read and add odometer readings of the vehicles they
 * drive. Every input is bounded; another client's ids answer NOT_FOUND and change nothing.
 */
import { tracked } from '@trpc/server';
import { FieldError, ForbiddenError } from '../../errors.js';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, pageFields } from '../../trpc/workInputs.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import { LANGUAGES, type SessionUser } from '../accounts/settings.js';
import { multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor } from '../../work/access.js';
import {
  addManualReading,
  getEntry,
  listEntries,
  listReadings,
  recordEntry,
  type ReadingScope,
} from './entries.js';
import {
  SCHEDULE_MODES,
  SERVICE_COVERED_BY,
  SERVICE_LINE_KINDS,
  SERVICE_STATES,
  VAT_RATES,
  type OdometerReadingPage,
  type PlanApplySummary,
  type ServiceEntry,
  type ServiceEntryExportChunk,
  type ServiceEntryPage,
  type ServicePlan,
  type ServiceSchedule,
  type ServiceSchedulePage,
  type ServiceTask,
  type ServiceVisit,
  type ServiceVisitProposal,
} from './model.js';
import { applyPlan, createPlan, listPlans, updatePlan } from './plans.js';
import { createSchedule, getSchedule, listSchedules, listServiceTasks, updateSchedule } from './schedules.js';
import { organisations } from './schema.js';
import { planVisit, visitProposal } from './visits.js';

/** Entries per message of the service book's export. */
export const ENTRY_EXPORT_CHUNK = 100;

/** `sent.cursor` (or `sent.end`): where a resumed export goes on, as the register's export. */
function parseResume(lastEventId: string | null | undefined): { sent: number; cursor: string } | null {
  if (!lastEventId) return null;
  const match = /^(\d{1,9})\.(end|[A-Za-z0-9_-]+)$/.exec(lastEventId);
  if (!match) throw new FieldError('lastEventId', 'invalid');
  return { sent: Number(match[1]), cursor: match[2]! };
}

const entryFilters = {
  vehicleId: z.uuid().nullish(),
  workshopOrganisationId: z.uuid().nullish(),
  serviceTaskId: z.uuid().nullish(),
};

const km = z.number().int().min(0).max(9_999_999);
const hours = z.number().int().min(0).max(1_000_000);
/** At most two decimals (øre, hundredths of a unit). */
const cents = (schema: z.ZodNumber) =>
  schema.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'At most two decimals',
    params: { code: 'invalid_format' },
  });

const intervalFields = {
  intervalKm: z.number().int().min(1).max(1_000_000).nullish(),
  intervalHours: z.number().int().min(1).max(100_000).nullish(),
  intervalMonths: z.number().int().min(1).max(240).nullish(),
  mode: z.enum(SCHEDULE_MODES).optional(),
};

const scheduleFields = {
  ...intervalFields,
  soonKm: z.number().int().min(0).max(100_000).optional(),
  soonDays: z.number().int().min(0).max(365).optional(),
  soonHours: z.number().int().min(0).max(10_000).optional(),
  lastDoneOn: isoDate.optional(),
  lastDoneKm: km.optional(),
  lastDoneHours: hours.nullish(),
  paused: z.boolean().optional(),
};

const planItems = z
  .array(z.strictObject({ serviceTaskId: z.uuid(), ...intervalFields }))
  .min(1)
  .max(30);

const line = z.strictObject({
  kind: z.enum(SERVICE_LINE_KINDS),
  description: singleLineText(200).trim().default(''),
  quantity: cents(z.number().positive().max(100_000)),
  unitPrice: cents(z.number().min(0).max(10_000_000)),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))).default(25),
  coveredBy: z.enum(SERVICE_COVERED_BY).default('own'),
});

/** A manager reads their client's vehicles; a driver the vehicles they drive; admins nothing here. */
function readingScope(user: SessionUser): ReadingScope & { userId: string } {
  if ((user.role !== 'manager' && user.role !== 'user') || !user.clientId)
    throw new ForbiddenError('Managers and drivers only');
  return { clientId: user.clientId, driverUserId: user.role === 'user' ? user.id : null, userId: user.id };
}

export const serviceRouter = router({
  /** The client's service task catalogue (names in five languages). */
  tasks: managerProcedure.query(({ ctx }): Promise<ServiceTask[]> =>
    listServiceTasks(ctx.db, workActor(ctx.user).clientId),
  ),

  /** Workshops to choose from (the client's organisations), by name. */
  workshops: managerProcedure.query(async ({ ctx }): Promise<{ id: string; name: string }[]> =>
    ctx.db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.clientId, workActor(ctx.user).clientId)))
      .orderBy(asc(organisations.name), asc(organisations.id))
      .limit(500),
  ),

  /**
   * Schedules of vehicles in use by due date, soonest first (those by km or hours only last). The
   * first page carries the total unless `total: false`: counting scans every schedule of the
   * filter, so a large fleet's Due list asks for its page and its counts as separate calls. Each
   * row is a list row (`ServiceScheduleItem`: what the table shows, days as ISO strings, no Date);
   * `getSchedule` answers the whole schedule. With `language`, each row's task names only the
   * reader's (a fifth of the names' bytes).
   */
  listSchedules: managerProcedure
    .input(
      z.strictObject({
        ...pageFields,
        state: z.array(z.enum(SERVICE_STATES)).max(SERVICE_STATES.length).nullish(),
        vehicleId: z.uuid().nullish(),
        serviceTaskId: z.uuid().nullish(),
        dueBefore: isoDate.nullish(),
        total: z.boolean().optional(),
        /** Each row's task names in this language alone (the reader's), not all five. */
        language: z.enum(LANGUAGES).nullish(),
      }),
    )
    .query(({ ctx, input }): Promise<ServiceSchedulePage> =>
      listSchedules(ctx.db, workActor(ctx.user).clientId, input),
    ),

  getSchedule: managerProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<ServiceSchedule> =>
      getSchedule(ctx.db, workActor(ctx.user).clientId, input.id),
    ),

  createSchedule: managerProcedure
    .input(z.strictObject({ vehicleId: z.uuid(), serviceTaskId: z.uuid(), ...scheduleFields }))
    .mutation(({ ctx, input }): Promise<ServiceSchedule> =>
      createSchedule(ctx.db, workActor(ctx.user), input),
    ),

  /**
   * Changes the given fields; `null` clears an interval. Made from an older `expectedVersion` than
   * the stored one: CONFLICT with who changed the schedule and when (a service recorded, a plan
   * pushed or another edit).
   */
  updateSchedule: managerProcedure
    .input(z.strictObject({ id: z.uuid(), expectedVersion, ...scheduleFields }))
    .mutation(({ ctx, input: { id, expectedVersion, ...changes } }): Promise<ServiceSchedule> =>
      updateSchedule(ctx.db, workActor(ctx.user), id, changes, expectedVersion),
    ),

  listPlans: managerProcedure.query(({ ctx }): Promise<ServicePlan[]> =>
    listPlans(ctx.db, workActor(ctx.user).clientId),
  ),

  createPlan: managerProcedure
    .input(
      z.strictObject({
        name: singleLineText(120).trim().min(1),
        items: planItems,
      }),
    )
    .mutation(({ ctx, input }): Promise<ServicePlan> => createPlan(ctx.db, workActor(ctx.user), input)),

  /**
   * Changes a plan (its name and items, whole); with `push`, its schedules follow in the same
   * transaction and the answer says what changed on them. Made from an older `expectedVersion`:
   * CONFLICT with who changed the plan and when.
   */
  updatePlan: managerProcedure
    .input(
      z.strictObject({
        id: z.uuid(),
        expectedVersion,
        name: singleLineText(120).trim().min(1),
        items: planItems,
        push: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input }): Promise<{ plan: ServicePlan; pushed: PlanApplySummary | null }> =>
      updatePlan(ctx.db, workActor(ctx.user), input),
    ),

  /** One transaction: every vehicle gets the plan's schedules; answers what changed. */
  applyPlan: managerProcedure
    .input(z.strictObject({ planId: z.uuid(), vehicleIds: z.array(z.uuid()).min(1).max(500) }))
    .mutation(({ ctx, input }): Promise<PlanApplySummary> => applyPlan(ctx.db, workActor(ctx.user), input)),

  /** Records a service: resets the schedules of the tasks done, closes their tasks, adds the reading. */
  recordEntry: managerProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        performedOn: isoDate,
        odometerKm: km,
        engineHours: hours.nullish(),
        odometerCorrection: z.boolean().default(false),
        workshopOrganisationId: z.uuid().nullish(),
        workshopName: singleLineText(200).trim().default(''),
        serviceTaskIds: z.array(z.uuid()).max(30).default([]),
        lines: z.array(line).max(100).default([]),
        notes: multiLineText(4000).default(''),
        taskId: z.uuid().nullish(),
      }),
    )
    .mutation(({ ctx, input }): Promise<ServiceEntry> => recordEntry(ctx.db, workActor(ctx.user), input)),

  /**
   * Bundle the visit: what the vehicle has due within 30 days or 1,000 km across its service
   * schedules, periodic inspection and tachograph calibration, and its planned visit if one is open.
   */
  visit: managerProcedure
    .input(z.strictObject({ vehicleId: z.uuid() }))
    .query(({ ctx, input }): Promise<ServiceVisitProposal> =>
      visitProposal(ctx.db, workActor(ctx.user).clientId, input.vehicleId),
    ),

  /**
   * Plans that as one workshop visit with one task (its items the visit's). Once per vehicle: while
   * its task is open, another call answers the same visit (`created: false`).
   */
  planVisit: managerProcedure
    .input(z.strictObject({ vehicleId: z.uuid() }))
    .mutation(({ ctx, input }): Promise<{ visit: ServiceVisit; created: boolean }> =>
      planVisit(ctx.db, workActor(ctx.user), input.vehicleId),
    ),

  /** The service book, newest first. */
  listEntries: managerProcedure
    .input(
      z.strictObject({
        ...pageFields,
        ...entryFilters,
      }),
    )
    .query(({ ctx, input }): Promise<ServiceEntryPage> =>
      listEntries(ctx.db, workActor(ctx.user).clientId, input),
    ),

  /**
   * The service book for its CSV file, streamed over the WebSocket like the register's export:
   * ENTRY_EXPORT_CHUNK entries a message, newest first, each wrapped by `tracked` so that a
   * reconnect resumes after the last chunk received instead of starting over. The app writes the
   * file in the person's language (packages/app/src/areas/service/csv.ts).
   */
  exportEntries: managerProcedure
    .input(
      z.strictObject({
        ...entryFilters,
        /** Sent back by tRPC's wsLink when it resubscribes after a reconnect: the export resumes there. */
        lastEventId: z.string().max(2100).nullish(),
      }),
    )
    .subscription(async function* ({ ctx, input, signal }) {
      const { lastEventId, ...filters } = input;
      const clientId = workActor(ctx.user).clientId;
      const resume = parseResume(lastEventId);
      const counted = await listEntries(ctx.db, clientId, { ...filters, limit: 1 });
      const total = counted.total ?? 0;
      let sent = resume?.sent ?? 0;
      if (resume?.cursor === 'end') {
        const last: ServiceEntryExportChunk = { entries: [], sent, total: Math.max(total, sent), done: true };
        yield tracked(lastEventId!, last);
        return;
      }
      let cursor: string | null = resume?.cursor ?? null;
      for (;;) {
        if (signal?.aborted) return;
        const page = await listEntries(ctx.db, clientId, {
          ...filters,
          cursor,
          direction: 'forward',
          limit: ENTRY_EXPORT_CHUNK,
        });
        sent += page.items.length;
        cursor = page.nextCursor;
        const chunk: ServiceEntryExportChunk = {
          entries: page.items,
          sent,
          total: Math.max(total, sent),
          done: cursor === null,
        };
        yield tracked(`${sent}.${cursor ?? 'end'}`, chunk);
        if (chunk.done) return;
      }
    }),

  getEntry: managerProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .query(({ ctx, input }): Promise<ServiceEntry> =>
      getEntry(ctx.db, workActor(ctx.user).clientId, input.id),
    ),

  /** A vehicle's odometer chain, newest first (drivers: their own vehicles). */
  readings: authedProcedure
    .input(z.strictObject({ vehicleId: z.uuid(), ...pageFields }))
    .query(({ ctx, input: { vehicleId, ...page } }): Promise<OdometerReadingPage> =>
      listReadings(ctx.db, readingScope(ctx.user), vehicleId, page),
    ),

  /** Adds a reading (drivers: for a vehicle they drive); lower than the last needs `correction`. */
  addReading: authedProcedure
    .input(
      z.strictObject({
        vehicleId: z.uuid(),
        readOn: isoDate.optional(),
        odometerKm: km,
        engineHours: hours.nullish(),
        correction: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input }): Promise<{ id: number }> =>
      addManualReading(ctx.db, readingScope(ctx.user), input),
    ),
});
