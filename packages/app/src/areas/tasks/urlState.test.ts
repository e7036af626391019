import { describe, expect, it } from 'vitest';
import { tasksUrl, stateWithToolbarValue, taskListInputOf, UNASSIGNED, type TasksUrlState } from './urlState';
import { taskAttentionStates } from './domain';
import { inspectionsArea } from '../inspections/area';
import { complianceArea } from '../compliance/area';
import { complianceAttentionHref } from '../compliance/urlState';
import { tasksArea } from './area';

const dashboardLinks = {
  overdueTasks: tasksArea.dashboardFigures!.tile!.href,
  inspectionsDue: inspectionsArea.dashboardFigures!.tile!.href,
  complianceAttention: complianceArea.dashboardFigures!.tile!.href,
};

const person = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const vehicle = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const parse = (query: string) => tasksUrl.parse(new URLSearchParams(query));

describe('tasksUrl.parse', () => {
  it.each<[string, Partial<TasksUrlState>]>([
    ['', {}],
    ['due=overdue', { due: ['overdue'] }],
    // Links may use camel case; the list's order is the canonical one, whatever the address says.
    ['due=dueSoon,overdue', { due: ['overdue', 'due_soon'] }],
    ['due=later&due=no_due_date', { due: ['later', 'no_due_date'] }],
    ['status=done,open,bogus', { status: ['open', 'done'] }],
    ['source=driver_report', { source: ['driver_report'] }],
    [`assignee=${person.toUpperCase()}`, { assignee: person }],
    [`assignee=${UNASSIGNED}`, { assignee: UNASSIGNED }],
    ['assignee=not-an-id&vehicle=1234', {}],
    [`vehicle=${vehicle}`, { vehicle }],
    ['__proto__=x&constructor=y', {}],
    ['sort=priority&dir=desc', { sort: { by: 'priority', dir: 'desc' } }],
    ['sort=title&dir=sideways', { sort: { by: 'title', dir: 'asc' } }],
    // The default order is no sort in the address; an unknown one reads as the default.
    ['sort=attention', {}],
    ['sort=bogus&dir=desc', {}],
  ])('reads %j', (query, expected) => {
    expect(parse(query)).toEqual({ ...tasksUrl.empty, ...expected });
  });
});

describe('tasksUrl.serialize', () => {
  it('leaves the defaults out and keeps parameters that are not its own', () => {
    expect(tasksUrl.serialize(tasksUrl.empty, new URLSearchParams('tab=x')).toString()).toBe('tab=x');
  });

  it('writes what it reads back', () => {
    const state: TasksUrlState = {
      status: ['open', 'in_progress'],
      due: ['overdue'],
      source: ['driver_report'],
      assignee: person,
      vehicle,
      sort: { by: 'dueDate', dir: 'desc' },
    };
    expect(tasksUrl.parse(tasksUrl.serialize(state))).toEqual(state);
    // The sort is a view, not a filter.
    expect(tasksUrl.activeCount(state)).toBe(6);
    expect(taskListInputOf(state).sort).toEqual({ by: 'dueDate', dir: 'desc' });
    expect(taskListInputOf(tasksUrl.empty)).not.toHaveProperty('sort');
  });

  it('drops ids that are not ids', () => {
    const written = tasksUrl.serialize({ ...tasksUrl.empty, assignee: 'x', vehicle: 'y' });
    expect(written.toString()).toBe('');
  });
});

describe("the dashboard tiles' links", () => {
  it('opens the tasks list at exactly what the tasks badge counts', () => {
    expect(dashboardLinks.overdueTasks).toBe('/manager/tasks?due=overdue');
    expect(dashboardLinks.overdueTasks).toBe(tasksUrl.href({ due: [...taskAttentionStates] }));
    expect(parse(dashboardLinks.overdueTasks.split('?')[1]!)).toEqual({
      ...tasksUrl.empty,
      due: ['overdue'],
    });
  });

  it('opens inspections and compliance with the states their badges count', () => {
    expect(dashboardLinks.inspectionsDue).toBe('/manager/inspections?due=overdue,due_soon');
    expect(dashboardLinks.complianceAttention).toBe('/manager/compliance?due=missing,overdue,due_soon');
    expect(dashboardLinks.complianceAttention).toBe(complianceAttentionHref);
  });

  it('writes a vehicle filter as a readable address', () => {
    expect(tasksUrl.href({ vehicle, due: ['overdue', 'due_soon'] })).toBe(
      `/manager/tasks?due=overdue,due_soon&vehicle=${vehicle}`,
    );
    expect(tasksUrl.href()).toBe('/manager/tasks');
  });
});

describe('taskListInputOf', () => {
  it('asks the server for the badge filter as its docs name it', () => {
    expect(taskListInputOf({ ...tasksUrl.empty, due: ['overdue'] })).toEqual({
      status: null,
      dueState: ['overdue'],
      source: null,
      assigneeUserId: null,
      unassigned: false,
      vehicleId: null,
      limit: 50,
    });
  });

  it('turns "unassigned" into its own flag, not an id', () => {
    expect(taskListInputOf({ ...tasksUrl.empty, assignee: UNASSIGNED })).toMatchObject({
      assigneeUserId: null,
      unassigned: true,
    });
    expect(taskListInputOf({ ...tasksUrl.empty, assignee: person })).toMatchObject({
      assigneeUserId: person,
      unassigned: false,
    });
  });
});

describe('stateWithToolbarValue', () => {
  const other = '99999999-9999-4999-8999-999999999999';

  it('keeps the known values of the multi-choice filters', () => {
    expect(
      stateWithToolbarValue(tasksUrl.empty, { status: ['done', 'x'], due: ['overdue'], source: [] }),
    ).toEqual({ ...tasksUrl.empty, status: ['done'], due: ['overdue'] });
  });

  it('lets a newly ticked person replace the one before, and unticking clear it', () => {
    const state = { ...tasksUrl.empty, assignee: person };
    expect(stateWithToolbarValue(state, { assignee: [person, other] }).assignee).toBe(other);
    expect(stateWithToolbarValue(state, { assignee: [person] }).assignee).toBe(person);
    expect(stateWithToolbarValue(state, {}).assignee).toBeNull();
  });

  it('keeps the vehicle, which is chosen in its own picker, whatever the menus do', () => {
    const state = { ...tasksUrl.empty, vehicle, status: ['open' as const] };
    expect(stateWithToolbarValue(state, {}).vehicle).toBe(vehicle);
    expect(stateWithToolbarValue(state, { status: [] })).toEqual({ ...tasksUrl.empty, vehicle });
  });
});
