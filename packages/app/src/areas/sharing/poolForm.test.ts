import { describe, expect, it } from 'vitest';
import { fixturePools } from './fixtures';
import {
  poolFieldErrorMessage,
  poolFormValuesOf,
  poolSaveInputOf,
  validatePoolForm,
  type PoolFormValues,
} from './poolForm';

const valid: PoolFormValues = { ...poolFormValuesOf(null), name: 'Kontorets delebiler' };

describe('poolFormValuesOf', () => {
  it('starts a new pool with a working day, 15 minutes between bookings and no approval', () => {
    expect(poolFormValuesOf(null)).toMatchObject({
      maxHours: '8',
      bufferMinutes: '15',
      approvalOverHours: '',
      vehicles: [],
    });
  });

  it('fills an edit from the pool, "never" as an empty field', () => {
    const pool = { ...fixturePools[0]!, approvalOverHours: null, noShowMinutes: null };
    const values = poolFormValuesOf(pool);
    expect(values.name).toBe(pool.name);
    expect(values.maxHours).toBe(String(pool.maxHours));
    expect(values.approvalOverHours).toBe('');
    expect(values.noShowMinutes).toBe('');
    expect(values.vehicles.map((v) => v.id)).toEqual(pool.vehicles.map((v) => v.id));
  });
});

describe('validatePoolForm', () => {
  it.each([
    ['a valid form', {}, {}],
    ['no name', { name: '  ' }, { name: 'required' }],
    ['no longest booking', { maxHours: '' }, { maxHours: 'required' }],
    ['a longest booking of 0 hours', { maxHours: '0' }, { maxHours: 'too_small' }],
    ['more than a month', { maxHours: '745' }, { maxHours: 'too_large' }],
    ['a week of notice is the most', { leadMinutes: '10081' }, { leadMinutes: 'too_large' }],
    ['a day between bookings is the most', { bufferMinutes: '1441' }, { bufferMinutes: 'too_large' }],
    ['approval never (empty)', { approvalOverHours: '' }, {}],
    ['approval always (0 hours)', { approvalOverHours: '0' }, {}],
    ['no-show never (empty)', { noShowMinutes: '' }, {}],
    ['a no-show after 4 minutes', { noShowMinutes: '4' }, { noShowMinutes: 'too_small' }],
  ] as const)('%s', (_name, change, errors) => {
    expect(validatePoolForm({ ...valid, ...change })).toEqual(errors);
  });
});

describe('poolSaveInputOf', () => {
  it('sends numbers, null for "never", and the vehicles by id', () => {
    const vehicle = { id: 'v1', registration: 'AB12345', make: 'Skoda', model: 'Octavia' };
    expect(
      poolSaveInputOf({
        ...valid,
        name: ' Pulje ',
        noShowMinutes: '',
        approvalOverHours: '24',
        vehicles: [vehicle],
      }),
    ).toEqual({
      name: 'Pulje',
      whoMayBook: 'everyone',
      maxHours: 8,
      leadMinutes: 0,
      bufferMinutes: 15,
      approvalOverHours: 24,
      noShowMinutes: null,
      vehicleIds: ['v1'],
    });
  });
});

describe('poolFieldErrorMessage', () => {
  it.each([
    ['name', 'duplicate', 'app.sharing.poolForm.error.nameTaken'],
    ['name', 'required', 'app.sharing.error.required'],
    ['maxHours', 'too_large', 'app.sharing.poolForm.error.range.maxHours'],
    ['noShowMinutes', 'too_small', 'app.sharing.poolForm.error.range.noShowMinutes'],
    ['vehicleIds', 'not_found', 'app.sharing.poolForm.error.vehicleUnknown'],
    ['name', 'something_new', 'app.sharing.error.failed'],
  ])('%s %s', (field, code, id) => {
    expect(poolFieldErrorMessage(field, code)).toBe(id);
  });
});
