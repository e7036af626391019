/**
 * A pool's form (PoolDrawer): its values as typed, the checks made before saving, and the input
 * `sharing.savePool` takes. Numbers are typed as text (the `pint` filter keeps digits only); an
 * empty approval or no-show field means "never".
 */
import type { VehicleRef } from '@vognpark/server';
import type { Pool, PoolBookers } from '@vognpark/server/areas/sharing';
import type { FieldErrors } from '../../data/errors';

export interface PoolFormValues {
  name: string;
  whoMayBook: PoolBookers;
  maxHours: string;
  leadMinutes: string;
  bufferMinutes: string;
  /** Empty: no booking needs approval. */
  approvalOverHours: string;
  /** Empty: a booking not checked out is never cancelled. */
  noShowMinutes: string;
  vehicles: VehicleRef[];
}

/** What the server takes (sharing.savePool), without the id and version the page adds. */
export interface PoolSaveInput {
  name: string;
  whoMayBook: PoolBookers;
  maxHours: number;
  leadMinutes: number;
  bufferMinutes: number;
  approvalOverHours: number | null;
  noShowMinutes: number | null;
  vehicleIds: string[];
}

/** Each number's bounds, as the server checks them (sharing/router.ts). */
export const POOL_LIMITS = {
  maxHours: { min: 1, max: 744 },
  leadMinutes: { min: 0, max: 10_080 },
  bufferMinutes: { min: 0, max: 1_440 },
  approvalOverHours: { min: 0, max: 744 },
  noShowMinutes: { min: 5, max: 1_440 },
} as const;

/** At most this many vehicles in one pool (as the server takes them). */
export const maxPoolVehicles = 500;

/** The form's fields in their order on the form (for the error summary). */
export const POOL_FIELDS = [
  'name',
  'whoMayBook',
  'maxHours',
  'leadMinutes',
  'bufferMinutes',
  'approvalOverHours',
  'noShowMinutes',
  'vehicleIds',
] as const;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's values for a pool, or a new pool's defaults (a working day, 15 minutes between). */
export function poolFormValuesOf(pool: Pool | null): PoolFormValues {
  if (!pool)
    return {
      name: '',
      whoMayBook: 'everyone',
      maxHours: '8',
      leadMinutes: '0',
      bufferMinutes: '15',
      approvalOverHours: '',
      noShowMinutes: '30',
      vehicles: [],
    };
  return {
    name: pool.name,
    whoMayBook: pool.whoMayBook,
    maxHours: text(pool.maxHours),
    leadMinutes: text(pool.leadMinutes),
    bufferMinutes: text(pool.bufferMinutes),
    approvalOverHours: text(pool.approvalOverHours),
    noShowMinutes: text(pool.noShowMinutes),
    vehicles: pool.vehicles.map(({ id, registration, make, model }) => ({ id, registration, make, model })),
  };
}

type NumberField = keyof typeof POOL_LIMITS;
const optional: readonly NumberField[] = ['approvalOverHours', 'noShowMinutes'];

/** The form's own checks: field -> code (`required`, `too_small`, `too_large`). */
export function validatePoolForm(values: PoolFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  for (const field of Object.keys(POOL_LIMITS) as NumberField[]) {
    const raw = values[field].trim();
    if (raw === '') {
      if (!optional.includes(field)) errors[field] = 'required';
      continue;
    }
    const value = Number(raw);
    if (!Number.isInteger(value)) errors[field] = 'invalid_number';
    else if (value < POOL_LIMITS[field].min) errors[field] = 'too_small';
    else if (value > POOL_LIMITS[field].max) errors[field] = 'too_large';
  }
  if (values.vehicles.length > maxPoolVehicles) errors.vehicleIds = 'too_large';
  return errors;
}

/** The values as `sharing.savePool` takes them (call after validatePoolForm found nothing). */
export function poolSaveInputOf(values: PoolFormValues): PoolSaveInput {
  const number = (raw: string) => (raw.trim() === '' ? null : Number(raw.trim()));
  return {
    name: values.name.trim(),
    whoMayBook: values.whoMayBook,
    maxHours: Number(values.maxHours.trim()),
    leadMinutes: Number(values.leadMinutes.trim()),
    bufferMinutes: Number(values.bufferMinutes.trim()),
    approvalOverHours: number(values.approvalOverHours),
    noShowMinutes: number(values.noShowMinutes),
    vehicleIds: values.vehicles.map((vehicle) => vehicle.id),
  };
}

/** The message of a field's error code, the form's or the server's. */
export function poolFieldErrorMessage(field: string, code: string): PoolErrorId {
  if (field === 'name' && code === 'duplicate') return 'app.sharing.poolForm.error.nameTaken';
  if (field === 'vehicleIds' && code === 'not_found') return 'app.sharing.poolForm.error.vehicleUnknown';
  switch (code) {
    case 'required':
      return 'app.sharing.error.required';
    case 'too_small':
    case 'too_large':
    case 'invalid_number':
      return `app.sharing.poolForm.error.range.${field as NumberField}`;
    default:
      return 'app.sharing.error.failed';
  }
}

export type PoolErrorId =
  | 'app.sharing.poolForm.error.nameTaken'
  | 'app.sharing.poolForm.error.vehicleUnknown'
  | 'app.sharing.error.required'
  | 'app.sharing.error.failed'
  | `app.sharing.poolForm.error.range.${NumberField}`;
