import type { Task } from '@vognpark/server/areas/tasks';
import { expect, it } from 'vitest';
import { taskFormValuesOf, toUpdateTaskInput } from './editForm';
import { fixtureTask } from './fixtures';

it('shows a task in the form and sends every field back, empty ones cleared', () => {
  const task: Task = {
    ...fixtureTask(1),
    title: 'Skift bremseklodser',
    description: 'Foran',
    vehicle: { id: 'v1', registration: 'AB12345', make: 'Ford', model: 'Transit' },
    priority: 'high',
    assignee: { id: 'p1', name: 'Jonas', surname: 'Holm' },
    dueDate: '2026-12-01',
  };
  const values = taskFormValuesOf(task);
  expect(values).toEqual({
    title: 'Skift bremseklodser',
    description: 'Foran',
    vehicleId: 'v1',
    priority: 'high',
    assigneeUserId: 'p1',
    dueDate: '2026-12-01',
  });
  expect(
    toUpdateTaskInput('t1', { ...values, title: ' Ny ', vehicleId: '', assigneeUserId: '', dueDate: '' }, 3),
  ).toEqual({
    id: 't1',
    expectedVersion: 3,
    title: 'Ny',
    description: 'Foran',
    vehicleId: null,
    priority: 'high',
    assigneeUserId: null,
    dueDate: null,
  });
});
