/**
 * What the fleet costs: expenses summed per month and category (a vehicle's, or the whole
 * fleet's), the km the odometer chain says were driven in the period, and so the cost per km; and
 * the fleet's table of vehicles with their spend and cost per km. Amounts exclude VAT.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { vehicles } from '../../db/schema.js';
import { FieldError } from '../../errors.js';
import { notFound } from '../../work/access.js';
import { expenseConditions } from './expenses.js';
import { EXPENSE_CATEGORIES, type CostSummary, type ExpenseCategory, type VehicleCost } from './model.js';
import { fromOre, kmInPeriod, perKm } from './rules.js';
import { expenses } from './schema.js';

export interface Period {
  from: string;
  to: string;
}

function checkPeriod(period: Period) {
  if (period.to < period.from) throw new FieldError('to', 'before_start');
}

interface ChainRow {
  vehicle_id: string;
  before_km: number | null;
  first_km: number;
  first_id: string;
  last_km: number;
  last_id: string;
}

/**
 * Each vehicle's readings around the period: the latest before it, the first and the latest in
 * it (by date, then id: the chain's order). Three index probes per vehicle
 * (`odometer_readings_vehicle_idx`), not a scan of every reading of the fleet.
 */
async function chains(db: Db, clientId: string, period: Period, vehicleId: string | null) {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const rows = await queryRows<ChainRow>(
    db,
    sql`SELECT v.id AS vehicle_id, b.km AS before_km, f.km AS first_km, f.id AS first_id,
          l.km AS last_km, l.id AS last_id
        FROM vehicles v
        CROSS JOIN LATERAL (SELECT r.id, r.odometer_km AS km FROM odometer_readings r
          WHERE r.vehicle_id = v.id AND r.read_on >= ${from} AND r.read_on <= ${to}
          ORDER BY r.read_on, r.id LIMIT 1) f
        CROSS JOIN LATERAL (SELECT r.id, r.odometer_km AS km FROM odometer_readings r
          WHERE r.vehicle_id = v.id AND r.read_on >= ${from} AND r.read_on <= ${to}
          ORDER BY r.read_on DESC, r.id DESC LIMIT 1) l
        LEFT JOIN LATERAL (SELECT r.odometer_km AS km FROM odometer_readings r
          WHERE r.vehicle_id = v.id AND r.read_on < ${from}
          ORDER BY r.read_on DESC, r.id DESC LIMIT 1) b ON true
        WHERE v.client_id = ${clientId} ${vehicleId ? sql`AND v.id = ${vehicleId}` : sql``}`,
  );
  return new Map(
    rows.map((row) => {
      const inPeriod =
        String(row.first_id) === String(row.last_id)
          ? [Number(row.last_km)]
          : [Number(row.first_km), Number(row.last_km)];
      return [row.vehicle_id, kmInPeriod(row.before_km === null ? null : Number(row.before_km), inPeriod)];
    }),
  );
}

interface MonthRow {
  month: string;
  category: ExpenseCategory;
  netOre: string;
  vatOre: string;
}

/** A vehicle's expenses per month and category (its index by date: a few hundred rows a year). */
function vehicleMonths(db: Db, clientId: string, vehicleId: string, period: Period): Promise<MonthRow[]> {
  const month = sql<string>`to_char(${expenses.spentOn}, 'YYYY-MM')`;
  return db
    .select({
      month,
      category: expenses.category,
      netOre: sql<string>`sum(${expenses.net} * 100)::bigint`,
      vatOre: sql<string>`sum(${expenses.vat} * 100)::bigint`,
    })
    .from(expenses)
    .where(and(...expenseConditions(clientId, { vehicleId, from: period.from, to: period.to })))
    .groupBy(month, expenses.category)
    .orderBy(month, expenses.category);
}

/**
 * The fleet's per month and category (fleet-wide expenses too), from the day totals the
 * expenses' triggers keep (0020): a day and category a row, not every expense.
 */
function fleetMonths(db: Db, clientId: string, period: Period): Promise<MonthRow[]> {
  return queryRows<MonthRow>(
    db,
    sql`SELECT to_char(spent_on, 'YYYY-MM') AS month, category,
          sum(net * 100)::bigint AS "netOre", sum(vat * 100)::bigint AS "vatOre"
        FROM expense_day_totals
        WHERE client_id = ${clientId} AND spent_on >= ${period.from}::date AND spent_on <= ${period.to}::date
        GROUP BY 1, 2 HAVING sum(expenses) > 0
        ORDER BY 1, 2`,
  );
}

/** Per month and category; a vehicle's when `vehicleId` is given, else the fleet's (fleet-wide ones too). */
export async function costSummary(
  db: Db,
  clientId: string,
  vehicleId: string | null,
  period: Period,
): Promise<CostSummary> {
  checkPeriod(period);
  if (vehicleId) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId)));
    if (!vehicle) throw notFound('vehicle');
  }
  const rows = vehicleId
    ? await vehicleMonths(db, clientId, vehicleId, period)
    : await fleetMonths(db, clientId, period);
  const cells = rows.map((row) => ({
    month: row.month,
    category: row.category,
    net: fromOre(Number(row.netOre)),
    vat: fromOre(Number(row.vatOre)),
  }));
  const netOre = rows.reduce((sum, row) => sum + Number(row.netOre), 0);
  const vatOre = rows.reduce((sum, row) => sum + Number(row.vatOre), 0);
  const byCategory = EXPENSE_CATEGORIES.map((category: ExpenseCategory) => ({
    category,
    net: fromOre(
      rows.filter((row) => row.category === category).reduce((sum, row) => sum + Number(row.netOre), 0),
    ),
  })).filter((entry) => entry.net > 0);
  const kms = [...(await chains(db, clientId, period, vehicleId)).values()].filter(
    (km): km is number => km !== null,
  );
  const km = kms.length ? kms.reduce((a, b) => a + b, 0) : null;
  return {
    cells,
    byCategory,
    net: fromOre(netOre),
    vat: fromOre(vatOre),
    km,
    perKm: perKm(fromOre(netOre), km),
  };
}

/** Every vehicle with expenses or km in the period: its spend, km and cost per km (most spend first). */
export async function vehicleCosts(db: Db, clientId: string, period: Period): Promise<VehicleCost[]> {
  checkPeriod(period);
  const spend = await db
    .select({ vehicleId: expenses.vehicleId, netOre: sql<string>`sum(${expenses.net} * 100)::bigint` })
    .from(expenses)
    .where(
      and(
        ...expenseConditions(clientId, { from: period.from, to: period.to }),
        isNotNull(expenses.vehicleId),
      ),
    )
    .groupBy(expenses.vehicleId);
  const kms = await chains(db, clientId, period, null);
  const ids = new Set([
    ...spend.map((s) => s.vehicleId!),
    ...[...kms].filter(([, km]) => km !== null).map(([id]) => id),
  ]);
  if (ids.size === 0) return [];
  const refs = await db
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, clientId), inArray(vehicles.id, [...ids])));
  return refs
    .map((vehicle) => {
      const net = fromOre(Number(spend.find((s) => s.vehicleId === vehicle.id)?.netOre ?? 0));
      const km = kms.get(vehicle.id) ?? null;
      return { vehicle, net, km, perKm: perKm(net, km) };
    })
    .sort((a, b) => b.net - a.net || a.vehicle.registration.localeCompare(b.vehicle.registration))
    .slice(0, 1000);
}
