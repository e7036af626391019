import type { Vehicle } from '@vognpark/server/areas/vehicles';
import type { MessageValues } from '@vognpark/ui';
import type { AppMessageId } from '../../messages/en';
import {
  defaultLicenceCategory,
  type LicenceCategory,
  type VehicleFuel,
  type VehicleStatus,
  type VehicleType,
} from './domain';
import { normalizePlate } from './format';
import type { FieldErrors } from '../../data/errors';

/** The add/edit form's fields as typed (text inputs hold strings; empty = not given). */
export interface VehicleFormValues {
  registration: string;
  vin: string;
  make: string;
  model: string;
  year: string;
  type: VehicleType;
  fuel: VehicleFuel;
  /** Yellow plates (gule nummerplader): a van registered for business use. */
  yellowPlates: boolean;
  /**
   * Whether the person set the yellow-plates box themselves: until then a new vehicle's box
   * follows its type (checked for a van), see `withTypeDefaults`. Not sent.
   */
  yellowPlatesChosen: boolean;
  /** The driving licence category a driver must hold to drive it. */
  licenceCategory: LicenceCategory;
  /** Whether the person chose the category: until then a new vehicle's follows its type. Not sent. */
  licenceCategoryChosen: boolean;
  /** The tank in litres and the battery in kWh, whole numbers; '' = not known. */
  tankLitres: string;
  batteryKwh: string;
  status: VehicleStatus;
  /** '' = no driver. */
  driverUserId: string;
  odometerKm: string;
  /** A lower reading than the last one is a correction (else the server refuses it). */
  odometerCorrection: boolean;
  /** 'YYYY-MM-DD' or ''. */
  firstRegistrationDate: string;
  notes: string;
}

export type VehicleFormField = Exclude<
  keyof VehicleFormValues,
  'yellowPlatesChosen' | 'licenceCategoryChosen'
>;

/** Field -> error code, as the server sends them in `error.data.fieldErrors`. */

export const emptyVehicleForm: VehicleFormValues = {
  registration: '',
  vin: '',
  make: '',
  model: '',
  year: '',
  type: 'car',
  fuel: 'diesel',
  yellowPlates: false,
  yellowPlatesChosen: false,
  licenceCategory: 'B',
  licenceCategoryChosen: false,
  tankLitres: '',
  batteryKwh: '',
  status: 'active',
  driverUserId: '',
  odometerKm: '',
  odometerCorrection: false,
  firstRegistrationDate: '',
  notes: '',
};

/** The form filled with a vehicle, for editing it. */
export function formValuesOf(vehicle: Vehicle): VehicleFormValues {
  return {
    registration: vehicle.registration,
    vin: vehicle.vin ?? '',
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year === null ? '' : String(vehicle.year),
    type: vehicle.type,
    fuel: vehicle.fuel,
    yellowPlates: vehicle.yellowPlates,
    yellowPlatesChosen: false,
    licenceCategory: vehicle.licenceCategory,
    licenceCategoryChosen: false,
    tankLitres: vehicle.tankLitres === null ? '' : String(vehicle.tankLitres),
    batteryKwh: vehicle.batteryKwh === null ? '' : String(vehicle.batteryKwh),
    status: vehicle.status,
    driverUserId: vehicle.driver?.id ?? '',
    odometerKm: String(vehicle.odometerKm),
    odometerCorrection: false,
    firstRegistrationDate: vehicle.firstRegistrationDate ?? '',
    notes: vehicle.notes,
  };
}

/**
 * A new vehicle's form after a change (`next`, from `previous`): a change of type sets the
 * yellow-plates box (checked for a van, else not) and the driving licence category (the type's
 * usual one: B, a truck C, a bus D, a trailer BE), each unless the person set it themselves.
 */
export function withTypeDefaults(previous: VehicleFormValues, next: VehicleFormValues): VehicleFormValues {
  if (next.type === previous.type) return next;
  return {
    ...next,
    ...(!next.yellowPlatesChosen && { yellowPlates: next.type === 'van' }),
    ...(!next.licenceCategoryChosen && { licenceCategory: defaultLicenceCategory(next.type) }),
  };
}

const digits = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The fields as `vehicles.create` takes them. */
export function toCreateInput(values: VehicleFormValues) {
  return {
    registration: values.registration.trim(),
    vin: values.vin.trim() || null,
    make: values.make.trim(),
    model: values.model.trim(),
    year: digits(values.year),
    type: values.type,
    fuel: values.fuel,
    yellowPlates: values.yellowPlates,
    licenceCategory: values.licenceCategory,
    tankLitres: digits(values.tankLitres),
    batteryKwh: digits(values.batteryKwh),
    status: values.status === 'sold' ? ('active' as const) : values.status,
    driverUserId: values.driverUserId || null,
    odometerKm: digits(values.odometerKm) ?? 0,
    firstRegistrationDate: values.firstRegistrationDate || null,
    notes: values.notes,
  };
}

/**
 * The fields as `vehicles.update` takes them (every field; the server records what changed), as
 * an edit made from `expectedVersion` (refused if someone changed the vehicle since).
 */
export function toUpdateInput(id: string, values: VehicleFormValues, expectedVersion: number) {
  return {
    id,
    expectedVersion,
    ...toCreateInput(values),
    status: values.status,
    odometerCorrection: values.odometerCorrection,
  };
}

export const minModelYear = 1900;
/** The largest tank (litres) or battery (kWh) the register takes, as the server. */
export const maxCapacity = 2_000;
/** The latest model year: next year (as the server allows). */
export const maxModelYear = (now = new Date()) => now.getFullYear() + 1;
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The checks the form makes before sending, with the server's codes, so that the person hears
 * the same message either way; the server checks again (and alone knows about duplicates).
 */
export function validateVehicleForm(values: VehicleFormValues, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const plate = normalizePlate(values.registration);
  if (!plate) errors.registration = 'too_small';
  else if (!/^[0-9A-ZÆØÅ]{2,8}$/.test(plate)) errors.registration = 'invalid';
  const vin = values.vin.trim().toUpperCase();
  if (vin && !vinPattern.test(vin)) errors.vin = 'invalid';
  if (!values.make.trim()) errors.make = 'too_small';
  if (!values.model.trim()) errors.model = 'too_small';
  const year = digits(values.year);
  if (year !== null && (!Number.isInteger(year) || year < minModelYear || year > maxModelYear(now)))
    errors.year = 'out_of_range';
  const odometer = digits(values.odometerKm);
  if (odometer !== null && (!Number.isInteger(odometer) || odometer > 9_999_999))
    errors.odometerKm = 'too_big';
  for (const field of ['tankLitres', 'batteryKwh'] as const) {
    const size = digits(values[field]);
    if (size !== null && (!Number.isInteger(size) || size < 1 || size > maxCapacity))
      errors[field] = 'out_of_range';
  }
  return errors;
}

export interface ErrorMessage {
  id: AppMessageId;
  values?: MessageValues;
}

/** The message for one field error, in the person's words; `lastOdometer` is the stored reading. */
export function fieldErrorMessage(
  field: string,
  code: string,
  context: { lastOdometer?: number; now?: Date } = {},
): ErrorMessage {
  switch (`${field}.${code}`) {
    case 'registration.duplicate':
      return { id: 'app.vehicles.error.registration.duplicate' };
    case 'registration.invalid':
      return { id: 'app.vehicles.error.registration.invalid' };
    case 'vin.invalid':
    case 'vin.too_big':
      return { id: 'app.vehicles.error.vin.invalid' };
    case 'year.out_of_range':
    case 'year.invalid_type':
    case 'year.too_small':
    case 'year.too_big':
      return { id: 'app.vehicles.error.year.out_of_range', values: { max: maxModelYear(context.now) } };
    case 'odometerKm.decreased':
      return { id: 'app.vehicles.error.odometerKm.decreased', values: { last: context.lastOdometer ?? 0 } };
    case 'driverUserId.not_found':
    case 'driverUserId.invalid_format':
      return { id: 'app.vehicles.error.driverUserId.not_found' };
    case 'odometerKm.too_big':
      return { id: 'app.vehicles.error.tooLarge' };
    case 'tankLitres.out_of_range':
    case 'tankLitres.too_small':
    case 'tankLitres.too_big':
    case 'tankLitres.invalid_type':
    case 'batteryKwh.out_of_range':
    case 'batteryKwh.too_small':
    case 'batteryKwh.too_big':
    case 'batteryKwh.invalid_type':
      return { id: 'app.vehicles.error.capacity', values: { max: maxCapacity } };
    case 'firstRegistrationDate.out_of_range':
      return { id: 'app.vehicles.error.dateRange' };
  }
  switch (code) {
    case 'too_small':
      return { id: 'app.vehicles.error.required' };
    case 'too_big':
      return { id: 'app.vehicles.error.tooLong' };
    case 'control_characters':
      return { id: 'app.vehicles.error.controlCharacters' };
    case 'bidi_controls':
      return { id: 'app.vehicles.error.bidiControls' };
    default:
      return { id: 'app.vehicles.error.invalid' };
  }
}

/** The form's fields, in the order they are shown (and the error summary lists them). */
export const vehicleFormFields: readonly VehicleFormField[] = [
  'registration',
  'vin',
  'make',
  'model',
  'year',
  'type',
  'fuel',
  'yellowPlates',
  'licenceCategory',
  'tankLitres',
  'batteryKwh',
  'status',
  'driverUserId',
  'odometerKm',
  'odometerCorrection',
  'firstRegistrationDate',
  'notes',
];
