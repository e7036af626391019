import type { Obligation } from '@vognpark/server/areas/compliance';
import { describe, expect, it } from 'vitest';
import {
  emptyObligationForm,
  initialRenewValues,
  obligationFormValuesOf,
  toCreateObligationInput,
  toRenewInput,
  toUpdateObligationInput,
  validateObligationForm,
  validateRenewForm,
  workFieldErrorMessage,
} from './form';
import { fieldErrorsOf, isNotFound } from '../../data/errors';

const obligation: Obligation = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  clientId: 'c',
  clientName: 'Nordlys Logistik ApS',
  vehicle: { id: 'v', registration: 'AB12345', make: 'Volvo', model: 'FH16' },
  kind: 'insurance',
  title: '',
  validUntil: '2026-12-01',
  state: 'due_soon',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
};
const today = '2026-11-23';

describe('the obligation form', () => {
  it.each([
    [{ ...emptyObligationForm, vehicleId: 'v' }, true, {}],
    [{ ...emptyObligationForm }, true, { vehicleId: 'required' }],
    [{ ...emptyObligationForm }, false, {}],
    [{ ...emptyObligationForm, kind: 'custom' as const, title: '  ' }, false, { title: 'required' }],
    [{ ...emptyObligationForm, kind: 'custom' as const, title: 'ADR' }, false, {}],
    [{ ...emptyObligationForm, validUntil: '2027-02-29' }, false, { validUntil: 'invalid_format' }],
  ])('checks %j (vehicle asked: %s)', (values, askVehicle, errors) => {
    expect(validateObligationForm(values, askVehicle)).toEqual(errors);
  });

  it('sends a missing date as null and the title trimmed', () => {
    expect(toCreateObligationInput('v', { ...emptyObligationForm, title: ' ADR ', kind: 'custom' })).toEqual({
      vehicleId: 'v',
      kind: 'custom',
      title: 'ADR',
      validUntil: null,
    });
  });

  it('sends only what changed in a correction', () => {
    const values = obligationFormValuesOf(obligation);
    expect(toUpdateObligationInput(obligation, values, 2)).toEqual({ id: obligation.id, expectedVersion: 2 });
    expect(toUpdateObligationInput(obligation, { ...values, validUntil: '' }, 2)).toEqual({
      id: obligation.id,
      expectedVersion: 2,
      validUntil: null,
    });
    expect(toUpdateObligationInput(obligation, { ...values, kind: 'road_tax' }, 2)).toEqual({
      id: obligation.id,
      expectedVersion: 2,
      kind: 'road_tax',
    });
  });
});

describe('the renewal form', () => {
  it.each([
    ['2026-12-01', '2027-12-01'], // still valid: a year after the current date
    ['2026-10-01', '2027-11-23'], // lapsed: a year after today
    [null, '2027-11-23'], // missing: a year after today
  ])('valid until %s starts at a new date of %s, done today', (validUntil, next) => {
    expect(initialRenewValues({ validUntil }, today)).toEqual({
      completedOn: today,
      validUntil: next,
      note: '',
    });
  });

  it.each([
    [{ completedOn: today, validUntil: '2027-11-23', note: '' }, {}],
    [{ completedOn: '2026-11-24', validUntil: '2027-11-23', note: '' }, { completedOn: 'in_future' }],
    [{ completedOn: today, validUntil: today, note: '' }, { validUntil: 'not_after_completed' }],
    [
      { completedOn: '', validUntil: '', note: '' },
      { completedOn: 'required', validUntil: 'required' },
    ],
    [{ completedOn: '2026-02-30', validUntil: '2027-01-01', note: '' }, { completedOn: 'invalid_format' }],
  ])('checks %j', (values, errors) => {
    expect(validateRenewForm(values, today)).toEqual(errors);
  });

  it('sends the note trimmed', () => {
    expect(toRenewInput('id', { completedOn: today, validUntil: '2027-11-23', note: ' Police 42 ' })).toEqual(
      {
        id: 'id',
        completedOn: today,
        validUntil: '2027-11-23',
        note: 'Police 42',
      },
    );
  });
});

describe('errors from the server', () => {
  it('reads field errors and NOT_FOUND', () => {
    expect(fieldErrorsOf({ data: { fieldErrors: { kind: 'duplicate', x: 1 } } })).toEqual({
      kind: 'duplicate',
    });
    expect(fieldErrorsOf({ data: { code: 'INTERNAL_SERVER_ERROR' } })).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
    expect(isNotFound({ data: { code: 'NOT_FOUND' } })).toBe(true);
    expect(isNotFound(new Error('x'))).toBe(false);
  });

  it.each([
    ['vehicleId', 'not_found', 'app.compliance.error.vehicleUnknown'],
    ['kind', 'duplicate', 'app.compliance.error.duplicate'],
    ['completedOn', 'in_future', 'app.compliance.error.inFuture'],
    ['validUntil', 'not_after_completed', 'app.compliance.error.notAfterCompleted'],
    ['id', 'completed', 'app.inspections.error.alreadyCompleted'],
    ['assigneeUserId', 'not_found', 'app.inspections.error.assigneeUnknown'],
    ['defects.3.text', 'too_small', 'app.compliance.error.required'],
    ['defects.0.text', 'too_big', 'app.compliance.error.tooLong'],
    ['inspector', 'control_characters', 'app.compliance.error.controlCharacters'],
    ['dueDate', 'invalid_format', 'app.compliance.error.date'],
    ['validUntil', 'out_of_range', 'app.compliance.error.dateRange'],
    ['completedAt', 'out_of_range', 'app.compliance.error.dateRange'],
    ['kind', 'invalid_value', 'app.compliance.error.invalid'],
  ])('says %s %s as %s', (field, code, id) => {
    expect(workFieldErrorMessage(field, code)).toBe(id);
  });
});
