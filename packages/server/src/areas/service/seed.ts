/**
 * Demo service data (docs/service.md, "Demo data"): workshops, three plans and a tyre plan, and on
 * 60 Nordlys and 20 Fjordbus vehicles a year of monthly odometer readings, schedules and the
 * service history that last reset them, so that every state (overdue by km, due soon by date, in
 * order, paused) and a forecast show. Nothing is overdue by date, so the tasks badge keeps the
 * fleet work's counts (areas/tasks/seed.ts, WORK_DEMO). Every other vehicle's chain starts with its
 * register odometer. Deterministic; dates relative to today in Copenhagen.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday, daysBetween } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import type { ServiceTaskKind } from './model.js';
import { duePoint } from './rules.js';
import {
  organisations,
  serviceEntries,
  serviceEntryLines,
  serviceEntryTasks,
  servicePlanItems,
  servicePlans,
  serviceSchedules,
  serviceTasks,
} from './schema.js';
import { createDueServiceTasks } from './tasks.js';

/** What the demo holds for the manager's client (test/service.test.ts checks it). */
export const SERVICE_DEMO = {
  nordlysVehicles: 60,
  fjordbusVehicles: 20,
  /** Vehicles whose oil service is overdue by km (driven hard since). */
  overdueByKm: 3,
  /** Vehicles whose oil service is due within 15 days. */
  dueSoonByDate: 6,
  paused: 2,
  tyreVehicles: 6,
  /**
   * The demo driver's second vehicle: its oil service is overdue by km (driven hard) and its
   * periodic inspection overdue (areas/tasks/seed.ts), so its workshop visit bundles service and syn.
   */
  visitPlate: 'CD23456',
} as const;

interface PlanSpec {
  name: string;
  items: { kind: ServiceTaskKind; km?: number; months?: number }[];
}
const VAN_PLAN: PlanSpec = {
  name: 'Varebiler og personbiler',
  items: [
    { kind: 'oil_service', km: 30_000, months: 12 },
    { kind: 'brakes', km: 40_000, months: 24 },
  ],
};
const EV_PLAN: PlanSpec = {
  name: 'Elbiler',
  items: [
    { kind: 'ev_battery_check', months: 12 },
    { kind: 'brakes', km: 40_000, months: 24 },
  ],
};
const HEAVY_PLAN: PlanSpec = {
  name: 'Lastbiler og busser',
  items: [
    { kind: 'oil_service', km: 60_000, months: 12 },
    { kind: 'adblue', km: 15_000 },
    { kind: 'major_service', km: 120_000, months: 24 },
  ],
};
const TYRE_PLAN: PlanSpec = {
  name: 'Dækskifte',
  items: [{ kind: 'winter_tyres' }, { kind: 'summer_tyres' }],
};

const KM_PER_DAY: Record<string, number> = { car: 50, van: 70, truck: 280, bus: 220 };

interface Vehicle {
  id: string;
  registration: string;
  type: string;
  fuel: string;
  odometerKm: number;
}

/** The latest `MM-DD` on or before `today` - 1 day. */
function lastOccurrence(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear < today ? thisYear : `${year - 1}-${monthDay}`;
}

export async function seedService(db: Db, input: AreaSeedInput): Promise<void> {
  const today = copenhagenToday();
  const catalogue = await db
    .select()
    .from(serviceTasks)
    .where(inArray(serviceTasks.clientId, [input.nordlysId, input.fjordbusId]));
  const taskId = (clientId: string, kind: ServiceTaskKind) =>
    catalogue.find((t) => t.clientId === clientId && t.kind === kind)!;

  const workshops = await db
    .insert(organisations)
    .values([
      { clientId: input.nordlysId, name: 'Aarhus Autoværksted' },
      { clientId: input.nordlysId, name: 'Kolding Lastbilcenter' },
      { clientId: input.nordlysId, name: 'Dækcentret Vejle' },
      { clientId: input.fjordbusId, name: 'Fjordbus Værksted' },
    ])
    .returning();

  const readings: Record<string, unknown>[] = [];
  const entries: (typeof serviceEntries.$inferInsert)[] = [];
  const entryTasks: (typeof serviceEntryTasks.$inferInsert)[] = [];
  const lines: (typeof serviceEntryLines.$inferInsert)[] = [];
  const schedules: (typeof serviceSchedules.$inferInsert)[] = [];
  let tyreVehicles = 0;

  for (const [clientId, count, fleetWorkshops] of [
    [input.nordlysId, SERVICE_DEMO.nordlysVehicles, workshops.slice(0, 3)],
    [input.fjordbusId, SERVICE_DEMO.fjordbusVehicles, workshops.slice(3)],
  ] as const) {
    const plans = new Map<PlanSpec, string>();
    for (const spec of clientId === input.nordlysId
      ? [VAN_PLAN, EV_PLAN, HEAVY_PLAN, TYRE_PLAN]
      : [HEAVY_PLAN]) {
      const [plan] = await db.insert(servicePlans).values({ clientId, name: spec.name }).returning();
      plans.set(spec, plan!.id);
      await db.insert(servicePlanItems).values(
        spec.items.map((item, position) => ({
          planId: plan!.id,
          clientId,
          serviceTaskId: taskId(clientId, item.kind).id,
          position,
          intervalKm: item.km ?? null,
          intervalMonths: item.months ?? null,
        })),
      );
    }
    const fleet: Vehicle[] = await db
      .select({
        id: vehicles.id,
        registration: vehicles.registration,
        type: vehicles.type,
        fuel: vehicles.fuel,
        odometerKm: vehicles.odometerKm,
      })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.clientId, clientId),
          ne(vehicles.status, 'sold'),
          inArray(vehicles.type, ['car', 'van', 'truck', 'bus']),
          sql`${vehicles.odometerKm} > 40000`,
        ),
      )
      .orderBy(sql`${vehicles.driverUserId} = ${input.driverId} DESC NULLS LAST`, asc(vehicles.registration))
      .limit(count);

    fleet.forEach((vehicle, i) => {
      const heavy = vehicle.type === 'truck' || vehicle.type === 'bus';
      const spec = heavy ? HEAVY_PLAN : vehicle.fuel === 'electric' ? EV_PLAN : VAN_PLAN;
      const nordlys = clientId === input.nordlysId;
      const hard = nordlys && i < SERVICE_DEMO.overdueByKm;
      const perDay = hard ? 115 : Math.round((KM_PER_DAY[vehicle.type] ?? 50) * (0.9 + ((i * 7) % 21) / 100));
      const kmAt = (daysAgo: number) => Math.max(0, vehicle.odometerKm - Math.round(perDay * daysAgo));
      for (let daysAgo = 360; daysAgo >= 0; daysAgo -= 30)
        readings.push({
          client_id: clientId,
          vehicle_id: vehicle.id,
          read_on: addDays(today, -daysAgo),
          odometer_km: kmAt(daysAgo),
          source: daysAgo === 0 ? 'register' : 'manual',
          service_entry_id: null,
        });

      const done = (
        kind: ServiceTaskKind,
        daysAgo: number,
        item: { km?: number; months?: number },
        planId: string,
        options: { paused?: boolean; on?: string } = {},
      ) => {
        const task = taskId(clientId, kind);
        const lastDoneOn = options.on ?? addDays(today, -daysAgo);
        const lastDoneKm = kmAt(daysAgo);
        const fields = {
          intervalKm: item.km ?? null,
          intervalHours: null,
          intervalMonths: item.months ?? null,
          mode: 'first' as const,
          soonKm: 1000,
          soonDays: 30,
          soonHours: 25,
          lastDoneOn,
          lastDoneKm,
          lastDoneHours: null,
          paused: options.paused ?? false,
        };
        schedules.push({
          ...fields,
          ...duePoint({ ...fields, season: task.season }),
          clientId,
          vehicleId: vehicle.id,
          serviceTaskId: task.id,
          planId,
        });
        const entryId = randomUUID();
        const workshop =
          (kind.endsWith('tyres') ? fleetWorkshops[2] : heavy ? fleetWorkshops[1] : undefined) ??
          fleetWorkshops[0]!;
        entries.push({
          id: entryId,
          clientId,
          vehicleId: vehicle.id,
          performedOn: lastDoneOn,
          odometerKm: lastDoneKm,
          workshopOrganisationId: workshop.id,
          workshopName: workshop.name,
          createdByUserId: nordlys ? input.managerId : null,
          createdAt: new Date(`${lastDoneOn}T12:00:00Z`),
        });
        entryTasks.push({ entryId, serviceTaskId: task.id, clientId });
        const covered = i % 5 === 0 ? 'leasing' : i % 11 === 0 ? 'warranty' : 'own';
        lines.push(
          {
            entryId,
            clientId,
            position: 0,
            kind: 'labour',
            description: 'Arbejdsløn',
            quantity: String(1 + (i % 4) * 0.5),
            unitPrice: '650.00',
            coveredBy: covered,
          },
          {
            entryId,
            clientId,
            position: 1,
            kind: 'part',
            description: kind === 'oil_service' ? 'Motorolie og filter' : 'Reservedele',
            quantity: '1',
            unitPrice: String(300 + ((i * 37) % 900)),
            coveredBy: covered,
          },
        );
        readings.push({
          client_id: clientId,
          vehicle_id: vehicle.id,
          read_on: lastDoneOn,
          odometer_km: lastDoneKm,
          source: 'service',
          service_entry_id: entryId,
        });
      };

      const planId = plans.get(spec)!;
      const [primary, second, third] = spec.items;
      const primaryDaysAgo = hard
        ? 300
        : nordlys && i < SERVICE_DEMO.overdueByKm + SERVICE_DEMO.dueSoonByDate
          ? 350
          : 20 + ((i * 37) % (heavy ? 150 : 250));
      const paused = nordlys && i >= 9 && i < 9 + SERVICE_DEMO.paused;
      done(primary!.kind, primaryDaysAgo, primary!, planId, { paused });
      done(second!.kind, heavy ? 3 + (i % 25) : 120 + ((i * 53) % 240), second!, planId);
      if (third) done(third.kind, 60 + ((i * 29) % 300), third, planId);
      if (nordlys && !heavy && i >= 11 && tyreVehicles < SERVICE_DEMO.tyreVehicles) {
        tyreVehicles += 1;
        const tyrePlan = plans.get(TYRE_PLAN)!;
        const winterOn = lastOccurrence(today, '10-20');
        const summerOn = lastOccurrence(today, '04-10');
        done('winter_tyres', daysBetween(winterOn, today), {}, tyrePlan, { on: winterOn });
        done('summer_tyres', daysBetween(summerOn, today), {}, tyrePlan, { on: summerOn });
      }
    });
  }

  if (entries.length > 0) {
    await db.insert(serviceEntries).values(entries);
    await db.insert(serviceEntryTasks).values(entryTasks);
    await db.insert(serviceEntryLines).values(lines);
    await db.insert(serviceSchedules).values(schedules);
  }
  await db.execute(sql`
    INSERT INTO odometer_readings (client_id, vehicle_id, read_on, odometer_km, source, service_entry_id)
    SELECT client_id, vehicle_id, read_on, odometer_km, source, service_entry_id
    FROM jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) AS x(client_id uuid, vehicle_id uuid,
      read_on date, odometer_km integer, source text, service_entry_id uuid)
    ORDER BY read_on, odometer_km`);
  // Every other vehicle's chain starts with its register odometer.
  await db.execute(sql`
    INSERT INTO odometer_readings (client_id, vehicle_id, read_on, odometer_km, source)
    SELECT client_id, id, ${today}::date, odometer_km, 'register' FROM vehicles v
    WHERE odometer_km > 0 AND NOT EXISTS (SELECT 1 FROM odometer_readings r WHERE r.vehicle_id = v.id)`);
  await createDueServiceTasks(db, { clientId: null }, today);
}
