/** Time registration as the server answers it, for stories and tests (a week of November 2026). */
import type {
  WorkingTimeAgreement,
  DriverRef,
  DriverWeek,
  MileageRate,
  TripMonth,
  WeekDay,
  WeekView,
} from '@vognpark/server/areas/timereg';

const jonas = { id: '00000000-0000-4000-8000-000000000001', name: 'Jonas Nielsen' };
const mette = { id: '00000000-0000-4000-8000-000000000002', name: 'Mette Øster' };

function weekDay(date: string, working: number, status: 'open' | 'approved' = 'open'): WeekDay {
  return { date, status, totals: { working } };
}

const days = (minutes: (number | null)[]) =>
  minutes.map((m, i) => (m === null ? null : weekDay(`2026-11-${String(23 + i).padStart(2, '0')}`, m)));

export const fixtureWeek: WeekView = {
  monday: '2026-11-23',
  drivers: [
    {
      driver: jonas,
      tachograph: false,
      weeklyMinutes: 2220,
      days: days([450, 510, 420, 450, 450, null, null]),
      working: 2280,
      flags: [{ rule: 'daily_rest', date: '2026-11-24', actual: 480, limit: 660 }],
    },
    {
      driver: mette,
      tachograph: true,
      weeklyMinutes: 2220,
      days: days([480, 480, 480, 480, null, null, null]),
      working: 1920,
      flags: [],
    },
  ] satisfies DriverWeek[],
};

export const fixtureTrips: TripMonth = {
  month: '2026-11',
  businessKm: 62,
  allowance: 236.22,
  dayPasses: [],
  trips: [
    {
      id: '10000000-0000-4000-8000-000000000001',
      vehicle: { id: '20000000-0000-4000-8000-000000000001', registration: 'AB12345', yellowPlates: true },
      driver: jonas,
      date: '2026-11-24',
      kind: 'business',
      km: 31,
      status: 'submitted',
      start: '07:15',
      end: '07:50',
      from: 'Lager, Vejle',
      to: 'Kunde, Kolding',
      purpose: 'Levering',
      odometerStart: 41_200,
      odometerEnd: 41_231,
      flags: [],
    },
    {
      id: '10000000-0000-4000-8000-000000000002',
      vehicle: { id: '20000000-0000-4000-8000-000000000001', registration: 'AB12345', yellowPlates: true },
      driver: jonas,
      date: '2026-11-24',
      kind: 'business',
      km: 31,
      status: 'submitted',
      start: '14:10',
      end: '14:45',
      from: 'Kunde, Kolding',
      to: 'Lager, Vejle',
      purpose: 'Retur til lager',
      odometerStart: 41_243,
      odometerEnd: 41_274,
      flags: [
        {
          rule: 'odometer_gap',
          date: '2026-11-24',
          actual: 12,
          limit: 0,
          subjectId: '10000000-0000-4000-8000-000000000002',
        },
      ],
    },
    {
      id: '10000000-0000-4000-8000-000000000003',
      vehicle: { id: '20000000-0000-4000-8000-000000000001', registration: 'AB12345', yellowPlates: true },
      driver: jonas,
      date: '2026-11-25',
      kind: 'private',
      km: 9,
      status: 'submitted',
      start: null,
      end: null,
      from: null,
      to: null,
      purpose: null,
      odometerStart: null,
      odometerEnd: null,
      flags: [
        {
          rule: 'private_without_day_pass',
          date: '2026-11-25',
          actual: 1,
          limit: 0,
          subjectId: '10000000-0000-4000-8000-000000000003',
        },
      ],
    },
  ],
};

export const fixtureAgreements: (WorkingTimeAgreement & { driver: DriverRef })[] = [
  {
    userId: jonas.id,
    driver: jonas,
    weeklyMinutes: 2220,
    dayStart: '07:00',
    dayEnd: '15:00',
    breakMinutes: 30,
    tachograph: false,
    exemption: '',
    version: null,
  },
  {
    userId: mette.id,
    driver: mette,
    weeklyMinutes: 2220,
    dayStart: '06:00',
    dayEnd: '14:00',
    breakMinutes: 45,
    tachograph: true,
    exemption: '',
    version: null,
  },
];

export const fixtureRates: MileageRate[] = [
  { year: 2024, rateLow: 3.79, rateHigh: 2.23, thresholdKm: 20_000, own: false, version: null },
  { year: 2025, rateLow: 3.81, rateHigh: 2.23, thresholdKm: 20_000, own: false, version: null },
];
