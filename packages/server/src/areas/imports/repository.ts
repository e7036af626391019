/**
 * The vehicle import's reads and its one write (docs/vehicles.md, "Importing vehicles"): the
 * preview reads the file and the plates in use and writes nothing; the confirmation reads the file
 * again, checks every row again, and adds the valid rows in one transaction with their history
 * entries, keyed by the import's id so that a second confirmation answers the first's result.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicleHistory, vehicles } from '../vehicles/schema.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { copenhagenToday } from '../../due/rules.js';
import { publishEvent } from '../../events/index.js';
import type { VehicleChanges } from '../vehicles/model.js';
import { normaliseRegistration, normaliseVin } from '../vehicles/identifiers.js';
import { defaultLicenceCategory } from '../vehicles/licence.js';
import { addReading } from '../service/odometer.js';
import type { ImportPreview, ImportResult } from './model.js';
import { fileKind, ImportRefused, readImportFile } from './parse.js';
import { platesOf, readRows, type ReadImportRow } from './rows.js';
import { vehicleImports } from './schema.js';

/** Who imports: a manager of `clientId`. */
export interface ImportActor {
  userId: string;
  clientId: string;
}

/** The normalised plates among `plates` that a vehicle of the client (not sold) has. */
async function platesInUse(db: Db, clientId: string, plates: string[]): Promise<Set<string>> {
  if (plates.length === 0) return new Set();
  const rows = await db
    .select({ registration: vehicles.registration })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, clientId),
        inArray(vehicles.registration, plates),
        ne(vehicles.status, 'sold'),
      ),
    );
  return new Set(rows.map((row) => row.registration));
}

async function readFile(db: Db, clientId: string, bytes: Buffer, fileName: string) {
  const table = await readImportFile(bytes, fileName);
  return readRows(table, await platesInUse(db, clientId, platesOf(table)));
}

/** The preview of a file: every row with its errors. Writes nothing. */
export async function previewImport(
  db: Db,
  actor: ImportActor,
  bytes: Buffer,
  fileName: string,
): Promise<ImportPreview> {
  const { columns, rows } = await readFile(db, actor.clientId, bytes, fileName);
  const validCount = rows.filter((row) => row.input).length;
  return {
    fileName,
    kind: fileKind(bytes, fileName),
    columns,
    rows: rows.map(({ input: _input, ...row }) => row),
    validCount,
    errorCount: rows.length - validCount,
  };
}

async function earlierResult(db: Db, actor: ImportActor, importId: string): Promise<ImportResult | null> {
  const [row] = await db.select().from(vehicleImports).where(eq(vehicleImports.id, importId));
  if (!row) return null;
  // Another client's key is no answer of ours: the same refusal as a key in use.
  if (row.clientId !== actor.clientId) throw new ImportRefused('invalid_file');
  return { importId, created: row.createdCount, skipped: row.skippedCount };
}

export class ImportConflict extends Error {
  constructor() {
    super('A plate of the file was added meanwhile');
    this.name = 'ImportConflict';
  }
}

/**
 * Adds the file's valid rows in one transaction (nothing when any write fails), each with a
 * `created` history entry like `vehicles.create` and its odometer as the first reading. A repeated
 * `importId` answers the first confirmation's result and adds nothing.
 */
export async function confirmImport(
  db: Db,
  actor: ImportActor,
  importId: string,
  bytes: Buffer,
  fileName: string,
): Promise<ImportResult> {
  const earlier = await earlierResult(db, actor, importId);
  if (earlier) return earlier;
  const { rows } = await readFile(db, actor.clientId, bytes, fileName);
  const valid = rows.filter((row): row is ReadImportRow & { input: NonNullable<ReadImportRow['input']> } =>
    Boolean(row.input),
  );
  const result: ImportResult = { importId, created: valid.length, skipped: rows.length - valid.length };
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // First: a second confirmation waits here for the first and then fails on the key.
      await tx.insert(vehicleImports).values({
        id: importId,
        clientId: actor.clientId,
        actorUserId: actor.userId,
        fileName: fileName.slice(0, 200),
        createdCount: result.created,
        skippedCount: result.skipped,
      });
      const today = copenhagenToday();
      for (let start = 0; start < valid.length; start += 200) {
        const chunk = valid.slice(start, start + 200).map(({ input }) => ({
          registration: normaliseRegistration(input.registration),
          vin: normaliseVin(input.vin),
          make: input.make,
          model: input.model,
          year: input.year ?? null,
          type: input.type,
          fuel: input.fuel,
          // Not a column of the import: a van is on yellow plates, as `vehicles.create` decides.
          yellowPlates: input.yellowPlates ?? input.type === 'van',
          // Not a column of the import either: the type's usual category, as `vehicles.create` decides.
          licenceCategory: input.licenceCategory ?? defaultLicenceCategory(input.type),
          status: input.status,
          odometerKm: input.odometerKm,
          firstRegistrationDate: input.firstRegistrationDate ?? null,
          notes: input.notes,
        }));
        const inserted = await tx
          .insert(vehicles)
          .values(chunk.map((values) => ({ ...values, clientId: actor.clientId, driverUserId: null })))
          .returning({ id: vehicles.id });
        await tx.insert(vehicleHistory).values(
          inserted.map(({ id }, index) => {
            const changes: VehicleChanges = {};
            for (const [field, value] of Object.entries({ ...chunk[index]!, driver: null }))
              changes[field] = { old: null, new: value };
            return {
              vehicleId: id,
              clientId: actor.clientId,
              actorUserId: actor.userId,
              action: 'created' as const,
              changes,
            };
          }),
        );
        // The register's odometer starts each vehicle's odometer chain (docs/service.md).
        for (const [index, { id }] of inserted.entries())
          if (chunk[index]!.odometerKm > 0)
            await addReading(tx, actor, {
              vehicleId: id,
              readOn: today,
              odometerKm: chunk[index]!.odometerKm,
              source: 'register',
            });
      }
      if (valid.length > 0) await publishEvent(tx, { type: 'badges.changed', clientId: actor.clientId });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same import confirmed twice at once: the first's result. Else a plate added meanwhile.
    const first = await earlierResult(db, actor, importId);
    if (first) return first;
    throw new ImportConflict();
  }
  return result;
}
