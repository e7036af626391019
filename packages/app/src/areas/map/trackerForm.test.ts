import { describe, expect, it } from 'vitest';
import { trackerFormErrors } from './trackerForm';

describe('trackerFormErrors', () => {
  const vehicleId = '20000000-0000-4000-8000-000000000001';
  it.each([
    ['a vehicle and a name', { vehicleId, name: 'Jonas’ telefon', identifier: '' }, {}],
    ['an identifier of its own', { vehicleId, name: 'Van 3', identifier: 'nordlys-van-3' }, {}],
    ['nothing', { vehicleId: '', name: '  ', identifier: '' }, { vehicleId: 'required', name: 'required' }],
    ['an identifier too short', { vehicleId, name: 'Van 3', identifier: 'ab' }, { identifier: 'invalid' }],
    [
      'an identifier with a space',
      { vehicleId, name: 'Van 3', identifier: 'van 3' },
      { identifier: 'invalid' },
    ],
    [
      'an identifier of 65 characters',
      { vehicleId, name: 'Van 3', identifier: 'x'.repeat(65) },
      { identifier: 'invalid' },
    ],
  ])('%s', (_case, values, errors) => {
    expect(trackerFormErrors(values)).toEqual(errors);
  });
});
