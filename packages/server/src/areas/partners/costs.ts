/**
 * What the fleet costs: expenses summed per month and category (a vehicle's, or the whole
 * fleet's), the km the odometer chain says were driven in the period, and so the cost per km; and
 * the fleet's table of vehicles with their spend and cost per km. Amounts exclude VAT.
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
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
 * it (by date, then id: the chain's order). Three index-only probes per vehicle
 * (`odometer_readings_vehicle_idx`, the km in it since 0037), not a scan of every reading of the
 * fleet. A vehicle without a reading in the period has no row.
 */
function chainSql(clientId: string, period: Period, vehicleId: string | null): SQL {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  return sql`SELECT v.id AS vehicle_id, b.km AS before_km, f.km AS first_km, f.id AS first_id,
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
        WHERE v.client_id = ${clientId} ${vehicleId ? sql`AND v.id = ${vehicleId}` : sql``}`;
}

/** Each vehicle's km in the period (kmInPeriod of its chain's rows). */
async function chains(db: Db, clientId: string, period: Period, vehicleId: string | null) {
  const rows = await queryRows<ChainRow>(db, chainSql(clientId, period, vehicleId));
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
  netOre: number | string;
  vatOre: number | string;
}

/**
 * The km of `chain`'s rows as kmInPeriod (rules.ts) counts them, summed over the vehicles with
 * any: the last reading in the period minus the one before it (else the first in it); none with a
 * single reading in the period and none before it, or without distance.
 */
function summedKm(chain: SQL): SQL {
  return sql`SELECT sum(c.km) FROM (
      SELECT CASE WHEN before_km IS NULL AND first_id = last_id THEN NULL
        ELSE (CASE WHEN first_id = last_id THEN last_km ELSE GREATEST(first_km, last_km) END)
          - COALESCE(before_km, first_km) END AS km
      FROM (${chain}) AS chain) c
    WHERE c.km > 0`;
}

/**
 * Per month and category in one statement (one round trip): a vehicle's from its expenses (an
 * index-only scan of `expenses_vehicle_date_idx`, 0037: a few pages a year), the fleet's
 * (fleet-wide expenses too) from the day totals the expenses' triggers keep (0020: a day and
 * category a row, not every expense); with the km the odometer chain gives (`chainSql`) and, for a
 * vehicle, whether it is the client's.
 */
async function monthsAndKm(db: Db, clientId: string, vehicleId: string | null, period: Period) {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const months = vehicleId
    ? sql`SELECT date_trunc('month', spent_on::timestamp) AS month, category, sum(net * 100)::bigint AS "netOre",
          sum(vat * 100)::bigint AS "vatOre"
        FROM expenses
        WHERE client_id = ${clientId} AND vehicle_id = ${vehicleId} AND spent_on >= ${from} AND spent_on <= ${to}
        GROUP BY 1, 2`
    : sql`SELECT date_trunc('month', spent_on::timestamp) AS month, category, sum(net * 100)::bigint AS "netOre",
          sum(vat * 100)::bigint AS "vatOre"
        FROM expense_day_totals
        WHERE client_id = ${clientId} AND spent_on >= ${from} AND spent_on <= ${to}
        GROUP BY 1, 2 HAVING sum(expenses) > 0`;
  const [row] = await queryRows<{ found: boolean; cells: MonthRow[] | null; km: number | string | null }>(
    db,
    sql`SELECT ${vehicleId ? sql`EXISTS (SELECT 1 FROM vehicles WHERE id = ${vehicleId} AND client_id = ${clientId})` : sql`true`} AS found,
        (SELECT json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'category', m.category,
            'netOre', m."netOre", 'vatOre', m."vatOre") ORDER BY m.month, m.category)
          FROM (${months}) m) AS cells,
        (${summedKm(chainSql(clientId, period, vehicleId))}) AS km`,
  );
  return row!;
}

/** Per month and category; a vehicle's when `vehicleId` is given, else the fleet's (fleet-wide ones too). */
export async function costSummary(
  db: Db,
  clientId: string,
  vehicleId: string | null,
  period: Period,
): Promise<CostSummary> {
  checkPeriod(period);
  const { found, cells: monthRows, km: kmSum } = await monthsAndKm(db, clientId, vehicleId, period);
  if (!found) throw notFound('vehicle');
  const rows = monthRows ?? [];
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
  const km = kmSum === null ? null : Number(kmSum);
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
