/**
 * The record drawer's form (docs/damage.md "A damage"): what was typed, its own checks, and the
 * server's input made of it. Pure functions, table-tested in form.test.ts.
 */
import type { DamageClass, DamageDetail, DamageSeverity, DamageZone } from '@vognpark/server/areas/damage';
import type { FieldErrors } from '../../data/errors';
import { isIsoDate } from '../compliance/dates';
import { kronerToOre } from './domain';
import type { CreateDamageInput, UpdateDamageInput } from './queries';
import type { DamageMessageId } from './messages/en';

export interface DamageFormValues {
  /** The vehicle chosen in the picker ('' for none); asked only when not known already. */
  vehicleId: string;
  zone: DamageZone | '';
  damageClass: DamageClass;
  severity: DamageSeverity;
  description: string;
  /** ISO date. */
  foundOn: string;
  /** Kroner as typed ('' for not known). */
  estimate: string;
  /** What the repair cost, kroner as typed ('' for not known); asked only of a repaired damage. */
  actual: string;
  /** Photos to send with the damage (checked by their first bytes when chosen). */
  photos: File[];
}

/** The most a description may hold (the server's bound). */
export const maxDescription = 2000;

export function emptyDamageForm(today: string, vehicleId = ''): DamageFormValues {
  return {
    vehicleId,
    zone: '',
    damageClass: 'scratch',
    severity: 'minor',
    description: '',
    foundOn: today,
    estimate: '',
    actual: '',
    photos: [],
  };
}

/** Øre as kroner to edit ("1250,50" in Danish, "1250.50" in English), '' for none. */
export function oreToKroner(ore: number | null, locale: string): string {
  if (ore === null) return '';
  const kroner = Math.floor(ore / 100);
  const rest = ore % 100;
  if (!rest) return String(kroner);
  const mark = new Intl.NumberFormat(locale).format(1.5).includes(',') ? ',' : '.';
  return `${kroner}${mark}${String(rest).padStart(2, '0')}`;
}

/** The edit form of a damage: what it says now. */
export function damageFormOf(damage: DamageDetail, locale: string): DamageFormValues {
  return {
    vehicleId: damage.vehicle.id,
    zone: damage.zone,
    damageClass: damage.damageClass,
    severity: damage.severity,
    description: damage.description,
    foundOn: damage.foundOn,
    estimate: oreToKroner(damage.estimateOre, locale),
    actual: oreToKroner(damage.actualOre, locale),
    photos: [],
  };
}

/** The form's own checks, as the server would answer them: field -> error code. */
export function validateDamageForm(values: DamageFormValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.vehicleId) errors.vehicleId = 'required';
  if (!values.zone) errors.zone = 'required';
  if (!isIsoDate(values.foundOn)) errors.foundOn = 'required';
  else if (values.foundOn > today) errors.foundOn = 'in_future';
  if (values.description.length > maxDescription) errors.description = 'too_big';
  if (Number.isNaN(kronerToOre(values.estimate))) errors.estimateOre = 'invalid_amount';
  if (Number.isNaN(kronerToOre(values.actual))) errors.actualOre = 'invalid_amount';
  return errors;
}

/** The `damage.create` input of a checked form: a manager's own record, costs in øre. */
export function toCreateDamageInput(values: DamageFormValues): CreateDamageInput {
  return {
    vehicleId: values.vehicleId,
    zone: values.zone as DamageZone,
    damageClass: values.damageClass,
    severity: values.severity,
    description: values.description.trim(),
    foundOn: values.foundOn,
    estimateOre: kronerToOre(values.estimate),
    source: 'manual',
  };
}

/**
 * The `damage.update` input of a checked edit form: every field as it stands, the actual cost
 * only for a repaired damage (the server refuses it before), made from the version the form opened
 * (a change saved meanwhile is refused, not overwritten).
 */
export function toUpdateDamageInput(
  damage: Pick<DamageDetail, 'id' | 'version' | 'status'>,
  values: DamageFormValues,
): UpdateDamageInput {
  const repaired = damage.status === 'repaired';
  return {
    id: damage.id,
    expectedVersion: damage.version,
    zone: values.zone as DamageZone,
    damageClass: values.damageClass,
    severity: values.severity,
    description: values.description.trim(),
    foundOn: values.foundOn,
    estimateOre: kronerToOre(values.estimate),
    ...(repaired ? { actualOre: kronerToOre(values.actual) } : {}),
  };
}

/** The message of a field error code, the server's or the form's. */
export function damageFieldErrorMessage(field: string, code: string): DamageMessageId {
  if (field === 'vehicleId')
    return code === 'not_found' ? 'app.damage.error.vehicleUnknown' : 'app.damage.error.vehicle';
  if (field === 'zone') return 'app.damage.error.place';
  if (field === 'action') return 'app.damage.error.notAllowed';
  if (field === 'actualOre' && code === 'not_repaired') return 'app.damage.error.notRepaired';
  switch (code) {
    case 'in_future':
      return 'app.damage.error.inFuture';
    case 'invalid_amount':
    case 'too_small':
    case 'invalid_type':
      return field.endsWith('Ore') ? 'app.damage.error.amount' : 'app.damage.error.required';
    case 'too_big':
      return field.endsWith('Ore') ? 'app.damage.error.amount' : 'app.damage.error.tooLong';
  }
  return 'app.damage.error.required';
}
