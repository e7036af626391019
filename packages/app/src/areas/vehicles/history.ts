import type { PersonRef, VehicleHistoryEntry } from '@vognpark/server/areas/vehicles';
import { changeLines } from '../../history/lines';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { isOneOf, vehicleFuels, vehicleStatuses, vehicleTypes } from './domain';
import { formatDate, formatOdometer, formatPlate } from './format';
import { fuelLabel, statusLabel, typeLabel } from './labels';

/** The words for each field a history entry may name. */
const fieldLabels: Record<string, AppMessageId> = {
  registration: 'app.vehicles.column.registration',
  vin: 'app.vehicles.column.vin',
  make: 'app.vehicles.column.make',
  model: 'app.vehicles.column.model',
  year: 'app.vehicles.column.year',
  type: 'app.vehicles.column.type',
  fuel: 'app.vehicles.column.fuel',
  yellowPlates: 'app.vehicles.column.yellowPlates',
  licenceCategory: 'app.vehicles.column.licenceCategory',
  tankLitres: 'app.vehicles.form.tankLitres',
  batteryKwh: 'app.vehicles.form.batteryKwh',
  status: 'app.vehicles.column.status',
  driver: 'app.vehicles.column.driver',
  odometerKm: 'app.vehicles.column.odometerKm',
  odometerCorrection: 'app.vehicles.form.odometerCorrection',
  firstRegistrationDate: 'app.vehicles.column.firstRegistrationDate',
  nextDueDate: 'app.vehicles.column.nextDue',
  notes: 'app.vehicles.column.notes',
};

const isPerson = (value: unknown): value is PersonRef =>
  typeof value === 'object' && value !== null && 'name' in value && 'surname' in value;

/** One recorded value in words: codes as labels, plates spaced, numbers and dates for the language. */
export function historyValue(field: string, value: unknown, t: FormatAppMessage, locale: string): string {
  if (field === 'status' && isOneOf(vehicleStatuses, value)) return t(statusLabel(value));
  if (field === 'type' && isOneOf(vehicleTypes, value)) return t(typeLabel(value));
  if (field === 'fuel' && isOneOf(vehicleFuels, value)) return t(fuelLabel(value));
  if (field === 'yellowPlates' && typeof value === 'boolean')
    return t(value ? 'app.vehicles.yellowPlates.yes' : 'app.vehicles.yellowPlates.no');
  if (field === 'registration' && typeof value === 'string') return formatPlate(value);
  if (field === 'odometerKm' && typeof value === 'number') return formatOdometer(value, locale);
  if ((field === 'firstRegistrationDate' || field === 'nextDueDate') && typeof value === 'string')
    return formatDate(value, locale) || value;
  if (isPerson(value)) return `${value.name} ${value.surname}`.trim();
  if (typeof value === 'boolean') return value ? '✓' : '–';
  return String(value);
}

/** The lines of one entry ("Status: Active → In workshop"), in the order the fields are listed above. */
export function historyLines(entry: VehicleHistoryEntry, t: FormatAppMessage, locale: string): string[] {
  return changeLines(entry.changes, t, {
    created: entry.action === 'created',
    labels: fieldLabels,
    value: (field, value) => historyValue(field, value, t, locale),
  });
}
