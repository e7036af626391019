/**
 * Sample tasks, a dashboard summary and a driver's vehicles for stories and tests:
 * deterministic, Danish plates and titles, every status, due state, priority and source.
 */
import type { DriverVehicle } from '@vognpark/server';
import type { Task } from '@vognpark/server/areas/tasks';
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

export const refOf = (index: number) => {
  const vehicle = fixtureVehicle(index);
  return { id: vehicle.id, registration: vehicle.registration, make: vehicle.make, model: vehicle.model };
};

export const plusDays = (days: number) => {
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

/** What the driver's home lists: an obligation, an inspection, a task, as their areas describe them. */
const obligationDue = (index: number, kind: 'insurance' | 'periodic_inspection', date: string | null) => ({
  area: 'compliance',
  id: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
  kind,
  title: '',
  titleNames: null,
  state: date === null ? 'missing' : date < fixtureToday ? 'overdue' : 'due_soon',
  date,
});

export const fixtureDriverVehicles: DriverVehicle[] = [
  {
    vehicle: { ...refOf(0), status: 'active', odometerKm: 48_210 },
    due: [
      obligationDue(0, 'insurance', plusDays(12)),
      {
        area: 'inspections',
        id: '00000000-0000-4000-b000-000000000001',
        kind: 'walk_around',
        title: '',
        titleNames: null,
        state: 'due_soon',
        date: plusDays(3),
      },
      {
        area: 'tasks',
        id: fixtureTask(0).id,
        kind: null,
        title: fixtureTask(0).title,
        titleNames: null,
        state: fixtureTask(0).dueState!,
        date: fixtureTask(0).dueDate,
      },
    ],
  },
  {
    vehicle: { ...refOf(1), status: 'in_workshop', odometerKm: 131_544 },
    due: [obligationDue(1, 'periodic_inspection', plusDays(-4))],
  },
  {
    vehicle: { ...refOf(2), status: 'active', odometerKm: 0 },
    due: [],
  },
];
