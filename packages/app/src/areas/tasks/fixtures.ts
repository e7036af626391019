/**
 * Sample tasks, a dashboard summary and a driver's vehicles for stories and tests:
 * deterministic, Danish plates and titles, every status, due state, priority and source.
 */
import type { DashboardSummary, DriverVehicle, Task } from '@vognpark/server';
import { fixtureDrivers, fixtureVehicle } from '../vehicles/fixtures';
import { taskPriorities, taskSources, taskStatuses } from './domain';

/** The day the fixtures are computed for. */
export const fixtureToday = '2026-11-23';

const titles = [
  'Skift viskerblade',
  'Bremseklodser foran slidte',
  'Dækskifte til vinterdæk',
  'Olieskift og nyt filter',
  'Revne i forruden',
  'Lygte bag i venstre side virker ikke',
  'Rens ladrummet',
];

const refOf = (index: number) => {
  const vehicle = fixtureVehicle(index);
  return { id: vehicle.id, registration: vehicle.registration, make: vehicle.make, model: vehicle.model };
};

const plusDays = (days: number) => {
  const date = new Date(`${fixtureToday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The task at `index`. */
export function fixtureTask(index: number): Task {
  const status = taskStatuses[index % 5 === 4 ? 2 : index % 3 === 2 ? 1 : 0]!;
  const offset = [-12, -3, 0, 4, 20, null][index % 6];
  const dueDate = offset === null || offset === undefined ? null : plusDays(offset);
  const dueState =
    status === 'done'
      ? null
      : dueDate === null
        ? 'no_due_date'
        : offset! < 0
          ? 'overdue'
          : offset! <= 7
            ? 'due_soon'
            : 'later';
  const assignee = index % 4 === 3 ? null : fixtureDrivers[index % fixtureDrivers.length]!;
  return {
    id: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
    clientId: '11111111-1111-4111-8111-111111111111',
    clientName: 'Nordlys Logistik ApS',
    title: titles[index % titles.length]!,
    titleNames: null,
    description: '',
    vehicle: index % 7 === 6 ? null : refOf(index),
    status,
    priority: taskPriorities[index % 3]!,
    source: taskSources[index % taskSources.length]!,
    assignee: assignee ? { id: assignee.id, name: assignee.name, surname: assignee.surname } : null,
    dueDate,
    dueState,
    createdBy: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    inspectionId: null,
    doneAt: status === 'done' ? new Date(`${fixtureToday}T08:00:00Z`) : null,
    createdAt: new Date(Date.UTC(2026, 9, 1 + (index % 28))),
    updatedAt: new Date(Date.UTC(2026, 10, 1 + (index % 20))),
    version: 1,
  };
}

export function fixtureTasks(count: number): Task[] {
  return Array.from({ length: count }, (_, i) => fixtureTask(i));
}

/** A task whose texts are as long as they get, to check wrapping. */
export const longTask: Task = {
  ...fixtureTask(0),
  id: '00000000-0000-4000-9000-999999999999',
  title:
    'Undersøg støj fra bagakslen ved høj fart på motorvejen og bestil reservedele hos forhandleren i Aalborg Øst',
  assignee: { id: 'u-9', name: 'Christoffer-Valdemar Alexander', surname: 'Bjørnholm-Rasmussen Østergaard' },
};

export const fixtureSummary: DashboardSummary = {
  today: fixtureToday,
  vehicles: { active: 1842, inWorkshop: 61, outOfService: 23, total: 1926 },
  overdueTasks: 9,
  inspectionsDue: 12,
  complianceAttention: 24,
  upcomingTotal: 57,
  upcoming: [
    {
      type: 'task',
      id: 't-1',
      date: fixtureToday,
      kind: null,
      title: 'Skift viskerblade',
      titleNames: null,
      vehicle: refOf(1),
    },
    {
      type: 'inspection',
      id: 'i-1',
      date: plusDays(2),
      kind: 'safety',
      title: '',
      titleNames: null,
      vehicle: refOf(2),
    },
    {
      type: 'compliance',
      id: 'c-1',
      date: plusDays(5),
      kind: 'insurance',
      title: '',
      titleNames: null,
      vehicle: refOf(3),
    },
    {
      type: 'compliance',
      id: 'c-2',
      date: plusDays(9),
      kind: 'periodic_inspection',
      title: '',
      titleNames: null,
      vehicle: refOf(4),
    },
    {
      type: 'task',
      id: 't-2',
      date: plusDays(14),
      kind: null,
      title: 'Rens ladrummet',
      titleNames: null,
      vehicle: null,
    },
    {
      type: 'compliance',
      id: 'c-3',
      date: plusDays(28),
      kind: 'custom',
      title: 'ADR-godkendelse',
      titleNames: null,
      vehicle: refOf(5),
    },
  ],
};

export const emptySummary: DashboardSummary = {
  today: fixtureToday,
  vehicles: { active: 0, inWorkshop: 0, outOfService: 0, total: 0 },
  overdueTasks: 0,
  inspectionsDue: 0,
  complianceAttention: 0,
  upcoming: [],
  upcomingTotal: 0,
};

const obligationOf = (
  index: number,
  kind: 'insurance' | 'periodic_inspection',
  validUntil: string | null,
) => ({
  id: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
  clientId: '11111111-1111-4111-8111-111111111111',
  clientName: 'Nordlys Logistik ApS',
  vehicle: refOf(index),
  kind,
  title: '',
  validUntil,
  state: (validUntil === null ? 'missing' : validUntil < fixtureToday ? 'overdue' : 'due_soon') as
    'missing' | 'overdue' | 'due_soon',
  createdAt: new Date(Date.UTC(2025, 0, 1)),
  updatedAt: new Date(Date.UTC(2025, 0, 1)),
  version: 1,
});

export const fixtureDriverVehicles: DriverVehicle[] = [
  {
    vehicle: { ...refOf(0), status: 'active', odometerKm: 48_210 },
    obligations: [obligationOf(0, 'insurance', plusDays(12))],
    inspections: [
      {
        id: '00000000-0000-4000-b000-000000000001',
        version: 1,
        clientId: '11111111-1111-4111-8111-111111111111',
        clientName: 'Nordlys Logistik ApS',
        vehicle: refOf(0),
        kind: 'walk_around',
        dueDate: plusDays(3),
        state: 'due_soon',
        completedAt: null,
        result: null,
        inspector: '',
        notes: '',
        completedBy: null,
        defectCount: 0,
        createdAt: new Date(Date.UTC(2026, 9, 1)),
        updatedAt: new Date(Date.UTC(2026, 9, 1)),
      },
    ],
    tasks: [fixtureTask(0)],
  },
  {
    vehicle: { ...refOf(1), status: 'in_workshop', odometerKm: 131_544 },
    obligations: [obligationOf(1, 'periodic_inspection', plusDays(-4))],
    inspections: [],
    tasks: [],
  },
  {
    vehicle: { ...refOf(2), status: 'active', odometerKm: 0 },
    obligations: [],
    inspections: [],
    tasks: [],
  },
];
