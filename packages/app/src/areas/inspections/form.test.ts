import type { Inspection } from '@vognpark/server/areas/inspections';
import { describe, expect, it } from 'vitest';
import {
  addDefect,
  emptyCompleteForm,
  emptyScheduleForm,
  maxDefects,
  removeDefect,
  scheduleFormValuesOf,
  toCompleteInput,
  toScheduleInput,
  toUpdateInspectionInput,
  validateCompleteForm,
  validateScheduleForm,
} from './form';

const inspection: Inspection = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  version: 1,
  clientId: 'c',
  clientName: 'Nordlys Logistik ApS',
  vehicle: { id: 'v', registration: 'AB12345', make: 'Volvo', model: 'FH16' },
  kind: 'safety',
  dueDate: '2026-11-30',
  state: 'due_soon',
  completedAt: null,
  result: null,
  inspector: '',
  notes: '',
  completedBy: null,
  defectCount: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('the schedule form', () => {
  it.each([
    [{ ...emptyScheduleForm('2026-11-30'), vehicleId: 'v' }, true, {}],
    [emptyScheduleForm('2026-11-30'), true, { vehicleId: 'required' }],
    [emptyScheduleForm(), false, { dueDate: 'required' }],
    [emptyScheduleForm('2026-11-31'), false, { dueDate: 'invalid_format' }],
  ])('checks %j (vehicle asked: %s)', (values, askVehicle, errors) => {
    expect(validateScheduleForm(values, askVehicle)).toEqual(errors);
  });

  it('sends the schedule, and only what changed in an edit', () => {
    expect(
      toScheduleInput('v', { ...emptyScheduleForm('2026-12-01'), notes: ' Bring the checklist ' }),
    ).toEqual({
      vehicleId: 'v',
      kind: 'walk_around',
      dueDate: '2026-12-01',
      notes: 'Bring the checklist',
    });
    const values = scheduleFormValuesOf(inspection);
    expect(toUpdateInspectionInput(inspection, values)).toEqual({ id: inspection.id });
    expect(toUpdateInspectionInput(inspection, { ...values, dueDate: '2026-12-07' })).toEqual({
      id: inspection.id,
      dueDate: '2026-12-07',
    });
  });
});

describe('the completion form', () => {
  it('adds rows with their own keys and removes the one asked for', () => {
    const two = addDefect(addDefect(emptyCompleteForm), 'critical');
    expect(two.defects).toEqual([
      { key: 1, text: '', severity: 'major' },
      { key: 2, text: '', severity: 'critical' },
    ]);
    const one = removeDefect(two, 1);
    expect(one.defects.map((row) => row.key)).toEqual([2]);
    expect(addDefect(one).defects.map((row) => row.key)).toEqual([2, 3]);
  });

  it(`stops at ${maxDefects} defects, as the server does`, () => {
    let values = emptyCompleteForm;
    for (let i = 0; i < maxDefects + 5; i++) values = addDefect(values);
    expect(values.defects).toHaveLength(maxDefects);
  });

  it('asks for an inspector and a text for every defect, keyed as the server keys them', () => {
    const values = addDefect(addDefect(emptyCompleteForm));
    values.defects[1]!.text = 'Brake light';
    expect(validateCompleteForm(values)).toEqual({ inspector: 'too_small', 'defects.0.text': 'too_small' });
    expect(validateCompleteForm({ ...emptyCompleteForm, inspector: 'Jonas' })).toEqual({});
  });

  it('sends the defects without their keys, and an assignee only with defects', () => {
    const values = {
      ...addDefect(emptyCompleteForm, 'minor'),
      result: 'fail' as const,
      inspector: ' Jonas ',
      assigneeUserId: 'u-1',
    };
    values.defects[0]!.text = ' Wiper blade torn ';
    expect(toCompleteInput('i', values)).toEqual({
      id: 'i',
      result: 'fail',
      inspector: 'Jonas',
      notes: '',
      defects: [{ text: 'Wiper blade torn', severity: 'minor' }],
      assigneeUserId: 'u-1',
    });
    expect(
      toCompleteInput('i', { ...emptyCompleteForm, inspector: 'J', assigneeUserId: 'u-1' }).assigneeUserId,
    ).toBe(null);
  });
});
