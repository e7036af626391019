/**
 * The e-invoice import (docs/partners.md, "E-invoices"): the preview finds the vendor by the
 * supplier's CVR number, each line's vehicles by the plates in its text, and the lines imported
 * before; it writes nothing. The confirmation adds the new lines in one transaction keyed by the
 * import's id (a second confirmation answers the first's result): each an expense of the vendor
 * (source `einvoice`, paid by the company) on the vehicle its text names when it names exactly
 * one, else the fleet's.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { copenhagenToday } from '../../due/rules.js';
import type { WorkActor } from '../../work/access.js';
import type { VehicleRef } from '../../work/model.js';
import { readEinvoice, type Einvoice } from './einvoice.js';
import { ExpenseImportRefused } from './fuelImport.js';
import type { EinvoicePreview, ExpenseImportResult, OrganisationRef } from './model.js';
import { expenseImports, expenses, organisations, partnerHistory } from './schema.js';

async function vendorByCvr(db: Db, clientId: string, cvr: string | null): Promise<OrganisationRef | null> {
  if (!cvr) return null;
  const [vendor] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.clientId, clientId), eq(organisations.cvr, cvr)));
  return vendor ?? null;
}

/**
 * A line's key: the vendor, the document's number and the line's id (a credit note's keys are its
 * own: it may carry the number of the invoice it credits).
 */
const lineKey = (vendorId: string, invoice: Einvoice, lineId: string) =>
  createHash('sha256')
    .update(
      [invoice.kind === 'credit_note' ? 'creditnote' : 'einvoice', vendorId, invoice.number, lineId].join(
        '|',
      ),
    )
    .digest('base64url');

async function judge(db: Db, clientId: string, invoice: Einvoice, vendor: OrganisationRef | null) {
  const plates = [...new Set(invoice.lines.flatMap((line) => line.plates))];
  const found =
    plates.length === 0
      ? []
      : await db
          .select({
            id: vehicles.id,
            registration: vehicles.registration,
            make: vehicles.make,
            model: vehicles.model,
          })
          .from(vehicles)
          .where(and(eq(vehicles.clientId, clientId), inArray(vehicles.registration, plates)));
  const byPlate = new Map<string, VehicleRef>(found.map((vehicle) => [vehicle.registration, vehicle]));
  const keys = vendor ? invoice.lines.map((line) => lineKey(vendor.id, invoice, line.id)) : [];
  const imported = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: expenses.importKey })
            .from(expenses)
            .where(and(eq(expenses.clientId, clientId), inArray(expenses.importKey, keys)))
        ).map((row) => row.key),
  );
  return invoice.lines.map((line, index) => ({
    line,
    key: keys[index] ?? null,
    suggestions: line.plates.flatMap((plate) => byPlate.get(plate) ?? []),
    state: keys[index] && imported.has(keys[index]) ? ('already_imported' as const) : ('new' as const),
  }));
}

function read(bytes: Buffer): Einvoice {
  try {
    return readEinvoice(bytes);
  } catch (error) {
    if (error instanceof Error && error.name === 'EinvoiceRefused')
      throw new ExpenseImportRefused((error as unknown as { code: 'invalid_file' }).code);
    throw error;
  }
}

/** The preview of an e-invoice: its supplier, vendor and lines. Writes nothing. */
export async function previewEinvoice(
  db: Db,
  actor: WorkActor,
  bytes: Buffer,
  fileName: string,
): Promise<EinvoicePreview> {
  const invoice = read(bytes);
  const vendor = await vendorByCvr(db, actor.clientId, invoice.supplier.cvr);
  const judged = await judge(db, actor.clientId, invoice, vendor);
  return {
    fileName,
    format: invoice.format,
    kind: invoice.kind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    currency: invoice.currency,
    supplier: invoice.supplier,
    vendor,
    lines: judged.map(({ line, suggestions, state }) => ({
      id: line.id,
      text: line.text,
      quantity: line.quantity,
      net: line.net,
      vatPercent: line.vatPercent,
      vat: line.vat,
      category: line.category,
      state,
      suggestions,
    })),
    net: invoice.net,
    vat: invoice.vat,
    newCount: judged.filter((item) => item.state === 'new').length,
    alreadyImportedCount: judged.filter((item) => item.state === 'already_imported').length,
  };
}

/**
 * A line's vehicle: the one chosen for it (null: the fleet), else its only suggestion, else none.
 * A choice must be one of the line's suggestions (`not_suggested` otherwise: no vehicle the line
 * does not name, nor another client's, can be put on an expense this way).
 */
export function lineVehicle(
  lineId: string,
  suggestions: readonly { id: string }[],
  choices: ReadonlyMap<string, string | null>,
): string | null {
  if (!choices.has(lineId)) return suggestions.length === 1 ? suggestions[0]!.id : null;
  const chosen = choices.get(lineId)!;
  if (chosen !== null && !suggestions.some((vehicle) => vehicle.id === chosen))
    throw new ExpenseImportRefused('not_suggested');
  return chosen;
}

/**
 * Adds the invoice's new lines as expenses, each on its vehicle (`lineVehicle`, with `choices`:
 * line id -> vehicle id or null for the fleet); the same importId again answers the first result.
 */
export async function confirmEinvoice(
  db: Db,
  actor: WorkActor,
  importId: string,
  bytes: Buffer,
  fileName: string,
  choices: ReadonlyMap<string, string | null> = new Map(),
): Promise<ExpenseImportResult> {
  const [earlier] = await db.select().from(expenseImports).where(eq(expenseImports.id, importId));
  if (earlier) {
    if (earlier.clientId !== actor.clientId) throw new ExpenseImportRefused('invalid_file');
    return { importId, created: earlier.createdCount, alreadyImported: earlier.duplicateCount, skipped: 0 };
  }
  const invoice = read(bytes);
  if (invoice.currency !== 'DKK') throw new ExpenseImportRefused('unsupported_type');
  const vendor = await vendorByCvr(db, actor.clientId, invoice.supplier.cvr);
  if (!vendor) throw new ExpenseImportRefused('unknown_vendor');
  const spentOn = invoice.issueDate > copenhagenToday() ? copenhagenToday() : invoice.issueDate;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.insert(expenseImports).values({
        id: importId,
        clientId: actor.clientId,
        vendorOrganisationId: vendor.id,
        kind: 'einvoice',
        fileName: fileName.slice(0, 200),
        createdCount: 0,
        duplicateCount: 0,
        skippedCount: 0,
        actorUserId: actor.userId,
      });
      await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, vendor.id))
        .for('update');
      const judged = await judge(tx, actor.clientId, invoice, vendor);
      const fresh = judged.filter((item) => item.state === 'new');
      for (const lineId of choices.keys())
        if (!judged.some((item) => item.line.id === lineId)) throw new ExpenseImportRefused('not_suggested');
      if (fresh.length > 0) {
        const rows = await tx
          .insert(expenses)
          .values(
            fresh.map(({ line, key, suggestions }) => ({
              clientId: actor.clientId,
              vehicleId: lineVehicle(line.id, suggestions, choices),
              vendorOrganisationId: vendor.id,
              spentOn,
              category: line.category,
              description: `${invoice.number} · ${line.text}`.slice(0, 500),
              net: line.net.toFixed(2),
              vat: line.vat.toFixed(2),
              source: 'einvoice' as const,
              paidBy: 'company' as const,
              importKey: key,
              importId,
              createdByUserId: actor.userId,
            })),
          )
          .returning({ id: expenses.id });
        await tx.insert(partnerHistory).values(
          rows.map(({ id }, index) => ({
            clientId: actor.clientId,
            actorUserId: actor.userId,
            entity: 'expense' as const,
            entityId: id,
            action: 'imported',
            changes: {
              spentOn: { old: null, new: spentOn },
              net: { old: null, new: fresh[index]!.line.net },
              vat: { old: null, new: fresh[index]!.line.vat },
              importId: { old: null, new: importId },
            },
          })),
        );
      }
      const result: ExpenseImportResult = {
        importId,
        created: fresh.length,
        alreadyImported: judged.length - fresh.length,
        skipped: 0,
      };
      await tx
        .update(expenseImports)
        .set({ createdCount: result.created, duplicateCount: result.alreadyImported })
        .where(eq(expenseImports.id, importId));
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [first] = await db.select().from(expenseImports).where(eq(expenseImports.id, importId));
    if (first?.clientId === actor.clientId)
      return { importId, created: first.createdCount, alreadyImported: first.duplicateCount, skipped: 0 };
    throw error;
  }
}
