/**
 * Demo sharing (docs/sharing.md, "Demo data"): a pool of Nordlys cars (delebiler) that can be
 * booked today, plus one in the workshop to show a refusal, with a month of bookings around today:
 * returned ones behind, confirmed ones ahead, one running now, a request waiting for approval, a
 * cancellation and a no-show. The first car is left free from yesterday to the day after tomorrow
 * (the end-to-end test books it). The demo bookings are not in the odometer chain (the service demo
 * owns those readings). Times in Copenhagen relative to today; deterministic.
 */
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import { copenhagenInstant } from '../timereg/rules.js';
import { vehicleRefusals } from './bookings.js';
import type { BookingStatus } from './model.js';
import { sharingBookings, sharingPools, sharingPoolVehicles } from './schema.js';

export const SHARING_DEMO = {
  poolName: 'Delebiler Vejle',
  /** Bookable cars in the pool (plus one in the workshop). */
  cars: 6,
  days: 15,
  bufferMinutes: 30,
} as const;

const SLOTS: [string, string, string][] = [
  ['07:30', '11:00', 'Kundemøde'],
  ['12:00', '15:30', 'Besigtigelse'],
  ['08:00', '16:00', 'Kursus i Fredericia'],
  ['09:00', '12:00', 'Levering af tegninger'],
  ['13:00', '17:00', 'Byggemøde'],
];

export async function seedSharing(tx: Db, input: AreaSeedInput): Promise<void> {
  const today = copenhagenToday();
  const now = Date.now();
  const jonasVehicles = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.driverUserId, input.driverId));
  const cars = await tx
    .select({ id: vehicles.id, status: vehicles.status })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.clientId, input.nordlysId),
        eq(vehicles.type, 'car'),
        ne(vehicles.status, 'sold'),
        jonasVehicles.length
          ? notInArray(
              vehicles.id,
              jonasVehicles.map((v) => v.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vehicles.registration))
    .limit(400);
  const refusals = await vehicleRefusals(
    tx,
    input.nordlysId,
    cars.map((car) => car.id),
    addDays(today, SHARING_DEMO.days),
  );
  const bookable = cars.filter((car) => refusals.get(car.id)?.length === 0).slice(0, SHARING_DEMO.cars);
  const workshop = cars.find((car) => car.status === 'in_workshop');
  if (bookable.length === 0) return;

  const [pool] = await tx
    .insert(sharingPools)
    .values({
      clientId: input.nordlysId,
      name: SHARING_DEMO.poolName,
      whoMayBook: 'everyone',
      maxHours: 72,
      leadMinutes: 0,
      bufferMinutes: SHARING_DEMO.bufferMinutes,
      approvalOverHours: 24,
      noShowMinutes: 60,
    })
    .returning({ id: sharingPools.id });
  const members = [...bookable, ...(workshop ? [workshop] : [])];
  await tx
    .insert(sharingPoolVehicles)
    .values(members.map((car) => ({ vehicleId: car.id, poolId: pool!.id, clientId: input.nordlysId })));

  const drivers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, input.nordlysId), eq(users.role, 'user')))
    .orderBy(asc(users.email))
    .limit(6);
  const people = [input.driverId, ...drivers.map((d) => d.id).filter((id) => id !== input.driverId)];

  const rows: (typeof sharingBookings.$inferInsert)[] = [];
  const add = (carIndex: number, date: string, slot: number, status: BookingStatus, driver: number) => {
    const [from, to, purpose] = SLOTS[slot % SLOTS.length]!;
    const startsAt = new Date(copenhagenInstant(date, from));
    const endsAt = new Date(copenhagenInstant(date, to));
    rows.push({
      clientId: input.nordlysId,
      poolId: pool!.id,
      vehicleId: bookable[carIndex]!.id,
      bookerUserId: people[driver % people.length]!,
      driverUserId: people[driver % people.length]!,
      startsAt,
      endsAt,
      blockedUntil: new Date(endsAt.getTime() + SHARING_DEMO.bufferMinutes * 60_000),
      purpose,
      status,
      checkedOutAt: status === 'returned' || status === 'checked_out' ? startsAt : null,
      returnedAt: status === 'returned' ? endsAt : null,
      damagesAcknowledged: status === 'returned' || status === 'checked_out',
      cancelledAt: status === 'cancelled' || status === 'no_show' ? startsAt : null,
    });
  };
  for (let offset = -SHARING_DEMO.days; offset <= SHARING_DEMO.days; offset++) {
    const date = addDays(today, offset);
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    if (weekday >= 5) continue;
    for (let car = 0; car < bookable.length; car++) {
      // The first car stays free around today, for a booking made now.
      if (car === 0 && offset >= -1 && offset <= 2) continue;
      if ((car + offset + 20) % 3 === 0) continue;
      const slots = (car + offset + 20) % 4 === 0 ? [0, 1] : [(car + offset + 20) % 5];
      for (const slot of slots) {
        const [, to] = SLOTS[slot % SLOTS.length]!;
        const ended = copenhagenInstant(date, to) < now;
        const started = copenhagenInstant(date, SLOTS[slot % SLOTS.length]![0]) < now;
        let status: BookingStatus = ended ? 'returned' : started ? 'checked_out' : 'confirmed';
        if (ended && (car + offset + 20) % 11 === 0) status = 'cancelled';
        if (ended && (car + offset + 20) % 13 === 0) status = 'no_show';
        add(car, date, slot, status, car + offset + 20);
      }
    }
  }
  // A two-day booking waiting for approval (longer than the pool's 24 hours), next week.
  const requestDay = addDays(today, 8);
  const requestCar = bookable.length - 1;
  const taken = (date: string) =>
    rows.some(
      (row) =>
        row.vehicleId === bookable[requestCar]!.id &&
        row.startsAt < new Date(copenhagenInstant(addDays(date, 2), '00:00')) &&
        row.blockedUntil > new Date(copenhagenInstant(date, '00:00')),
    );
  let day = requestDay;
  while (taken(day)) day = addDays(day, 1);
  rows.push({
    clientId: input.nordlysId,
    poolId: pool!.id,
    vehicleId: bookable[requestCar]!.id,
    bookerUserId: input.driverId,
    driverUserId: input.driverId,
    startsAt: new Date(copenhagenInstant(day, '07:00')),
    endsAt: new Date(copenhagenInstant(addDays(day, 1), '18:00')),
    blockedUntil: new Date(copenhagenInstant(addDays(day, 1), '18:30')),
    purpose: 'Messe i Herning',
    status: 'requested',
  });
  if (rows.length) await tx.insert(sharingBookings).values(rows);
}
