/**
 * The service drawers' forms as typed (issue 29): recording an entry (lines and costs in DKK, the
 * odometer joining the chain), editing a schedule, a plan and a reading. Pure: values in, field
 * errors ("lines.0.quantity": "required") and the server's inputs out; the server checks again.
 */
import type {
  ScheduleMode,
  ServiceCoveredBy,
  ServiceLineKind,
  ServicePlan,
  ServiceSchedule,
  ServiceTask,
} from '@vognpark/server/areas/service';
import type { FieldErrors } from '../../data/errors';
import { isIsoDate } from '../compliance/dates';
import type { AppMessageId } from '../../messages/en';
import { parseAmount } from '../../forms/amount';

export { parseAmount };

/** A whole number typed (the `pint` filter), or null for an empty field; NaN when it is not one. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** One line of an entry as typed; `key` keeps React's rows apart while they are edited. */
export interface LineRow {
  key: number;
  kind: ServiceLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: '25' | '0';
  coveredBy: ServiceCoveredBy;
}

export interface EntryFormValues {
  /** The vehicle chosen in the form's picker ('' for none); asked only when not known already. */
  vehicleId: string;
  performedOn: string;
  odometerKm: string;
  odometerCorrection: boolean;
  engineHours: string;
  /** The workshop as typed or chosen; `workshopId` set when it is one of the client's. */
  workshop: string;
  workshopId: string | null;
  serviceTaskIds: string[];
  lines: LineRow[];
  notes: string;
}

export const maxLines = 100;

export function emptyEntryForm(
  today: string,
  vehicle?: { odometerKm: number } | null,
  serviceTaskIds: string[] = [],
): EntryFormValues {
  return {
    vehicleId: '',
    performedOn: today,
    odometerKm: vehicle ? String(vehicle.odometerKm) : '',
    odometerCorrection: false,
    engineHours: '',
    workshop: '',
    workshopId: null,
    serviceTaskIds,
    lines: [],
    notes: '',
  };
}

export function addLine(values: EntryFormValues, kind: ServiceLineKind = 'labour'): EntryFormValues {
  if (values.lines.length >= maxLines) return values;
  const key = values.lines.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  const row: LineRow = {
    key,
    kind,
    description: '',
    quantity: '1',
    unitPrice: '',
    vatRate: '25',
    coveredBy: 'own',
  };
  return { ...values, lines: [...values.lines, row] };
}

export function removeLine(values: EntryFormValues, key: number): EntryFormValues {
  return { ...values, lines: values.lines.filter((row) => row.key !== key) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The entry's totals in DKK as the server counts them: each line rounded to øre, then summed. */
export function entryTotals(lines: readonly LineRow[]): { net: number; vat: number; gross: number } {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    const quantity = parseAmount(line.quantity);
    const price = parseAmount(line.unitPrice);
    if (quantity === null || price === null || Number.isNaN(quantity) || Number.isNaN(price)) continue;
    const lineNet = round(quantity * price);
    net += lineNet;
    vat += round((lineNet * Number(line.vatRate)) / 100);
  }
  return { net: round(net), vat: round(vat), gross: round(net + vat) };
}

/**
 * The checks the server makes too, keyed as it keys them: a date not in the future, an odometer
 * reading, not lower than the vehicle's last unless it is marked as a correction (the chain's
 * rule, on the field), whole engine hours, and for each line a quantity above 0 and a price, each
 * with at most two decimals.
 */
export function validateEntryForm(
  values: EntryFormValues,
  { askVehicle, today, lastKm }: { askVehicle: boolean; today: string; lastKm: number | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (askVehicle && !values.vehicleId) errors.vehicleId = 'required';
  if (!values.performedOn) errors.performedOn = 'required';
  else if (!isIsoDate(values.performedOn)) errors.performedOn = 'invalid_format';
  else if (values.performedOn > today) errors.performedOn = 'in_future';
  const km = parseWhole(values.odometerKm);
  if (km === null) errors.odometerKm = 'required';
  else if (Number.isNaN(km)) errors.odometerKm = 'invalid_number';
  else if (lastKm !== null && km < lastKm && !values.odometerCorrection) errors.odometerKm = 'decreased';
  if (Number.isNaN(parseWhole(values.engineHours))) errors.engineHours = 'invalid_number';
  values.lines.forEach((line, index) => {
    const quantity = parseAmount(line.quantity);
    if (quantity === null) errors[`lines.${index}.quantity`] = 'required';
    else if (Number.isNaN(quantity) || quantity <= 0) errors[`lines.${index}.quantity`] = 'invalid_amount';
    const price = parseAmount(line.unitPrice);
    if (price === null) errors[`lines.${index}.unitPrice`] = 'required';
    else if (Number.isNaN(price)) errors[`lines.${index}.unitPrice`] = 'invalid_amount';
  });
  return errors;
}

export function toRecordEntryInput(vehicleId: string, values: EntryFormValues, taskId: string | null = null) {
  const hours = parseWhole(values.engineHours);
  return {
    vehicleId,
    performedOn: values.performedOn,
    odometerKm: parseWhole(values.odometerKm) ?? 0,
    engineHours: hours,
    odometerCorrection: values.odometerCorrection,
    workshopOrganisationId: values.workshopId,
    workshopName: values.workshopId ? '' : values.workshop.trim(),
    serviceTaskIds: values.serviceTaskIds,
    lines: values.lines.map((line) => ({
      kind: line.kind,
      description: line.description.trim(),
      quantity: parseAmount(line.quantity) ?? 0,
      unitPrice: parseAmount(line.unitPrice) ?? 0,
      vatRate: Number(line.vatRate) as 0 | 25,
      coveredBy: line.coveredBy,
    })),
    notes: values.notes.trim(),
    taskId,
  };
}

/** A schedule's form as typed. */
export interface ScheduleFormValues {
  intervalKm: string;
  intervalMonths: string;
  intervalHours: string;
  mode: ScheduleMode;
  soonKm: string;
  soonDays: string;
  lastDoneOn: string;
  lastDoneKm: string;
  paused: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function scheduleFormValuesOf(schedule: ServiceSchedule): ScheduleFormValues {
  return {
    intervalKm: text(schedule.intervalKm),
    intervalMonths: text(schedule.intervalMonths),
    intervalHours: text(schedule.intervalHours),
    mode: schedule.mode,
    soonKm: String(schedule.soonKm),
    soonDays: String(schedule.soonDays),
    lastDoneOn: schedule.lastDoneOn,
    lastDoneKm: String(schedule.lastDoneKm),
    paused: schedule.paused,
  };
}

export function validateScheduleForm(
  values: ScheduleFormValues,
  { today, season }: { today: string; season: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of [
    'intervalKm',
    'intervalMonths',
    'intervalHours',
    'soonKm',
    'soonDays',
    'lastDoneKm',
  ] as const) {
    const value = parseWhole(values[field]);
    if (Number.isNaN(value)) errors[field] = 'invalid_number';
    else if (value === 0 && field.startsWith('interval')) errors[field] = 'too_small';
  }
  if (
    !season &&
    !errors.intervalKm &&
    !values.intervalKm.trim() &&
    !values.intervalMonths.trim() &&
    !values.intervalHours.trim()
  )
    errors.intervalKm = 'interval_required';
  for (const field of ['soonKm', 'soonDays', 'lastDoneKm'] as const)
    if (!values[field].trim()) errors[field] = 'required';
  if (!values.lastDoneOn) errors.lastDoneOn = 'required';
  else if (!isIsoDate(values.lastDoneOn)) errors.lastDoneOn = 'invalid_format';
  else if (values.lastDoneOn > today) errors.lastDoneOn = 'in_future';
  return errors;
}

/** The fields that changed, as `service.updateSchedule` takes them (null clears an interval). */
export function toUpdateScheduleInput(schedule: ServiceSchedule, values: ScheduleFormValues) {
  const changes: Record<string, unknown> = { id: schedule.id };
  for (const field of ['intervalKm', 'intervalMonths', 'intervalHours'] as const) {
    const value = parseWhole(values[field]);
    if (value !== schedule[field]) changes[field] = value;
  }
  for (const field of ['soonKm', 'soonDays', 'lastDoneKm'] as const) {
    const value = parseWhole(values[field]);
    if (value !== null && value !== schedule[field]) changes[field] = value;
  }
  if (values.mode !== schedule.mode) changes.mode = values.mode;
  if (values.lastDoneOn !== schedule.lastDoneOn) changes.lastDoneOn = values.lastDoneOn;
  if (values.paused !== schedule.paused) changes.paused = values.paused;
  return changes as { id: string } & Partial<{
    intervalKm: number | null;
    intervalMonths: number | null;
    intervalHours: number | null;
    soonKm: number;
    soonDays: number;
    lastDoneKm: number;
    mode: ScheduleMode;
    lastDoneOn: string;
    paused: boolean;
  }>;
}

/** One item of a plan as typed. */
export interface PlanItemRow {
  key: number;
  serviceTaskId: string;
  intervalKm: string;
  intervalMonths: string;
}

export interface PlanFormValues {
  name: string;
  items: PlanItemRow[];
  /** Push the change to the schedules that follow the plan (editing only). */
  push: boolean;
}

export const maxPlanItems = 30;

export function planFormValuesOf(plan: ServicePlan | null): PlanFormValues {
  if (!plan)
    return {
      name: '',
      items: [{ key: 1, serviceTaskId: '', intervalKm: '', intervalMonths: '' }],
      push: false,
    };
  return {
    name: plan.name,
    items: plan.items.map((item, index) => ({
      key: index + 1,
      serviceTaskId: item.task.id,
      intervalKm: text(item.intervalKm),
      intervalMonths: text(item.intervalMonths),
    })),
    push: plan.scheduleCount > 0,
  };
}

export function addPlanItem(values: PlanFormValues): PlanFormValues {
  if (values.items.length >= maxPlanItems) return values;
  const key = values.items.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return {
    ...values,
    items: [...values.items, { key, serviceTaskId: '', intervalKm: '', intervalMonths: '' }],
  };
}

export function removePlanItem(values: PlanFormValues, key: number): PlanFormValues {
  return { ...values, items: values.items.filter((row) => row.key !== key) };
}

export function validatePlanForm(values: PlanFormValues, tasks: readonly ServiceTask[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  const seen = new Set<string>();
  values.items.forEach((item, index) => {
    if (!item.serviceTaskId) errors[`items.${index}.serviceTaskId`] = 'required';
    else if (seen.has(item.serviceTaskId)) errors[`items.${index}.serviceTaskId`] = 'duplicate';
    seen.add(item.serviceTaskId);
    const season = tasks.find((task) => task.id === item.serviceTaskId)?.season;
    const km = parseWhole(item.intervalKm);
    const months = parseWhole(item.intervalMonths);
    if (Number.isNaN(km) || km === 0) errors[`items.${index}.intervalKm`] = 'invalid_number';
    else if (Number.isNaN(months) || months === 0) errors[`items.${index}.intervalMonths`] = 'invalid_number';
    else if (!season && km === null && months === null && item.serviceTaskId)
      errors[`items.${index}.intervalKm`] = 'interval_required';
  });
  return errors;
}

export function toPlanInput(values: PlanFormValues) {
  return {
    name: values.name.trim(),
    items: values.items.map((item) => ({
      serviceTaskId: item.serviceTaskId,
      intervalKm: parseWhole(item.intervalKm),
      intervalMonths: parseWhole(item.intervalMonths),
    })),
  };
}

/** A reading as typed (the vehicle page and the driver's home). */
export interface ReadingFormValues {
  readOn: string;
  odometerKm: string;
  correction: boolean;
}

export function validateReadingForm(
  values: ReadingFormValues,
  { today, lastKm }: { today: string; lastKm: number | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.readOn) errors.readOn = 'required';
  else if (!isIsoDate(values.readOn)) errors.readOn = 'invalid_format';
  else if (values.readOn > today) errors.readOn = 'in_future';
  const km = parseWhole(values.odometerKm);
  if (km === null) errors.odometerKm = 'required';
  else if (Number.isNaN(km)) errors.odometerKm = 'invalid_number';
  else if (lastKm !== null && km < lastKm && !values.correction) errors.odometerKm = 'decreased';
  return errors;
}

/** The message of a field error code, the server's or the form's. */
export function serviceFieldErrorMessage(field: string, code: string): AppMessageId {
  const name = field.replace(/\.\d+\./, '.N.');
  switch (`${name}.${code}`) {
    case 'vehicleId.not_found':
      return 'app.service.error.vehicleUnknown';
    case 'name.duplicate':
      return 'app.service.error.nameTaken';
    case 'items.N.serviceTaskId.duplicate':
    case 'serviceTaskId.duplicate':
      return 'app.service.error.duplicate';
    case 'taskId.completed':
      return 'app.service.error.completed';
  }
  switch (code) {
    case 'decreased':
      return 'app.service.error.decreased';
    case 'above_later':
      return 'app.service.error.aboveLater';
    case 'in_future':
      return 'app.service.error.inFuture';
    case 'interval_required':
      return 'app.service.error.interval';
    case 'invalid_amount':
      return 'app.service.error.amount';
    case 'invalid_number':
    case 'too_small':
    case 'invalid_type':
      return 'app.service.error.number';
    case 'too_big':
      return 'app.service.error.tooLong';
    case 'required':
      return name.endsWith('intervalKm') ? 'app.service.error.interval' : 'app.service.error.required';
  }
  return 'app.service.error.required';
}
