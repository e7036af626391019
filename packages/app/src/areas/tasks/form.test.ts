import { describe, expect, it } from 'vitest';
import {
  emptyTaskForm,
  taskFieldErrorMessage,
  toCreateTaskInput,
  toReportInput,
  validateReportForm,
  validateTaskForm,
} from './form';

describe('validateTaskForm', () => {
  it.each([
    ['', { title: 'required' }],
    ['   ', { title: 'required' }],
    ['x'.repeat(201), { title: 'too_big' }],
    ['Skift\tviskerblade', { title: 'control_characters' }],
    ['Skift viskerblade', {}],
    [`  ${'x'.repeat(200)}  `, {}],
  ])('title %j', (title, expected) => {
    expect(validateTaskForm({ ...emptyTaskForm, title })).toEqual(expected);
  });

  it('refuses a description over 4,000 characters', () => {
    expect(validateTaskForm({ ...emptyTaskForm, title: 'a', description: 'x'.repeat(4001) })).toEqual({
      description: 'too_big',
    });
  });
});

describe('toCreateTaskInput', () => {
  it('trims, and sends empty choices as null', () => {
    expect(toCreateTaskInput({ ...emptyTaskForm, title: '  Olieskift ', description: ' ' })).toEqual({
      title: 'Olieskift',
      description: '',
      vehicleId: null,
      priority: 'normal',
      assigneeUserId: null,
      dueDate: null,
    });
  });

  it('passes the vehicle, the assignee and the due date', () => {
    expect(
      toCreateTaskInput({
        ...emptyTaskForm,
        title: 'a',
        vehicleId: 'v-1',
        priority: 'high',
        assigneeUserId: 'u-1',
        dueDate: '2026-02-29',
      }),
    ).toMatchObject({ vehicleId: 'v-1', priority: 'high', assigneeUserId: 'u-1', dueDate: '2026-02-29' });
  });
});

describe('the report form', () => {
  it('needs a vehicle and a title', () => {
    const empty = { vehicleId: '', title: '', description: '', odometerKm: '', photos: [] };
    expect(validateReportForm(empty)).toEqual({ vehicleId: 'required', title: 'required' });
    expect(validateReportForm({ ...empty, vehicleId: 'v', title: 'Lygte virker ikke' })).toEqual({});
    expect(validateReportForm({ ...empty, vehicleId: 'v', title: 'Lygte', odometerKm: '12,5' })).toEqual({
      odometerKm: 'odometer_invalid',
    });
  });

  it('trims what it sends and reads the odometer', () => {
    expect(
      toReportInput({
        vehicleId: 'v',
        title: ' Lygte ',
        description: ' bag ',
        odometerKm: '48 210',
        photos: [],
      }),
    ).toEqual({ vehicleId: 'v', title: 'Lygte', description: 'bag', odometerKm: 48210 });
    expect(
      toReportInput({ vehicleId: 'v', title: 'Lygte', description: '', odometerKm: '', photos: [] })
        .odometerKm,
    ).toBeNull();
  });
});

describe('taskFieldErrorMessage', () => {
  it.each([
    ['title', 'required', 'app.tasks.error.required'],
    ['title', 'too_small', 'app.tasks.error.required'],
    ['title', 'too_big', 'app.tasks.error.tooLong'],
    ['title', 'control_characters', 'app.tasks.error.controlCharacters'],
    ['vehicle', 'not_found', 'app.tasks.error.vehicleUnknown'],
    ['vehicleId', 'required', 'app.tasks.error.required'],
    ['assigneeUserId', 'not_found', 'app.tasks.error.assigneeUnknown'],
    ['dueDate', 'invalid_format', 'app.tasks.error.invalid'],
    ['dueDate', 'out_of_range', 'app.tasks.error.dateRange'],
  ])('%s %s', (field, code, expected) => {
    expect(taskFieldErrorMessage(field, code)).toBe(expected);
  });
});
