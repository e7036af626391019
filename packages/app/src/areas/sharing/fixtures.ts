/** Sharing as the server answers it, for stories and tests (a week of November 2026). */
import type {
  Booking,
  CalendarFeed,
  Pool,
  PoolUtilisation,
  ShareLink,
  TimelineBooking,
} from '@vognpark/server/areas/sharing';
import { copenhagenInstant } from './time';

const jonas = { id: '00000000-0000-4000-8000-000000000001', name: 'Jonas', surname: 'Nielsen' };
const mette = { id: '00000000-0000-4000-8000-000000000002', name: 'Mette', surname: 'Øster' };
const car = (n: number, registration: string, make: string, model: string) => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  registration,
  make,
  model,
});
const cars = [
  car(1, 'AB11223', 'Volkswagen', 'ID.3'),
  car(2, 'CD44556', 'Škoda', 'Octavia'),
  car(3, 'EF77889', 'Toyota', 'Corolla'),
];

export const fixtureToday = '2026-11-25';

export const fixturePools: Pool[] = [
  {
    id: '00000000-0000-4000-a000-000000000001',
    version: 1,
    name: 'Delebiler Vejle',
    whoMayBook: 'everyone',
    maxHours: 72,
    leadMinutes: 0,
    bufferMinutes: 30,
    approvalOverHours: 24,
    noShowMinutes: 60,
    vehicles: [
      { ...cars[0]!, fuel: 'electric', odometerKm: 18_400, refusals: [] },
      { ...cars[1]!, fuel: 'diesel', odometerKm: 96_120, refusals: [] },
      { ...cars[2]!, fuel: 'hybrid', odometerKm: 51_000, refusals: ['in_workshop'] },
    ],
  },
];

function booking(
  n: number,
  vehicle: (typeof cars)[number],
  date: string,
  from: string,
  to: string,
  status: Booking['status'],
  driver = jonas,
  purpose = 'Kundemøde',
): Booking {
  const startsAt = copenhagenInstant(date, from);
  const endsAt = copenhagenInstant(date, to);
  return {
    id: `00000000-0000-4000-b000-00000000000${n}`,
    poolId: fixturePools[0]!.id,
    vehicle,
    driver,
    booker: driver,
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + 30 * 60_000),
    purpose,
    status,
    checkedOutAt: status === 'returned' || status === 'checked_out' ? startsAt : null,
    checkoutOdometerKm: status === 'returned' || status === 'checked_out' ? 18_300 : null,
    checkoutLevel: status === 'returned' || status === 'checked_out' ? 90 : null,
    damagesAcknowledged: status === 'returned' || status === 'checked_out',
    returnedAt: status === 'returned' ? endsAt : null,
    checkinOdometerKm: status === 'returned' ? 18_342 : null,
    checkinLevel: status === 'returned' ? 60 : null,
    checkinNote: '',
    km: status === 'returned' ? 42 : null,
  };
}

export const fixtureBookings: Booking[] = [
  booking(1, cars[0]!, '2026-11-24', '07:30', '11:00', 'returned'),
  booking(2, cars[1]!, '2026-11-25', '08:00', '16:00', 'checked_out', mette, 'Kursus i Fredericia'),
  booking(3, cars[0]!, '2026-11-26', '12:00', '15:30', 'confirmed', mette),
  booking(4, cars[1]!, '2026-11-27', '07:00', '18:00', 'requested', jonas, 'Messe i Herning'),
];

/** Bookings as the timeline gets them (`sharing.timeline`). */
export function timelineOf(bookings: readonly Booking[]): TimelineBooking[] {
  return bookings.map((b) => ({
    id: b.id,
    vehicleId: b.vehicle.id,
    status: b.status,
    startsAt: b.startsAt.getTime(),
    endsAt: b.endsAt.getTime(),
    driver: { name: b.driver.name, surname: b.driver.surname },
  }));
}

export const fixtureTimeline = timelineOf(fixtureBookings);

export const fixtureRequests: Booking[] = [fixtureBookings[3]!];

export const fixtureUtilisation: PoolUtilisation[] = [
  { vehicle: cars[0]!, bookedHours: 212, hours: 720 },
  { vehicle: cars[1]!, bookedHours: 148, hours: 720 },
];

export const fixtureLinks: ShareLink[] = [
  {
    id: '00000000-0000-4000-c000-000000000001',
    kind: 'vehicle',
    label: 'Forsikringsselskabet',
    vehicle: cars[1]!,
    bookingId: null,
    damageId: null,
    expiresAt: new Date('2026-12-02T10:00:00Z'),
    revokedAt: null,
    lastOpenedAt: new Date('2026-11-25T09:12:00Z'),
    openCount: 3,
    createdAt: new Date('2026-11-25T08:00:00Z'),
    createdBy: { id: '00000000-0000-4000-8000-000000000009', name: 'Mads', surname: 'Jensen' },
  },
  {
    id: '00000000-0000-4000-c000-000000000002',
    kind: 'position',
    label: 'Falck Autohjælp',
    vehicle: cars[0]!,
    bookingId: null,
    damageId: null,
    expiresAt: new Date('2026-11-28T10:00:00Z'),
    revokedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    createdAt: new Date('2026-11-27T10:00:00Z'),
    createdBy: { id: '00000000-0000-4000-8000-000000000009', name: 'Mads', surname: 'Jensen' },
  },
];

/** The driver's own bookings: one to check out now, one running. */
export const fixtureMyBookings: Booking[] = [
  booking(5, cars[0]!, fixtureToday, '09:00', '12:00', 'confirmed'),
  booking(6, cars[1]!, '2026-11-24', '08:00', '10:00', 'returned'),
];

/** A driver's calendar feed made a month ago and fetched since. */
export const fixtureFeed: CalendarFeed = {
  id: '00000000-0000-4000-c000-000000000001',
  createdAt: copenhagenInstant('2026-10-26', '09:12'),
  expiresAt: copenhagenInstant('2027-10-26', '09:12'),
  lastOpenedAt: copenhagenInstant('2026-11-25', '07:40'),
  openCount: 212,
};

/**
 * A big pool: 120 cars (TL 00 001 onwards), each booked on 26 November, for the timeline that
 * renders only the rows near the screen.
 */
export const fixtureLargePool: Pool = {
  ...fixturePools[0]!,
  id: '00000000-0000-4000-a000-000000000003',
  name: 'Tidslinje',
  vehicles: Array.from({ length: 120 }, (_, i) => ({
    id: `00000000-0000-4000-9100-${String(i + 1).padStart(12, '0')}`,
    registration: `TL${String(i + 1).padStart(5, '0')}`,
    make: 'Toyota',
    model: 'Yaris',
    fuel: 'petrol' as const,
    odometerKm: 10_000 + i,
    refusals: [],
  })),
};

export const fixtureLargePoolBookings: TimelineBooking[] = fixtureLargePool.vehicles.map((vehicle, i) => ({
  id: `00000000-0000-4000-b100-${String(i + 1).padStart(12, '0')}`,
  vehicleId: vehicle.id,
  status: 'confirmed',
  startsAt: copenhagenInstant('2026-11-26', '09:00').getTime(),
  endsAt: copenhagenInstant('2026-11-26', '12:00').getTime(),
  driver: jonas,
}));
