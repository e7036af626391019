/** Service data for stories and tests: a fleet's schedules in every state, entries with lines, plans. */
import type {
  OdometerReading,
  ServiceEntry,
  ServicePlan,
  ServiceSchedule,
  ServiceScheduleItem,
  ServiceTask,
  ServiceVisitProposal,
} from '@vognpark/server/areas/service';
import { addDays } from '../compliance/dates';

export const fixtureToday = '2026-11-23';

const task = (
  kind: ServiceTask['kind'],
  names: [string, string, string, string, string],
  interval: [number | null, number | null],
  season: ServiceTask['season'] = null,
): ServiceTask => ({
  id: `00000000-0000-4000-8000-${kind.length.toString().padStart(4, '0')}${kind.charCodeAt(0).toString().padStart(8, '0')}`,
  kind,
  names: { en: names[0], da: names[1], uk: names[2], de: names[3], fr: names[4] },
  season,
  defaultIntervalKm: interval[0],
  defaultIntervalMonths: interval[1],
});

export const fixtureTasks: ServiceTask[] = [
  task('oil_service', ['Oil service', 'Olieskift', 'Заміна оливи', 'Ölwechsel', 'Vidange'], [30_000, 12]),
  task(
    'major_service',
    ['Major service', 'Stort eftersyn', 'Велике ТО', 'Große Inspektion', 'Grande révision'],
    [60_000, 24],
  ),
  task('brakes', ['Brakes', 'Bremser', 'Гальма', 'Bremsen', 'Freins'], [40_000, null]),
  task(
    'winter_tyres',
    ['Winter tyres', 'Vinterdæk', 'Зимові шини', 'Winterreifen', 'Pneus hiver'],
    [null, null],
    'winter',
  ),
];

const plates = ['AB12345', 'CD23456', 'EF34567', 'GH45678', 'JK56789', 'LM67890', 'NP78901', 'RS89012'];
const states = ['overdue', 'due_soon', 'due_soon', 'in_order', 'in_order', 'paused'] as const;

/** A vehicle has one schedule per task: every eighth schedule moves on a vehicle, so no pair repeats. */
const vehicleOfSchedule = (index: number) => (index + Math.floor(index / plates.length)) % plates.length;

export function fixtureSchedule(index: number): ServiceSchedule {
  const state = states[index % states.length]!;
  const t = fixtureTasks[index % fixtureTasks.length]!;
  const odometerKm = 40_000 + index * 3_217;
  const dueOn =
    t.defaultIntervalMonths || t.season
      ? addDays(fixtureToday, [-12, 6, 20, 120, 200, 40][index % 6]!)
      : null;
  return {
    id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
    version: 1,
    vehicle: {
      id: `v-${vehicleOfSchedule(index)}`,
      registration: plates[vehicleOfSchedule(index)]!,
      make: 'Ford',
      model: 'Transit',
    },
    task: t,
    planId: null,
    intervalKm: t.defaultIntervalKm,
    intervalHours: null,
    intervalMonths: t.defaultIntervalMonths,
    mode: 'first',
    soonKm: 1000,
    soonDays: 30,
    soonHours: 25,
    lastDoneOn: '2025-12-01',
    lastDoneKm: odometerKm - 20_000,
    lastDoneHours: null,
    paused: state === 'paused',
    dueOn,
    dueKm: t.defaultIntervalKm ? odometerKm - 20_000 + t.defaultIntervalKm : null,
    dueHours: null,
    state,
    odometerKm,
    engineHours: null,
    forecastOn: t.defaultIntervalKm ? addDays(fixtureToday, 10 + index * 3) : null,
    openTaskId: state === 'overdue' || state === 'due_soon' ? `task-${index}` : null,
    createdAt: new Date(Date.UTC(2025, 11, 1)),
    updatedAt: new Date(Date.UTC(2026, 10, 1)),
  };
}

/** A schedule as the lists have it (`listSchedules`'s row), asked without a language: five names. */
export function scheduleItemOf(schedule: ServiceSchedule): ServiceScheduleItem {
  return {
    id: schedule.id,
    vehicle: { id: schedule.vehicle.id, registration: schedule.vehicle.registration },
    task: { id: schedule.task.id, names: schedule.task.names, season: schedule.task.season },
    intervalKm: schedule.intervalKm,
    intervalHours: schedule.intervalHours,
    intervalMonths: schedule.intervalMonths,
    mode: schedule.mode,
    dueOn: schedule.dueOn,
    dueKm: schedule.dueKm,
    state: schedule.state,
    odometerKm: schedule.odometerKm,
    forecastOn: schedule.forecastOn,
    openTaskId: schedule.openTaskId,
  };
}

/** The lists' rows of the first `count` fixture schedules. */
export const fixtureSchedules = (count: number): ServiceScheduleItem[] =>
  Array.from({ length: count }, (_, i) => scheduleItemOf(fixtureSchedule(i)));

export function fixtureEntry(index: number): ServiceEntry {
  return {
    id: `00000000-0000-4000-b000-${String(index + 1).padStart(12, '0')}`,
    vehicle: {
      id: `v-${index % plates.length}`,
      registration: plates[index % plates.length]!,
      make: 'Ford',
      model: 'Transit',
    },
    performedOn: addDays(fixtureToday, -7 * index - 1),
    odometerKm: 60_000 - index * 1_000,
    engineHours: null,
    workshop: {
      organisationId: index % 3 === 2 ? null : 'w-1',
      name: index % 3 === 2 ? '' : 'Nordlys Autoværksted',
    },
    notes: index === 0 ? 'Bremseklodser foran skiftet.' : '',
    tasks: [fixtureTasks[index % fixtureTasks.length]!],
    lines: [
      {
        kind: 'labour',
        description: 'Arbejdsløn',
        quantity: 1.5,
        unitPrice: 650,
        vatRate: 25,
        coveredBy: 'own',
        net: 975,
        vat: 243.75,
        gross: 1218.75,
      },
      {
        kind: 'part',
        description: 'Oliefilter',
        quantity: 1,
        unitPrice: 189.5,
        vatRate: 25,
        coveredBy: 'leasing',
        net: 189.5,
        vat: 47.38,
        gross: 236.88,
      },
    ],
    totals: { net: 1164.5, vat: 291.13, gross: 1455.63 },
    taskId: null,
    createdBy: index % 4 === 3 ? null : { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date(Date.UTC(2026, 10, 20)),
  };
}

export const fixtureEntries = (count: number) => Array.from({ length: count }, (_, i) => fixtureEntry(i));

export const fixturePlans: ServicePlan[] = [
  {
    id: 'p-1',
    version: 1,
    name: 'Varebiler og personbiler',
    items: [
      { task: fixtureTasks[0]!, intervalKm: 30_000, intervalHours: null, intervalMonths: 12, mode: 'first' },
      {
        task: fixtureTasks[2]!,
        intervalKm: 40_000,
        intervalHours: null,
        intervalMonths: null,
        mode: 'first',
      },
      { task: fixtureTasks[3]!, intervalKm: null, intervalHours: null, intervalMonths: null, mode: 'first' },
    ],
    scheduleCount: 142,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    updatedAt: new Date(Date.UTC(2026, 0, 1)),
  },
  {
    id: 'p-2',
    version: 1,
    name: 'Lastbiler og busser',
    items: [
      { task: fixtureTasks[1]!, intervalKm: 60_000, intervalHours: 500, intervalMonths: 24, mode: 'first' },
    ],
    scheduleCount: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    updatedAt: new Date(Date.UTC(2026, 0, 1)),
  },
];

export const fixtureReadings: OdometerReading[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  readOn: addDays(fixtureToday, -30 * i),
  odometerKm: 60_000 - i * 1_800,
  engineHours: null,
  source: (['manual', 'service', 'register'] as const)[i % 3]!,
  correction: i === 4,
  serviceEntryId: null,
  actor: null,
  createdAt: new Date(Date.UTC(2026, 10, 1)),
}));

/**
 * What AB12345 has due within 30 days or 1,000 km: its tachograph calibration overdue, an oil
 * service by date, brakes by km and its periodic inspection; `planned` the same as a visit.
 */
export function fixtureVisitProposal(
  options: { planned?: boolean; empty?: boolean } = {},
): ServiceVisitProposal {
  const items: ServiceVisitProposal['items'] = options.empty
    ? []
    : [
        {
          kind: 'tachograph',
          id: '00000000-0000-4000-b000-000000000001',
          serviceTaskId: null,
          names: null,
          dueOn: addDays(fixtureToday, -5),
          dueKm: null,
          forecastOn: null,
          overdue: true,
        },
        {
          kind: 'service',
          id: '00000000-0000-4000-a000-000000000001',
          serviceTaskId: fixtureTasks[0]!.id,
          names: fixtureTasks[0]!.names,
          dueOn: addDays(fixtureToday, 12),
          dueKm: 82_000,
          forecastOn: addDays(fixtureToday, 40),
          overdue: false,
        },
        {
          kind: 'periodic_inspection',
          id: '00000000-0000-4000-b000-000000000002',
          serviceTaskId: null,
          names: null,
          dueOn: addDays(fixtureToday, 25),
          dueKm: null,
          forecastOn: null,
          overdue: false,
        },
        {
          kind: 'service',
          id: '00000000-0000-4000-a000-000000000003',
          serviceTaskId: fixtureTasks[2]!.id,
          names: fixtureTasks[2]!.names,
          dueOn: null,
          dueKm: 52_800,
          forecastOn: addDays(fixtureToday, 27),
          overdue: false,
        },
      ];
  return {
    vehicle: { id: 'v-1', registration: 'AB12345', make: 'Ford', model: 'Transit', odometerKm: 52_000 },
    untilOn: addDays(fixtureToday, 30),
    untilKm: 53_000,
    items,
    planned: options.planned
      ? {
          id: '00000000-0000-4000-c000-000000000001',
          taskId: '00000000-0000-4000-d000-000000000001',
          vehicleId: 'v-1',
          createdAt: new Date(`${fixtureToday}T09:30:00Z`),
          createdBy: { id: 'u-1', name: 'Mette', surname: 'Nielsen' },
          items,
        }
      : null,
  };
}
