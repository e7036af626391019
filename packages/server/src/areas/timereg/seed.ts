/**
 * Demo time registration (docs/timereg.md, "Demo data"): thirteen weeks of working days for the
 * demo driver and three more Nordlys drivers (one under the tachograph rules), earlier months
 * approved; a month of trips for the demo driver in a van on yellow plates. To see the flags: one
 * short night's rest, one odometer gap between trips and one private trip without a day pass.
 * The demo trips are not in the odometer chain (the service demo owns those readings). Dates
 * relative to today in Copenhagen; deterministic.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import { periodInstants } from './days.js';
import { mondayOf, type PeriodKind } from './rules.js';
import { dayPasses, timeregAgreements, trips, workingDays, workingPeriods } from './schema.js';

export const TIMEREG_DEMO = {
  weeks: 13,
  drivers: 4,
} as const;

/** The day of the demo driver's short rest: last week's Tuesday (Monday ends 22:00, Tuesday starts 06:00). */
export const shortRestDate = (today: string) => addDays(mondayOf(addDays(today, -7)), 1);

type Shape = [PeriodKind, string, string][];
const NORMAL: Shape = [
  ['driving', '07:00', '09:30'],
  ['work', '09:30', '11:30'],
  ['break', '11:30', '12:00'],
  ['work', '12:00', '15:00'],
];
const LATE: Shape = [
  ['work', '13:00', '17:00'],
  ['break', '17:00', '17:30'],
  ['driving', '17:30', '22:00'],
];
const EARLY: Shape = [
  ['driving', '06:00', '10:00'],
  ['break', '10:00', '10:45'],
  ['work', '10:45', '14:00'],
];

export async function seedTimereg(tx: Db, input: AreaSeedInput): Promise<void> {
  const today = copenhagenToday();
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, input.nordlysId), eq(users.role, 'user'), ne(users.id, input.driverId)))
    .orderBy(asc(users.email))
    .limit(TIMEREG_DEMO.drivers - 1);
  const drivers = [input.driverId, ...others.map((o) => o.id)];
  if (others[0])
    await tx.insert(timeregAgreements).values({
      userId: others[0].id,
      clientId: input.nordlysId,
      weeklyMinutes: 37 * 60,
      dayStart: '06:00',
      dayEnd: '14:00',
      breakMinutes: 45,
      tachograph: true,
    });
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const start = mondayOf(addDays(today, -7 * TIMEREG_DEMO.weeks));
  const shortRest = shortRestDate(today);
  // Built in memory and written in two statements: the seed runs inside one transaction.
  const dayRows: (typeof workingDays.$inferInsert)[] = [];
  const periodRows: (typeof workingPeriods.$inferInsert)[] = [];
  for (const [index, driverId] of drivers.entries()) {
    for (let date = start; date < today; date = addDays(date, 1)) {
      const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
      if (weekday >= 5) continue;
      const demo = index === 0;
      const shape =
        demo && date === addDays(shortRest, -1)
          ? LATE
          : demo && date === shortRest
            ? EARLY
            : index === 1
              ? EARLY
              : NORMAL;
      const approved = date < firstOfMonth;
      // The third driver records a daily total on Fridays, the fourth "as agreed".
      const mode = index === 2 && weekday === 4 ? 'total' : index === 3 ? 'as_agreed' : 'periods';
      const id = randomUUID();
      dayRows.push({
        id,
        clientId: input.nordlysId,
        userId: driverId,
        workDate: date,
        mode,
        totalMinutes: mode === 'total' ? 450 : null,
        deviationMinutes: mode === 'as_agreed' && weekday === 2 ? 60 : 0,
        status: approved ? 'approved' : 'open',
        approvedByUserId: approved ? input.managerId : null,
        approvedAt: approved ? new Date(`${addDays(`${date.slice(0, 7)}-28`, 5)}T09:00:00Z`) : null,
        createdByUserId: driverId,
      });
      if (mode !== 'periods') continue;
      for (const [kind, from, to] of shape) {
        const instants = periodInstants(date, from, to);
        periodRows.push({
          dayId: id,
          clientId: input.nordlysId,
          kind,
          startAt: new Date(instants.start),
          endAt: new Date(instants.end),
        });
      }
    }
  }
  if (dayRows.length) await tx.insert(workingDays).values(dayRows);
  if (periodRows.length) await tx.insert(workingPeriods).values(periodRows);

  // The demo driver's trips this month and last, in a van on yellow plates.
  const [van] = await tx
    .select({ id: vehicles.id, odometerKm: vehicles.odometerKm })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, input.nordlysId),
        eq(vehicles.yellowPlates, true),
        ne(vehicles.status, 'sold'),
      ),
    )
    .orderBy(asc(vehicles.registration))
    .limit(1);
  if (!van) return;
  const tripDays: string[] = [];
  for (let date = addDays(today, -35); date < today; date = addDays(date, 1)) {
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    if (weekday < 5) tripDays.push(date);
  }
  const legs = [
    { from: 'Lager, Vejle', to: 'Kunde, Kolding', purpose: 'Levering', km: 31, start: '07:15', end: '07:50' },
    {
      from: 'Kunde, Kolding',
      to: 'Lager, Vejle',
      purpose: 'Retur til lager',
      km: 31,
      start: '14:10',
      end: '14:45',
    },
  ];
  const rows: (typeof trips.$inferInsert)[] = [];
  let odometer = Math.max(10_000, van.odometerKm - tripDays.length * 62 - 400);
  const gapDay = tripDays.at(-6);
  const privateDay = tripDays.at(-3);
  for (const date of tripDays) {
    if (date === gapDay) odometer += 12; // 12 km nobody accounts for
    for (const leg of legs) {
      const instants = periodInstants(date, leg.start, leg.end);
      rows.push({
        clientId: input.nordlysId,
        vehicleId: van.id,
        driverUserId: input.driverId,
        tripDate: date,
        startAt: new Date(instants.start),
        endAt: new Date(instants.end),
        fromPlace: leg.from,
        toPlace: leg.to,
        purpose: leg.purpose,
        kind: 'business',
        odometerStart: odometer,
        odometerEnd: odometer + leg.km,
        status: date < firstOfMonth ? 'approved' : 'submitted',
        approvedByUserId: date < firstOfMonth ? input.managerId : null,
        createdByUserId: input.driverId,
      });
      odometer += leg.km;
    }
    if (date === privateDay) {
      const instants = periodInstants(date, '17:00', '17:40');
      rows.push({
        clientId: input.nordlysId,
        vehicleId: van.id,
        driverUserId: input.driverId,
        tripDate: date,
        startAt: new Date(instants.start),
        endAt: new Date(instants.end),
        fromPlace: 'Lager, Vejle',
        toPlace: 'Byggemarked, Vejle',
        purpose: '',
        kind: 'private',
        odometerStart: odometer,
        odometerEnd: odometer + 9,
        status: 'submitted',
        createdByUserId: input.driverId,
      });
      odometer += 9;
    }
  }
  await tx.insert(trips).values(rows);
  // A day pass for one earlier day (not the private trip's).
  if (tripDays[0])
    await tx.insert(dayPasses).values({
      clientId: input.nordlysId,
      vehicleId: van.id,
      passDate: tripDays[0],
      driverUserId: input.driverId,
      createdByUserId: input.managerId,
    });
}
