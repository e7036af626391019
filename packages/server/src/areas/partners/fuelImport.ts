/**
 * The fuel-card import's reads and its one write (docs/partners.md, "Imports"). The preview reads
 * the file, the client's vehicles, the keys imported before, the odometer chains and the bookings,
 * and writes nothing. The confirmation reads the file again inside one transaction that first
 * records the import (its id the app's key: a second confirmation answers the first's result),
 * locks the vendor (two imports of one vendor run one after the other) and the vehicles, judges
 * every line again and adds the new valid ones with their odometer readings and history entries;
 * it remembers the vendor's column mapping.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import { readTable, TableRefused, type FileKind, type TableLimits } from '../../tabular/read.js';
import type { VehicleFuel } from '../vehicles/model.js';
import { notFound, type WorkActor } from '../../work/access.js';
import { odometerReadings } from '../service/schema.js';
import { sharingBookings } from '../sharing/schema.js';
import {
  chooseMapping,
  fuelLineKey,
  fuelReadCache,
  missingFuelFields,
  readFuelLine,
  type FuelLine,
} from './fuelCard.js';
import {
  FUEL_PREVIEW_ROWS,
  type ExpenseImportFileError,
  type ExpenseImportResult,
  type ExpenseImportSummary,
  type FuelField,
  type FuelMapping,
  type FuelPreview,
  type FuelPreviewRow,
  type OrganisationRef,
} from './model.js';
import { expenseChecks } from './checks.js';
import { expenseImports, organisations, vendorImportMappings } from './schema.js';

/** A statement of a year of a large fleet fits; a bigger file is refused before it is read. */
export const FUEL_LIMITS: TableLimits = {
  maxFileBytes: 16 * 1024 * 1024,
  maxRows: 60_000,
  maxColumns: 60,
  maxZipEntries: 200,
  maxUnpackedBytes: 200 * 1024 * 1024,
};

export class ExpenseImportRefused extends Error {
  constructor(
    readonly code: ExpenseImportFileError,
    readonly fields: FuelField[] = [],
    /** `missing_columns`: the file's headers, to choose the columns from. */
    readonly headers: string[] = [],
  ) {
    super(code);
    this.name = 'ExpenseImportRefused';
  }
}

export class ExpenseImportNotFound extends Error {}

interface Vehicle {
  id: string;
  registration: string;
  make: string;
  model: string;
  fuel: VehicleFuel;
  tankLitres: number | null;
  batteryKwh: number | null;
  driverUserId: string | null;
  /** What a preview row shows of it: one object for all its lines. */
  ref?: FuelPreviewRow['vehicle'];
}

/** A line judged: its preview row, its key, and whether it is added. */
interface JudgedLine {
  line: FuelLine;
  key: string;
  preview: FuelPreviewRow;
  vehicle: Vehicle | null;
}

async function vendorOf(db: Db, clientId: string, vendorId: string, lock = false): Promise<OrganisationRef> {
  const query = db
    .select({ id: organisations.id, name: organisations.name, vendorRoles: organisations.vendorRoles })
    .from(organisations)
    .where(and(eq(organisations.id, vendorId), eq(organisations.clientId, clientId)));
  const [vendor] = lock ? await query.for('update') : await query;
  if (!vendor) throw new ExpenseImportNotFound();
  if (vendor.vendorRoles.length === 0) throw new ExpenseImportRefused('not_vendor');
  return { id: vendor.id, name: vendor.name };
}

async function savedMapping(db: Db, vendorId: string): Promise<FuelMapping | null> {
  const [row] = await db
    .select({ mapping: vendorImportMappings.mapping })
    .from(vendorImportMappings)
    .where(eq(vendorImportMappings.organisationId, vendorId));
  return row?.mapping ?? null;
}

/** The file read by its mapping: every line with its own errors (no database yet). */
async function readLines(
  bytes: Buffer,
  fileName: string,
  requested: FuelMapping | null,
  saved: FuelMapping | null,
) {
  let table: string[][];
  let kind: FileKind;
  try {
    table = await readTable(bytes, fileName, FUEL_LIMITS);
    kind = bytes.readUInt32LE(0) === 0x04034b50 ? 'xlsx' : 'csv';
  } catch (error) {
    if (error instanceof TableRefused) throw new ExpenseImportRefused(error.code);
    throw error;
  }
  const [rawHeaders = [], ...data] = table;
  const headers = rawHeaders.map((header) => header.trim());
  const chosen = chooseMapping(headers, requested, saved);
  const missing = missingFuelFields(chosen.mapping);
  if (missing.length > 0) throw new ExpenseImportRefused('missing_columns', missing, headers);
  const today = copenhagenToday();
  const cache = fuelReadCache();
  const lines = data.map((cells, index) =>
    readFuelLine(cells, headers, chosen.mapping, index + 2, today, cache),
  );
  return { kind, headers, ...chosen, lines };
}

/** A list as one array parameter (`= ANY(...)`, `unnest(...)`). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const uuidArray = (values: readonly string[]) => sql`${sql.param(values)}::uuid[]`;

/** The last index in `dates` (ascending) at or before `date`, or -1. */
function lastAtOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dates[middle]! <= date) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * The lines against the register (the plate a vehicle of the client), the keys imported before,
 * each other (a key twice in the file), the odometer chain (in date order, the file's own
 * readings joining it) and the bookings (another person's booking that day).
 */
async function judge(db: Db, clientId: string, vendorId: string, lines: FuelLine[], lock: boolean) {
  const plates = [...new Set(lines.flatMap((line) => (line.plate ? [line.plate] : [])))];
  // One statement per read, the values as one array parameter (not an IN list of a parameter each).
  const vehicleQuery = db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      fuel: vehicles.fuel,
      tankLitres: vehicles.tankLitres,
      batteryKwh: vehicles.batteryKwh,
      driverUserId: vehicles.driverUserId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, clientId), sql`${vehicles.registration} = ANY(${textArray(plates)})`))
    .orderBy(vehicles.id);
  const found = plates.length === 0 ? [] : lock ? await vehicleQuery.for('update') : await vehicleQuery;
  const byPlate = new Map<string, Vehicle>();
  // A plate of a sold vehicle may be in use again: the vehicle not sold wins (the later id else).
  for (const vehicle of found) byPlate.set(vehicle.registration, vehicle);

  const judged: JudgedLine[] = lines.map((line) => {
    const vehicle = line.plate ? (byPlate.get(line.plate) ?? null) : null;
    if (line.plate && !vehicle) line.errors.registration = 'unknown_vehicle';
    const preview: FuelPreviewRow = {
      row: line.row,
      state: 'new',
      values: line.values,
      errors: line.errors,
      // The odometer is judged against the chain below (a lower one is refused, not a check).
      checks: vehicle
        ? expenseChecks({
            kind: line.kind,
            quantity: line.quantity,
            unit: line.kind === 'electric' ? 'kwh' : 'litre',
            odometerKm: null,
            vehicle,
            lastKmBefore: null,
            bookedByOther: false,
          })
        : [],
      vehicle: vehicle
        ? (vehicle.ref ??= {
            id: vehicle.id,
            registration: vehicle.registration,
            make: vehicle.make,
            model: vehicle.model,
          })
        : null,
      category: line.kind === 'electric' ? 'charging' : 'fuel',
    };
    return { line, key: fuelLineKey(vendorId, line), preview, vehicle };
  });

  const keys = judged.filter((item) => Object.keys(item.line.errors).length === 0).map((item) => item.key);
  // Each key one probe of expenses_import_key_idx.
  const imported = new Set(
    keys.length === 0
      ? []
      : (
          await queryRows<{ key: string }>(
            db,
            sql`SELECT e.import_key AS key FROM unnest(${textArray(keys)}) AS k(key)
              JOIN expenses e ON e.client_id = ${clientId} AND e.import_key = k.key AND e.import_key IS NOT NULL`,
          )
        ).map((row) => row.key),
  );
  const firstOfKey = new Set<string>();
  for (const item of judged) {
    if (Object.keys(item.line.errors).length > 0) continue;
    if (imported.has(item.key)) item.preview.state = 'already_imported';
    else if (firstOfKey.has(item.key)) item.line.errors.date = 'duplicate_in_file';
    else firstOfKey.add(item.key);
  }

  // The odometer chain: each vehicle's readings (ascending, a valid chain never decreases), the
  // file's new lines joining it in date order.
  const withKm = judged.filter(
    (item) =>
      item.preview.state === 'new' &&
      item.line.odometerKm !== null &&
      Object.keys(item.line.errors).length === 0,
  );
  const chainVehicles = [...new Set(withKm.map((item) => item.vehicle!.id))];
  const readings =
    chainVehicles.length === 0
      ? []
      : await db
          .select({
            vehicleId: odometerReadings.vehicleId,
            readOn: odometerReadings.readOn,
            km: odometerReadings.odometerKm,
          })
          .from(odometerReadings)
          .where(sql`${odometerReadings.vehicleId} = ANY(${uuidArray(chainVehicles)})`)
          .orderBy(odometerReadings.readOn, odometerReadings.id);
  const chains = new Map<string, { dates: string[]; km: number[] }>();
  for (const reading of readings) {
    const chain = chains.get(reading.vehicleId) ?? { dates: [], km: [] };
    chain.dates.push(reading.readOn);
    chain.km.push(reading.km);
    chains.set(reading.vehicleId, chain);
  }
  // ISO days compare as strings (a locale's collation is slow and not needed).
  withKm.sort((a, b) =>
    a.line.date! < b.line.date! ? -1 : a.line.date! > b.line.date! ? 1 : a.line.row - b.line.row,
  );
  for (const item of withKm) {
    const chain = chains.get(item.vehicle!.id) ?? { dates: [], km: [] };
    chains.set(item.vehicle!.id, chain);
    const at = lastAtOrBefore(chain.dates, item.line.date!);
    const km = item.line.odometerKm!;
    if (at >= 0 && km < chain.km[at]!) item.line.errors.odometerKm = 'decreased';
    else if (at + 1 < chain.km.length && km > chain.km[at + 1]!) item.line.errors.odometerKm = 'above_later';
    else {
      chain.dates.splice(at + 1, 0, item.line.date!);
      chain.km.splice(at + 1, 0, km);
    }
  }

  // Another person's booking of the vehicle on the line's day (a booking not cancelled or declined).
  const dated = judged.filter((item) => item.vehicle && item.line.date);
  if (dated.length > 0) {
    const days = dated.map((item) => item.line.date!).sort();
    const bookings = await db
      .select({
        vehicleId: sharingBookings.vehicleId,
        driverUserId: sharingBookings.driverUserId,
        from: sql<string>`(${sharingBookings.startsAt} AT TIME ZONE 'Europe/Copenhagen')::date::text`,
        until: sql<string>`(${sharingBookings.endsAt} AT TIME ZONE 'Europe/Copenhagen')::date::text`,
      })
      .from(sharingBookings)
      .where(
        and(
          sql`${sharingBookings.vehicleId} = ANY(${uuidArray([...new Set(dated.map((item) => item.vehicle!.id))])})`,
          inArray(sharingBookings.status, ['confirmed', 'checked_out', 'returned']),
          lte(sharingBookings.startsAt, sql`${addDays(days.at(-1)!, 1)}::date`),
          gte(sharingBookings.endsAt, sql`${days[0]!}::date`),
        ),
      );
    const byVehicle = new Map<string, typeof bookings>();
    for (const booking of bookings)
      byVehicle.set(booking.vehicleId, [...(byVehicle.get(booking.vehicleId) ?? []), booking]);
    for (const item of dated) {
      const other = (byVehicle.get(item.vehicle!.id) ?? []).some(
        (booking) =>
          booking.driverUserId !== item.vehicle!.driverUserId &&
          booking.from <= item.line.date! &&
          item.line.date! <= booking.until,
      );
      if (other) item.preview.checks.push('booked_by_other');
    }
  }

  for (const item of judged) if (Object.keys(item.line.errors).length > 0) item.preview.state = 'invalid';
  return judged;
}

function parseMapping(mapping: FuelMapping | null): FuelMapping | null {
  return mapping && Object.keys(mapping).length > 0 ? mapping : null;
}

/** The preview of a statement: every line with its state, errors and checks. Writes nothing. */
export async function previewFuelImport(
  db: Db,
  actor: WorkActor,
  vendorId: string,
  bytes: Buffer,
  fileName: string,
  requested: FuelMapping | null,
): Promise<FuelPreview> {
  const vendor = await vendorOf(db, actor.clientId, vendorId);
  const read = await readLines(bytes, fileName, parseMapping(requested), await savedMapping(db, vendorId));
  const judged = await judge(db, actor.clientId, vendorId, read.lines, false);
  const rows = judged.map((item) => item.preview);
  const fresh = judged.filter((item) => item.preview.state === 'new');
  const order = { invalid: 0, new: 1, already_imported: 2 } as const;
  return {
    fileName,
    kind: read.kind,
    vendor,
    headers: read.headers,
    mapping: read.mapping,
    mappingSaved: read.saved,
    rows: [...rows]
      .sort((a, b) => order[a.state] - order[b.state] || a.row - b.row)
      .slice(0, FUEL_PREVIEW_ROWS),
    rowCount: rows.length,
    newCount: fresh.length,
    alreadyImportedCount: rows.filter((row) => row.state === 'already_imported').length,
    errorCount: rows.filter((row) => row.state === 'invalid').length,
    net: fresh.reduce((sum, item) => sum + Math.round(item.line.net! * 100), 0) / 100,
    vat: fresh.reduce((sum, item) => sum + Math.round(item.line.vat! * 100), 0) / 100,
  };
}

async function earlierResult(
  db: Db,
  actor: WorkActor,
  importId: string,
): Promise<ExpenseImportResult | null> {
  const [row] = await db.select().from(expenseImports).where(eq(expenseImports.id, importId));
  if (!row) return null;
  // Another client's key is no answer of ours: the same refusal as a broken file.
  if (row.clientId !== actor.clientId) throw new ExpenseImportRefused('invalid_file');
  return {
    importId,
    created: row.createdCount,
    alreadyImported: row.duplicateCount,
    skipped: row.skippedCount,
  };
}

/** Lines per insert statement (its arrays a few hundred kB; one round trip each). */
const WRITE_CHUNK = 5000;

/**
 * Adds `chunk`'s lines in one statement: the arrays of their values unnested into an expense
 * each (its id made here), its odometer reading (source `expense`, the id drawn from the
 * table's sequence so the expense can name it) and its `imported` history entry.
 */
async function insertLines(
  tx: Db,
  actor: WorkActor,
  vendorId: string,
  importId: string,
  source: FileKind,
  chunk: readonly JudgedLine[],
): Promise<void> {
  const column = <T>(value: (item: JudgedLine) => T) => sql.param(chunk.map(value));
  await tx.execute(sql`
    WITH input AS (
      SELECT t.*, gen_random_uuid() AS id,
        CASE WHEN t.odometer_km IS NULL THEN NULL
          ELSE nextval((SELECT pg_get_serial_sequence('odometer_readings', 'id')::regclass)) END AS reading_id
      FROM unnest(
        ${column((item) => item.vehicle!.id)}::uuid[],
        ${column((item) => item.line.date!)}::date[],
        ${column((item) => item.preview.category)}::text[],
        ${column((item) => item.line.description)}::text[],
        ${column((item) => item.line.net!.toFixed(2))}::numeric[],
        ${column((item) => item.line.vat!.toFixed(2))}::numeric[],
        ${column((item) => item.line.quantity!.toFixed(2))}::numeric[],
        ${column((item) => item.line.odometerKm)}::int[],
        ${column((item) => item.key)}::text[]
      ) AS t(vehicle_id, spent_on, category, description, net, vat, quantity, odometer_km, import_key)
    ),
    readings AS (
      INSERT INTO odometer_readings (id, client_id, vehicle_id, read_on, odometer_km, source, actor_user_id)
      OVERRIDING SYSTEM VALUE
      SELECT reading_id, ${actor.clientId}::uuid, vehicle_id, spent_on, odometer_km, 'expense', ${actor.userId}::uuid
      FROM input WHERE reading_id IS NOT NULL
    ),
    added AS (
      INSERT INTO expenses (id, client_id, vehicle_id, vendor_organisation_id, spent_on, category,
        description, net, vat, quantity, unit, odometer_km, odometer_reading_id, source, paid_by,
        import_key, import_id, created_by_user_id)
      SELECT id, ${actor.clientId}::uuid, vehicle_id, ${vendorId}::uuid, spent_on, category,
        description, net, vat, quantity, CASE WHEN category = 'charging' THEN 'kwh' ELSE 'litre' END,
        odometer_km, reading_id, ${source}, 'fuel_card', import_key, ${importId}::uuid, ${actor.userId}::uuid
      FROM input
    )
    INSERT INTO partner_history (client_id, actor_user_id, entity, entity_id, action, changes)
    SELECT ${actor.clientId}::uuid, ${actor.userId}::uuid, 'expense', id, 'imported',
      jsonb_build_object(
        'spentOn', jsonb_build_object('old', null, 'new', spent_on::text),
        'net', jsonb_build_object('old', null, 'new', net),
        'vat', jsonb_build_object('old', null, 'new', vat),
        'quantity', jsonb_build_object('old', null, 'new', quantity),
        'odometerKm', jsonb_build_object('old', null, 'new', odometer_km),
        'importId', jsonb_build_object('old', null, 'new', ${importId}::text))
    FROM input`);
}

/**
 * Each of `vehicleIds`' odometer (and engine hours) moved to its chain's latest reading, in one
 * statement (as syncVehicleOdometer does for one vehicle).
 */
async function syncOdometers(tx: Db, vehicleIds: readonly string[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  await tx.execute(sql`
    UPDATE vehicles v SET
      odometer_km = (SELECT r.odometer_km FROM odometer_readings r WHERE r.vehicle_id = v.id
        ORDER BY r.read_on DESC, r.id DESC LIMIT 1),
      engine_hours = (SELECT r.engine_hours FROM odometer_readings r
        WHERE r.vehicle_id = v.id AND r.engine_hours > -1 ORDER BY r.read_on DESC, r.id DESC LIMIT 1)
    WHERE v.id = ANY(${sql.param(vehicleIds)}::uuid[])`);
}

/**
 * Adds the statement's new valid lines in one transaction (nothing when any write fails), each an
 * expense paid by fuel card with its odometer reading (source `expense`) and an `imported`
 * history entry; the mapping is saved for the vendor. A repeated `importId` answers the first
 * confirmation's result; a line imported before is counted, not added.
 */
export async function confirmFuelImport(
  db: Db,
  actor: WorkActor,
  vendorId: string,
  importId: string,
  bytes: Buffer,
  fileName: string,
  requested: FuelMapping | null,
): Promise<ExpenseImportResult> {
  const earlier = await earlierResult(db, actor, importId);
  if (earlier) return earlier;
  await vendorOf(db, actor.clientId, vendorId);
  const read = await readLines(bytes, fileName, parseMapping(requested), await savedMapping(db, vendorId));
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // First: a second confirmation of this id waits here and then fails on the key.
      await tx.insert(expenseImports).values({
        id: importId,
        clientId: actor.clientId,
        vendorOrganisationId: vendorId,
        kind: read.kind,
        fileName: fileName.slice(0, 200),
        createdCount: 0,
        duplicateCount: 0,
        skippedCount: 0,
        actorUserId: actor.userId,
      });
      await vendorOf(tx, actor.clientId, vendorId, true);
      const judged = await judge(tx, actor.clientId, vendorId, read.lines, true);
      const fresh = judged.filter((item) => item.preview.state === 'new');
      for (let start = 0; start < fresh.length; start += WRITE_CHUNK)
        await insertLines(tx, actor, vendorId, importId, read.kind, fresh.slice(start, start + WRITE_CHUNK));
      await syncOdometers(tx, [
        ...new Set(fresh.filter((item) => item.line.odometerKm !== null).map((item) => item.vehicle!.id)),
      ]);
      const result: ExpenseImportResult = {
        importId,
        created: fresh.length,
        alreadyImported: judged.filter((item) => item.preview.state === 'already_imported').length,
        skipped: judged.filter((item) => item.preview.state === 'invalid').length,
      };
      await tx
        .update(expenseImports)
        .set({
          createdCount: result.created,
          duplicateCount: result.alreadyImported,
          skippedCount: result.skipped,
        })
        .where(eq(expenseImports.id, importId));
      await tx
        .insert(vendorImportMappings)
        .values({
          organisationId: vendorId,
          clientId: actor.clientId,
          mapping: read.mapping,
          updatedByUserId: actor.userId,
        })
        .onConflictDoUpdate({
          target: vendorImportMappings.organisationId,
          set: { mapping: read.mapping, updatedByUserId: actor.userId, updatedAt: sql`now()` },
        });
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same import confirmed twice at once: the first's result.
    const first = await earlierResult(db, actor, importId);
    if (first) return first;
    throw error;
  }
}

/** A vendor's imports, newest first (the latest 20). */
export async function listExpenseImports(
  db: Db,
  clientId: string,
  vendorId: string,
): Promise<ExpenseImportSummary[]> {
  const [vendor] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, vendorId), eq(organisations.clientId, clientId)));
  if (!vendor) throw notFound('organisation');
  const rows = await db
    .select()
    .from(expenseImports)
    .where(and(eq(expenseImports.clientId, clientId), eq(expenseImports.vendorOrganisationId, vendorId)))
    .orderBy(sql`${expenseImports.createdAt} DESC`)
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    created: row.createdCount,
    duplicates: row.duplicateCount,
    skipped: row.skippedCount,
    createdAt: row.createdAt,
  }));
}
