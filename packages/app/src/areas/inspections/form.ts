import type { Inspection } from '@vognpark/server/areas/inspections';
import { isIsoDate } from '../compliance/dates';
import type { DefectSeverity, InspectionKind, InspectionResult } from '../compliance/domain';
import { type FieldErrors } from '../../data/errors';

/** The schedule/edit form of an inspection as typed. */
export interface ScheduleFormValues {
  /** The chosen vehicle's id; only asked when the vehicle is not known already (the inspections page). */
  vehicleId: string;
  kind: InspectionKind;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  notes: string;
}

export function emptyScheduleForm(dueDate = ''): ScheduleFormValues {
  return { vehicleId: '', kind: 'walk_around', dueDate, notes: '' };
}

export function scheduleFormValuesOf(inspection: Inspection): ScheduleFormValues {
  return {
    vehicleId: inspection.vehicle.id,
    kind: inspection.kind,
    dueDate: inspection.dueDate,
    notes: inspection.notes,
  };
}

export function validateScheduleForm(values: ScheduleFormValues, askVehicle: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (askVehicle && !values.vehicleId) errors.vehicleId = 'required';
  if (!values.dueDate) errors.dueDate = 'required';
  else if (!isIsoDate(values.dueDate)) errors.dueDate = 'invalid_format';
  return errors;
}

export function toScheduleInput(vehicleId: string, values: ScheduleFormValues) {
  return { vehicleId, kind: values.kind, dueDate: values.dueDate, notes: values.notes.trim() };
}

/** The fields that changed, as `inspections.update` takes them. */
export function toUpdateInspectionInput(inspection: Inspection, values: ScheduleFormValues) {
  const notes = values.notes.trim();
  return {
    id: inspection.id,
    ...(values.kind !== inspection.kind && { kind: values.kind }),
    ...(values.dueDate !== inspection.dueDate && { dueDate: values.dueDate }),
    ...(notes !== inspection.notes && { notes }),
  };
}

/** One defect row of the completion form; `key` keeps React's rows apart while they are edited. */
export interface DefectRow {
  key: number;
  text: string;
  severity: DefectSeverity;
}

/** The completion form as typed. */
export interface CompleteFormValues {
  result: InspectionResult;
  inspector: string;
  notes: string;
  defects: DefectRow[];
  /** Who gets the defects' tasks; '' = nobody yet. */
  assigneeUserId: string;
}

export const emptyCompleteForm: CompleteFormValues = {
  result: 'pass',
  inspector: '',
  notes: '',
  defects: [],
  assigneeUserId: '',
};

/** At most this many defects per inspection (as the server allows). */
export const maxDefects = 50;

/** Adds an empty defect row with a key no other row has. */
export function addDefect(
  values: CompleteFormValues,
  severity: DefectSeverity = 'major',
): CompleteFormValues {
  if (values.defects.length >= maxDefects) return values;
  const key = values.defects.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return { ...values, defects: [...values.defects, { key, text: '', severity }] };
}

export function removeDefect(values: CompleteFormValues, key: number): CompleteFormValues {
  return { ...values, defects: values.defects.filter((row) => row.key !== key) };
}

/**
 * The completion checks the server makes too, keyed as it keys them ("defects.0.text"): an
 * inspector's name, and a text for every defect row.
 */
export function validateCompleteForm(values: CompleteFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.inspector.trim()) errors.inspector = 'too_small';
  values.defects.forEach((row, index) => {
    if (!row.text.trim()) errors[`defects.${index}.text`] = 'too_small';
  });
  return errors;
}

export function toCompleteInput(id: string, values: CompleteFormValues) {
  return {
    id,
    result: values.result,
    inspector: values.inspector.trim(),
    notes: values.notes.trim(),
    defects: values.defects.map(({ text, severity }) => ({ text: text.trim(), severity })),
    assigneeUserId: values.defects.length && values.assigneeUserId ? values.assigneeUserId : null,
  };
}
