import type { Obligation } from '@vognpark/server/areas/compliance';
import type { AppMessageId } from '../../messages/en';
import { addYears, isIsoDate } from './dates';
import type { ComplianceKind } from './domain';
import type { FieldErrors } from '../../data/errors';

/** Field -> error code, as the server sends them in `error.data.fieldErrors`. */

/** The add/edit form of an obligation as typed ('' = not given). */
export interface ObligationFormValues {
  /** The chosen vehicle's id; only asked when the vehicle is not known already (the compliance page). */
  vehicleId: string;
  kind: ComplianceKind;
  /** The name of a custom obligation. */
  title: string;
  /** 'YYYY-MM-DD' or '' (missing). */
  validUntil: string;
}

export const emptyObligationForm: ObligationFormValues = {
  vehicleId: '',
  kind: 'insurance',
  title: '',
  validUntil: '',
};

export function obligationFormValuesOf(obligation: Obligation): ObligationFormValues {
  return {
    vehicleId: obligation.vehicle?.id ?? '',
    kind: obligation.kind,
    title: obligation.title,
    validUntil: obligation.validUntil ?? '',
  };
}

/** The form's own checks, with the server's codes; the server checks again (and alone knows duplicates). */
export function validateObligationForm(values: ObligationFormValues, askVehicle: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (askVehicle && !values.vehicleId) errors.vehicleId = 'required';
  if (values.kind === 'custom' && !values.title.trim()) errors.title = 'required';
  if (values.validUntil && !isIsoDate(values.validUntil)) errors.validUntil = 'invalid_format';
  return errors;
}

/** The fields as `compliance.create` takes them. */
export function toCreateObligationInput(vehicleId: string, values: ObligationFormValues) {
  return {
    vehicleId,
    kind: values.kind,
    title: values.title.trim(),
    validUntil: values.validUntil || null,
  };
}

/**
 * The fields that changed, as `compliance.update` takes them (a correction, not a renewal), as an
 * edit made from `expectedVersion` (refused if someone changed the obligation since).
 */
export function toUpdateObligationInput(
  obligation: Obligation,
  values: ObligationFormValues,
  expectedVersion: number,
) {
  const title = values.title.trim();
  const validUntil = values.validUntil || null;
  return {
    id: obligation.id,
    expectedVersion,
    ...(values.kind !== obligation.kind && { kind: values.kind }),
    ...(title !== obligation.title && { title }),
    ...(validUntil !== obligation.validUntil && { validUntil }),
  };
}

/** The renewal form as typed. */
export interface RenewFormValues {
  /** The day the renewal was done ('YYYY-MM-DD'); today by default. */
  completedOn: string;
  /** The new valid-until date. */
  validUntil: string;
  note: string;
}

/**
 * A renewal's starting values: done today, valid a year after the current date (or after today,
 * when the obligation has lapsed or has no date), which is what most insurances and taxes need.
 */
export function initialRenewValues(
  obligation: Pick<Obligation, 'validUntil'>,
  today: string,
): RenewFormValues {
  const from = obligation.validUntil && obligation.validUntil > today ? obligation.validUntil : today;
  return { completedOn: today, validUntil: addYears(from, 1), note: '' };
}

/** The renewal checks the server makes too, so that the person hears the same message either way. */
export function validateRenewForm(values: RenewFormValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.completedOn) errors.completedOn = 'required';
  else if (!isIsoDate(values.completedOn)) errors.completedOn = 'invalid_format';
  else if (values.completedOn > today) errors.completedOn = 'in_future';
  if (!values.validUntil) errors.validUntil = 'required';
  else if (!isIsoDate(values.validUntil)) errors.validUntil = 'invalid_format';
  else if (values.completedOn && values.validUntil <= values.completedOn)
    errors.validUntil = 'not_after_completed';
  return errors;
}

export function toRenewInput(id: string, values: RenewFormValues) {
  return { id, completedOn: values.completedOn, validUntil: values.validUntil, note: values.note.trim() };
}

/**
 * The message for one field error of the compliance and inspection forms, in the person's words.
 * `field` is the server's dotted path ("defects.1.text" is the second defect's text).
 */
export function workFieldErrorMessage(field: string, code: string): AppMessageId {
  const name = field.replace(/\.\d+\./, '.N.');
  switch (`${name}.${code}`) {
    case 'vehicleId.not_found':
      return 'app.compliance.error.vehicleUnknown';
    case 'kind.duplicate':
      return 'app.compliance.error.duplicate';
    case 'completedOn.in_future':
    case 'completedAt.in_future':
      return 'app.compliance.error.inFuture';
    case 'validUntil.not_after_completed':
      return 'app.compliance.error.notAfterCompleted';
    case 'id.completed':
      return 'app.inspections.error.alreadyCompleted';
    case 'assigneeUserId.not_found':
    case 'assigneeUserId.invalid_format':
      return 'app.inspections.error.assigneeUnknown';
  }
  switch (code) {
    case 'required':
    case 'too_small':
      return 'app.compliance.error.required';
    case 'too_big':
      return 'app.compliance.error.tooLong';
    case 'control_characters':
      return 'app.compliance.error.controlCharacters';
    case 'out_of_range':
      return 'app.compliance.error.dateRange';
    case 'invalid_format':
      return 'app.compliance.error.date';
    default:
      return 'app.compliance.error.invalid';
  }
}
