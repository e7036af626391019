import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { describe, expect, it } from 'vitest';
import {
  emptyVehicleForm,
  fieldErrorMessage,
  formValuesOf,
  toCreateInput,
  toUpdateInput,
  validateVehicleForm,
  withTypeDefaults,
  type VehicleFormValues,
} from './form';
import { fieldErrorsOf } from '../../data/errors';

const vehicle: Vehicle = {
  id: 'v-1',
  clientId: 'c-1',
  clientName: 'Nordlys Logistik ApS',
  registration: 'AB12345',
  vin: 'WDB9066351S123456',
  make: 'Mercedes-Benz',
  model: 'Sprinter',
  year: 2021,
  type: 'van',
  fuel: 'diesel',
  yellowPlates: true,
  licenceCategory: 'C1',
  tankLitres: 75,
  batteryKwh: null,
  status: 'in_workshop',
  driver: { id: 'u-9', name: 'Jonas', surname: 'Kristensen' },
  odometerKm: 84210,
  firstRegistrationDate: '2021-04-01',
  notes: 'Ny bremseklods',
  nextDueDate: null,
  createdAt: new Date('2024-01-01T00:00:00Z'),
  updatedAt: new Date('2024-01-01T00:00:00Z'),
  version: 1,
};

const filled: VehicleFormValues = {
  ...emptyVehicleForm,
  registration: 'ab 12 345',
  make: ' Volvo ',
  model: 'FH16',
  year: '2020',
  odometerKm: '120000',
};

describe('form values', () => {
  it('fills the form from a vehicle and reads back the same fields', () => {
    const values = formValuesOf(vehicle);
    expect(values).toMatchObject({
      registration: 'AB12345',
      year: '2021',
      driverUserId: 'u-9',
      odometerKm: '84210',
      yellowPlates: true,
      yellowPlatesChosen: false,
      licenceCategory: 'C1',
      licenceCategoryChosen: false,
      tankLitres: '75',
      batteryKwh: '',
    });
    expect(toUpdateInput('v-1', values, 4)).toEqual({
      id: 'v-1',
      expectedVersion: 4,
      registration: 'AB12345',
      vin: 'WDB9066351S123456',
      make: 'Mercedes-Benz',
      model: 'Sprinter',
      year: 2021,
      type: 'van',
      fuel: 'diesel',
      yellowPlates: true,
      licenceCategory: 'C1',
      tankLitres: 75,
      batteryKwh: null,
      status: 'in_workshop',
      driverUserId: 'u-9',
      odometerKm: 84210,
      odometerCorrection: false,
      firstRegistrationDate: '2021-04-01',
      notes: 'Ny bremseklods',
    });
  });

  it('turns empty optional fields into null and trims text', () => {
    expect(toCreateInput(filled)).toEqual({
      registration: 'ab 12 345',
      vin: null,
      make: 'Volvo',
      model: 'FH16',
      year: 2020,
      type: 'car',
      fuel: 'diesel',
      yellowPlates: false,
      licenceCategory: 'B',
      tankLitres: null,
      batteryKwh: null,
      status: 'active',
      driverUserId: null,
      odometerKm: 120000,
      firstRegistrationDate: null,
      notes: '',
    });
  });

  it('checks yellow plates for a van and unchecks them for another type until the person sets them', () => {
    const asVan = withTypeDefaults(filled, { ...filled, type: 'van' });
    expect(asVan).toMatchObject({ type: 'van', yellowPlates: true });
    expect(toCreateInput(asVan).yellowPlates).toBe(true);
    expect(withTypeDefaults(asVan, { ...asVan, type: 'bus' }).yellowPlates).toBe(false);
    // Another change leaves the box as it is.
    expect(withTypeDefaults(asVan, { ...asVan, make: 'Ford' }).yellowPlates).toBe(true);
    // Set by the person: the type no longer moves it, either way.
    const unchecked = { ...asVan, yellowPlates: false, yellowPlatesChosen: true };
    expect(withTypeDefaults(unchecked, { ...unchecked, type: 'truck' }).yellowPlates).toBe(false);
    expect(withTypeDefaults(unchecked, { ...unchecked, type: 'van' }).yellowPlates).toBe(false);
    const checkedCar = { ...filled, yellowPlates: true, yellowPlatesChosen: true };
    expect(withTypeDefaults(checkedCar, { ...checkedCar, type: 'car' }).yellowPlates).toBe(true);
    expect(withTypeDefaults(checkedCar, { ...checkedCar, type: 'bus' }).yellowPlates).toBe(true);
  });

  it('sets the driving licence category from the type until the person chooses one', () => {
    expect(filled.licenceCategory).toBe('B');
    const truck = withTypeDefaults(filled, { ...filled, type: 'truck' });
    expect(truck.licenceCategory).toBe('C');
    expect(withTypeDefaults(truck, { ...truck, type: 'bus' }).licenceCategory).toBe('D');
    expect(withTypeDefaults(truck, { ...truck, type: 'trailer' }).licenceCategory).toBe('BE');
    expect(withTypeDefaults(truck, { ...truck, type: 'van' }).licenceCategory).toBe('B');
    // Chosen by the person (a small lorry): the type no longer moves it, nor the yellow plates.
    const small = { ...truck, licenceCategory: 'C1' as const, licenceCategoryChosen: true };
    const asBus = withTypeDefaults(small, { ...small, type: 'bus' });
    expect(asBus).toMatchObject({ licenceCategory: 'C1', yellowPlates: false });
    expect(toCreateInput(asBus).licenceCategory).toBe('C1');
  });

  it('gives a vehicle with no odometer reading 0 km', () => {
    expect(toCreateInput({ ...filled, odometerKm: '' }).odometerKm).toBe(0);
  });
});

describe('validateVehicleForm', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each<[string, Partial<VehicleFormValues>, Record<string, string>]>([
    ['a complete form passes', {}, {}],
    ['a missing plate', { registration: '  ' }, { registration: 'too_small' }],
    ['a plate too long', { registration: 'ABCDE12345' }, { registration: 'invalid' }],
    ['a personal plate passes', { registration: 'VOGN1' }, {}],
    ['a VIN with an O', { vin: 'WDB9O66351S123456' }, { vin: 'invalid' }],
    ['a short VIN', { vin: 'WDB123' }, { vin: 'invalid' }],
    ['a lower-case VIN passes', { vin: 'wdb9066351s123456' }, {}],
    ['make and model required', { make: '', model: ' ' }, { make: 'too_small', model: 'too_small' }],
    ['a year before 1900', { year: '1899' }, { year: 'out_of_range' }],
    ['next year passes', { year: '2027' }, {}],
    ['a tank and a battery pass', { tankLitres: '80', batteryKwh: '2000' }, {}],
    ['an empty tank', { tankLitres: '0' }, { tankLitres: 'out_of_range' }],
    ['a battery above 2,000 kWh', { batteryKwh: '2001' }, { batteryKwh: 'out_of_range' }],
    ['the year after next', { year: '2028' }, { year: 'out_of_range' }],
    ['an odometer beyond 9,999,999', { odometerKm: '10000000' }, { odometerKm: 'too_big' }],
  ])('%s', (_name, change, errors) => {
    expect(validateVehicleForm({ ...filled, ...change }, now)).toEqual(errors);
  });
});

describe('fieldErrorsOf', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a tRPC error with field errors',
      { data: { fieldErrors: { registration: 'duplicate' } } },
      { registration: 'duplicate' },
    ],
    ['no field errors', { data: { fieldErrors: null } }, null],
    ['an empty map', { data: { fieldErrors: {} } }, null],
    ['no data', new Error('boom'), null],
    ['not an object', 'boom', null],
    [
      'codes that are not text dropped',
      { data: { fieldErrors: { vin: 3, year: 'out_of_range' } } },
      { year: 'out_of_range' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(fieldErrorsOf(error)).toEqual(expected);
  });
});

describe('fieldErrorMessage', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each<[string, string, string, Record<string, unknown> | undefined]>([
    ['registration', 'duplicate', 'app.vehicles.error.registration.duplicate', undefined],
    ['registration', 'invalid', 'app.vehicles.error.registration.invalid', undefined],
    ['registration', 'too_small', 'app.vehicles.error.required', undefined],
    ['vin', 'invalid', 'app.vehicles.error.vin.invalid', undefined],
    ['year', 'out_of_range', 'app.vehicles.error.year.out_of_range', { max: 2027 }],
    ['odometerKm', 'decreased', 'app.vehicles.error.odometerKm.decreased', { last: 84210 }],
    ['odometerKm', 'too_big', 'app.vehicles.error.tooLarge', undefined],
    ['driverUserId', 'not_found', 'app.vehicles.error.driverUserId.not_found', undefined],
    ['notes', 'too_big', 'app.vehicles.error.tooLong', undefined],
    ['make', 'control_characters', 'app.vehicles.error.controlCharacters', undefined],
    ['registration', 'bidi_controls', 'app.vehicles.error.bidiControls', undefined],
    ['vin', 'bidi_controls', 'app.vehicles.error.bidiControls', undefined],
    ['firstRegistrationDate', 'out_of_range', 'app.vehicles.error.dateRange', undefined],
    ['tankLitres', 'too_small', 'app.vehicles.error.capacity', { max: 2000 }],
    ['batteryKwh', 'out_of_range', 'app.vehicles.error.capacity', { max: 2000 }],
    ['model', 'something_new', 'app.vehicles.error.invalid', undefined],
  ])('%s %s', (field, code, id, values) => {
    expect(fieldErrorMessage(field, code, { lastOdometer: 84210, now })).toEqual(
      values ? { id, values } : { id },
    );
  });
});
