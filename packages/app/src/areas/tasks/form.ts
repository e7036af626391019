import type { AppMessageId } from '../../messages/en';
import { parseOdometer } from '../photos/domain';
import type { TaskPriority } from './domain';
import type { FieldErrors } from '../../data/errors';

/** Field -> error code, from the form's own checks or the server's `error.data.fieldErrors`. */

export const maxTitleLength = 200;
export const maxDescriptionLength = 4000;

/** The add-task form as typed (empty = not given). */
export interface TaskFormValues {
  title: string;
  description: string;
  /** The chosen vehicle's id; '' = a task without a vehicle. */
  vehicleId: string;
  priority: TaskPriority;
  /** '' = nobody. */
  assigneeUserId: string;
  /** 'YYYY-MM-DD' or ''. */
  dueDate: string;
}

export const emptyTaskForm: TaskFormValues = {
  title: '',
  description: '',
  vehicleId: '',
  priority: 'normal',
  assigneeUserId: '',
  dueDate: '',
};

/** The order the error summary lists the fields in (the form's order). */
export const taskFormFields = ['title', 'vehicleId', 'description', 'priority', 'assigneeUserId', 'dueDate'];

// Tabs, line breaks and other control characters: the server refuses them in one-line texts.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

function checkTitle(title: string, errors: FieldErrors) {
  const trimmed = title.trim();
  if (!trimmed) errors.title = 'required';
  else if (trimmed.length > maxTitleLength) errors.title = 'too_big';
  else if (controlCharacters.test(trimmed)) errors.title = 'control_characters';
}

/** The checks the form makes before asking the server (the server checks the same again). */
export function validateTaskForm(values: TaskFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkTitle(values.title, errors);
  if (values.description.length > maxDescriptionLength) errors.description = 'too_big';
  return errors;
}

/** `tasks.create`'s input. */
export function toCreateTaskInput(values: TaskFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    vehicleId: values.vehicleId || null,
    priority: values.priority,
    assigneeUserId: values.assigneeUserId || null,
    dueDate: values.dueDate || null,
  };
}

/** The driver's problem report as typed. */
export interface ReportFormValues {
  vehicleId: string;
  title: string;
  description: string;
  /** As typed ('' for none): areas/photos/domain.ts parseOdometer. */
  odometerKm: string;
  /** Sent after the report, each its own upload (areas/photos/upload.ts). */
  photos: File[];
}

export function validateReportForm(values: ReportFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.vehicleId) errors.vehicleId = 'required';
  checkTitle(values.title, errors);
  if (values.description.length > maxDescriptionLength) errors.description = 'too_big';
  if (parseOdometer(values.odometerKm) === 'invalid') errors.odometerKm = 'odometer_invalid';
  return errors;
}

export function toReportInput(values: ReportFormValues) {
  const odometer = parseOdometer(values.odometerKm);
  return {
    vehicleId: values.vehicleId,
    title: values.title.trim(),
    description: values.description.trim(),
    odometerKm: typeof odometer === 'number' ? odometer : null,
  };
}

/** The message for one field error, in the person's words. */
export function taskFieldErrorMessage(field: string, code: string): AppMessageId {
  if (field === 'vehicle' || field === 'vehicleId')
    return code === 'required' ? 'app.tasks.error.required' : 'app.tasks.error.vehicleUnknown';
  if (field === 'assigneeUserId') return 'app.tasks.error.assigneeUnknown';
  if (field === 'odometerKm')
    return code === 'decreased' || code === 'above_later'
      ? 'app.photos.odometerDecreased'
      : 'app.photos.odometerInvalid';
  switch (code) {
    case 'required':
    case 'too_small':
      return 'app.tasks.error.required';
    case 'too_big':
      return 'app.tasks.error.tooLong';
    case 'control_characters':
      return 'app.tasks.error.controlCharacters';
    case 'out_of_range':
      return 'app.tasks.error.dateRange';
    default:
      return 'app.tasks.error.invalid';
  }
}
