/**
 * A driver's outlays (docs/partners.md, "Driver's outlays"): what a driver paid themselves for a
 * vehicle they drive (fuel, charging, parking, a bridge or ferry, a wash), registered on their
 * phone, to be reimbursed. Each is an expense paid by the driver, recorded by them, with its
 * history; its odometer joins the vehicle's chain like any expense's. The receipt photo follows as
 * a document of the expense (POST /api/documents/upload lets the driver attach to their own
 * outlays and nothing else: `checkOwnOutlay`).
 *
 * The vehicles a driver may register for are those they drive (`vehicles.driver_user_id`, not
 * sold), the rule of the driver's home and of tasks.reportProblem: another vehicle, or another
 * client's, answers NOT_FOUND and writes nothing.
 */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { FieldError } from '../../errors.js';
import { notFound, writing, type WorkActor } from '../../work/access.js';
import { vehicleOfClient } from '../../work/common.js';
import { createExpenseIn } from './expenses.js';
import { OUTLAY_LIST_LIMIT, type ExpenseUnit, type Outlay, type OutlayCategory } from './model.js';
import { fromOre, toOre } from './rules.js';
import { expenses } from './schema.js';

export interface OutlayInput {
  vehicleId: string;
  spentOn: string;
  category: OutlayCategory;
  /** What the driver paid, DKK including VAT. */
  gross: number;
  /** Litres of fuel or kWh of charging; only for those two. */
  quantity: number | null;
  odometerKm: number | null;
  description: string;
}

/** The unit of an outlay's quantity: litres of fuel, kWh of charging, none for the rest. */
const UNIT: Partial<Record<OutlayCategory, ExpenseUnit>> = { fuel: 'litre', charging: 'kwh' };

/**
 * The VAT in an amount including Danish VAT (25 % of the net, a fifth of the gross), to the øre;
 * the manager corrects it when a receipt says otherwise.
 */
export function splitGross(gross: number): { net: number; vat: number } {
  const grossOre = toOre(gross);
  const vatOre = Math.round(grossOre / 5);
  return { net: fromOre(grossOre - vatOre), vat: fromOre(vatOre) };
}

/** The driver's vehicle (theirs, of their client, not sold); NOT_FOUND otherwise. */
const driversVehicle = (db: Db, actor: WorkActor, vehicleId: string) =>
  vehicleOfClient(db, actor.clientId, vehicleId, eq(vehicles.driverUserId, actor.userId));

/** Registers a driver's outlay; answers it as their list shows it. */
export async function registerOutlay(db: Db, actor: WorkActor, input: OutlayInput): Promise<Outlay> {
  const unit = UNIT[input.category] ?? null;
  if (input.quantity !== null && unit === null) throw new FieldError('quantity', 'not_applicable');
  const id = await writing(db, async (tx) => {
    await driversVehicle(tx, actor, input.vehicleId);
    return createExpenseIn(tx, actor, {
      vehicleId: input.vehicleId,
      vendorOrganisationId: null,
      spentOn: input.spentOn,
      category: input.category,
      description: input.description,
      ...splitGross(input.gross),
      quantity: input.quantity,
      unit: input.quantity === null ? null : unit,
      odometerKm: input.odometerKm,
      paidBy: 'driver',
    });
  });
  const [outlay] = await selectOutlays(db, actor, eq(expenses.id, id));
  return outlay!;
}

async function selectOutlays(db: Db, actor: WorkActor, extra?: SQL, limit = 1) {
  const rows = await db
    .select({
      id: expenses.id,
      vehicle: {
        id: vehicles.id,
        registration: vehicles.registration,
        make: vehicles.make,
        model: vehicles.model,
      },
      spentOn: expenses.spentOn,
      category: expenses.category,
      net: expenses.net,
      vat: expenses.vat,
      quantity: expenses.quantity,
      unit: expenses.unit,
      odometerKm: expenses.odometerKm,
      description: expenses.description,
      receipts: sql<number>`(SELECT count(*) FROM documents d
        WHERE d.client_id = ${expenses.clientId} AND d.owner_kind = 'expense' AND d.owner_id = ${expenses.id})`.mapWith(
        Number,
      ),
      createdAt: expenses.createdAt,
    })
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .where(
      and(
        eq(expenses.clientId, actor.clientId),
        eq(expenses.createdByUserId, actor.userId),
        eq(expenses.paidBy, 'driver'),
        extra,
      ),
    )
    .orderBy(desc(expenses.spentOn), desc(expenses.createdAt), desc(expenses.id))
    .limit(limit);
  return rows.map(({ net, vat, quantity, ...row }): Outlay => ({
    ...row,
    gross: fromOre(toOre(Number(net)) + toOre(Number(vat))),
    quantity: quantity === null ? null : Number(quantity),
  }));
}

/** The driver's latest outlays, newest first (OUTLAY_LIST_LIMIT), each saying whether it has a receipt. */
export function myOutlays(db: Db, actor: WorkActor): Promise<Outlay[]> {
  return selectOutlays(db, actor, undefined, OUTLAY_LIST_LIMIT);
}

/**
 * For a driver's upload of a receipt: the expense is their own outlay (paid by the driver, registered
 * by them, of their client) on a vehicle they still drive. NOT_FOUND otherwise, like an unknown id.
 */
export async function checkOwnOutlay(db: Db, actor: WorkActor, expenseId: string): Promise<void> {
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .where(
      and(
        eq(expenses.id, expenseId),
        eq(expenses.clientId, actor.clientId),
        eq(expenses.createdByUserId, actor.userId),
        eq(expenses.paidBy, 'driver'),
        eq(vehicles.driverUserId, actor.userId),
        ne(vehicles.status, 'sold'),
      ),
    );
  if (!row) throw notFound('expense');
}
