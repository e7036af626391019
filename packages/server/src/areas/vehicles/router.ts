import { tracked } from '@trpc/server';
import { FieldError, ForbiddenError, NotFoundError } from '../../errors.js';
import { z } from 'zod';
import type { SessionUser } from '../accounts/settings.js';
import { VEHICLE_EXPORT_COLUMNS, vehicleCsvRow } from './csv.js';
import {
  COMPLIANCE_STATES,
  VEHICLE_FUELS,
  VEHICLE_SORTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type DriverOption,
  type Vehicle,
  type VehicleCount,
  type VehicleExportChunk,
  type VehicleHistoryPage,
  type VehiclePage,
} from './model.js';
import {
  countMatchingVehicles,
  getVehicle,
  listDrivers,
  listHistory,
  listVehicles,
  type ReadScope,
} from './queries.js';
import { createInput, vehicleFields } from './inputs.js';
import { archiveVehicle, bulkSetStatus, createVehicle, updateVehicle, type Actor } from './repository.js';
import { expectedVersion } from '../../validation/versions.js';
import { singleLineText, stripBidiControlsDeep } from '../../validation/text.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';

/** Rows per message of the CSV export. */
export const EXPORT_CHUNK_ROWS = 200;

/** A client id nobody has: the scope of a manager or driver without a client reaches nothing. */
const NO_CLIENT = '00000000-0000-0000-0000-000000000000';

/**
 * What the caller may read. Admin: every client, or the one asked for. Manager: their client
 * (asking for another client's id answers NOT_FOUND). User (driver): their client's vehicles
 * they drive.
 */
function readScope(user: SessionUser, clientId?: string | null): ReadScope {
  if (user.role === 'admin') return { clientId: clientId ?? null, driverUserId: null };
  const own = user.clientId ?? NO_CLIENT;
  if (clientId && clientId !== own) throw new NotFoundError('No such client');
  return { clientId: own, driverUserId: user.role === 'user' ? user.id : null };
}

/** Writes are a manager's, for their own client (admin's register is read-only). */
function actorOf(user: SessionUser): Actor {
  if (!user.clientId) throw new ForbiddenError('No client');
  return { userId: user.id, clientId: user.clientId };
}

const id = z.uuid();
const direction = z.enum(['forward', 'backward']).default('forward');

const filters = {
  /** Contains-match on plate (spaces ignored), VIN, make, model, "make model" and driver name. */
  search: singleLineText(100).trim().nullish(),
  status: z.array(z.enum(VEHICLE_STATUSES)).max(VEHICLE_STATUSES.length).nullish(),
  type: z.array(z.enum(VEHICLE_TYPES)).max(VEHICLE_TYPES.length).nullish(),
  fuel: z.array(z.enum(VEHICLE_FUELS)).max(VEHICLE_FUELS.length).nullish(),
  complianceState: z.array(z.enum(COMPLIANCE_STATES)).max(COMPLIANCE_STATES.length).nullish(),
  includeSold: z.boolean().default(false),
  sort: z
    .strictObject({ by: z.enum(VEHICLE_SORTS), dir: z.enum(['asc', 'desc']) })
    .default({ by: 'registration', dir: 'asc' }),
  /** Admin only: one client's vehicles. Others may pass their own client's id or nothing. */
  clientId: z.uuid().nullish(),
};

const listInput = z.strictObject({
  ...filters,
  cursor: z.string().max(2000).nullish(),
  direction,
  limit: z.number().int().min(1).max(100).default(50),
});

const { sort: _sort, ...countFilters } = filters;
const countInput = z.strictObject(countFilters);

const exportInput = z.strictObject({
  ...filters,
  /** Sent back by tRPC's wsLink when it resubscribes after a reconnect: the export resumes there. */
  lastEventId: z.string().max(2100).nullish(),
});

const updateInput = z.strictObject({
  id,
  registration: vehicleFields.registration.optional(),
  vin: vehicleFields.vin,
  make: vehicleFields.make.optional(),
  model: vehicleFields.model.optional(),
  year: vehicleFields.year,
  type: vehicleFields.type.optional(),
  fuel: vehicleFields.fuel.optional(),
  yellowPlates: vehicleFields.yellowPlates,
  licenceCategory: vehicleFields.licenceCategory,
  tankLitres: vehicleFields.tankLitres,
  batteryKwh: vehicleFields.batteryKwh,
  status: z.enum(VEHICLE_STATUSES).optional(),
  driverUserId: vehicleFields.driverUserId,
  odometerKm: vehicleFields.odometerKm.optional(),
  /** True when a lower odometer reading is a correction (else it is refused). */
  odometerCorrection: z.boolean().optional(),
  firstRegistrationDate: vehicleFields.firstRegistrationDate,
  notes: vehicleFields.notes.optional(),
  /** The vehicle's `version` the edit was made from: a stale one is refused with CONFLICT. */
  expectedVersion,
});

/** `lastEventId` of the export: "<rows sent>.<cursor after them>". */
function parseResume(lastEventId: string | null | undefined): { sent: number; cursor: string } | null {
  if (!lastEventId) return null;
  const match = /^(\d{1,9})\.(end|[A-Za-z0-9_-]+)$/.exec(lastEventId);
  if (!match) throw new FieldError('lastEventId', 'invalid');
  return { sent: Number(match[1]), cursor: match[2]! };
}

/** The vehicle register (docs/vehicles.md). */
export const vehiclesRouter = router({
  /** One keyset page of the register; see VehiclePage for the cursors. */
  list: authedProcedure
    .input(listInput)
    .query(({ ctx, input }): Promise<VehiclePage> =>
      listVehicles(ctx.db, readScope(ctx.user, input.clientId), input),
    ),

  /**
   * How many vehicles match search and filters. Apart from `list`, so that a page answers without
   * counting a large register first, and the count is not redone when only the sort changes.
   */
  count: authedProcedure.input(countInput).query(async ({ ctx, input }): Promise<VehicleCount> => ({
    total: await countMatchingVehicles(ctx.db, readScope(ctx.user, input.clientId), input),
  })),

  /** One vehicle with its driver's and client's names; NOT_FOUND when out of the caller's reach. */
  get: authedProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }): Promise<Vehicle> => getVehicle(ctx.db, readScope(ctx.user), input.id)),

  /** The client's users that may be a vehicle's driver (managers only). */
  drivers: managerProcedure.query(({ ctx }): Promise<DriverOption[]> =>
    listDrivers(ctx.db, actorOf(ctx.user).clientId),
  ),

  /** Adds a vehicle to the manager's client. */
  create: managerProcedure
    .input(createInput)
    .mutation(({ ctx, input }): Promise<Vehicle> => createVehicle(ctx.db, actorOf(ctx.user), input)),

  /**
   * Changes the given fields; an odometer reading lower than the stored one needs
   * `odometerCorrection`. Made from an older `expectedVersion` than the stored one: CONFLICT with
   * who changed the vehicle and when (`error.data.conflict`), and nothing changes.
   */
  update: managerProcedure
    .input(updateInput)
    .mutation(({ ctx, input: { id: vehicleId, ...changes } }): Promise<Vehicle> =>
      updateVehicle(ctx.db, actorOf(ctx.user), vehicleId, changes),
    ),

  /** Sets one status on several vehicles, all or nothing. */
  bulkSetStatus: managerProcedure
    .input(z.strictObject({ ids: z.array(id).min(1).max(500), status: z.enum(VEHICLE_STATUSES) }))
    .mutation(({ ctx, input }): Promise<{ updated: number }> =>
      bulkSetStatus(ctx.db, actorOf(ctx.user), input.ids, input.status),
    ),

  /** Marks a vehicle sold. */
  archive: managerProcedure
    .input(z.strictObject({ id }))
    .mutation(({ ctx, input }): Promise<Vehicle> => archiveVehicle(ctx.db, actorOf(ctx.user), input.id)),

  /** A vehicle's history, newest first, keyset-paged. */
  history: authedProcedure
    .input(
      z.strictObject({
        id,
        cursor: z.string().max(200).nullish(),
        direction,
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(({ ctx, input }): Promise<VehicleHistoryPage> => listHistory(ctx.db, readScope(ctx.user), input)),

  /**
   * The register as CSV rows, streamed over the WebSocket: the header with the first chunk, then
   * EXPORT_CHUNK_ROWS rows per message, each wrapped by `tracked` so that a reconnect resumes
   * after the last chunk received instead of starting over.
   */
  exportCsv: authedProcedure.input(exportInput).subscription(async function* ({ ctx, input, signal }) {
    const { lastEventId, ...options } = input;
    const scope = readScope(ctx.user, options.clientId);
    const resume = parseResume(lastEventId);
    const total = await countMatchingVehicles(ctx.db, scope, options);
    if (resume?.cursor === 'end') {
      yield tracked(lastEventId!, { header: null, rows: [], sent: resume.sent, total, done: true });
      return;
    }
    let sent = resume?.sent ?? 0;
    let cursor: string | null = resume?.cursor ?? null;
    let header: string[] | null = resume ? null : [...VEHICLE_EXPORT_COLUMNS];
    for (;;) {
      if (signal?.aborted) return;
      const page = await listVehicles(ctx.db, scope, {
        ...options,
        cursor,
        direction: 'forward',
        limit: EXPORT_CHUNK_ROWS,
      });
      sent += page.items.length;
      cursor = page.nextCursor;
      const chunk: VehicleExportChunk = {
        header,
        rows: stripBidiControlsDeep(page.items.map(vehicleCsvRow)),
        sent,
        total: Math.max(total, sent),
        done: cursor === null,
      };
      header = null;
      yield tracked(`${sent}.${cursor ?? 'end'}`, chunk);
      if (chunk.done) return;
    }
  }),
});
