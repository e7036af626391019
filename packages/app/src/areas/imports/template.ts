/**
 * The import's template: a CSV with the import's columns headed in the person's language (the
 * register export's labels, which the server reads in every language), written by the product's
 * one CSV writer, and one example row.
 */
import type { ImportField } from '@vognpark/server/areas/imports';
import { toCsv } from '../vehicles/csv';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { fieldLabels } from './errors';

/** The server's IMPORT_FIELDS, in its order (the app takes no runtime code from the server). */
const IMPORT_FIELDS = [
  'registration',
  'make',
  'model',
  'type',
  'fuel',
  'year',
  'vin',
  'status',
  'odometerKm',
  'firstRegistrationDate',
  'notes',
] as const satisfies readonly ImportField[];

const EXAMPLE: Record<ImportField, string> = {
  registration: 'AB 12 345',
  make: 'Ford',
  model: 'Transit',
  type: 'van',
  fuel: 'diesel',
  year: '2021',
  vin: '',
  status: 'active',
  odometerKm: '45210',
  firstRegistrationDate: '2021-04-15',
  notes: '',
};

export function templateCsv(t: FormatAppMessage): string {
  return toCsv([
    IMPORT_FIELDS.map((field) => t(fieldLabels[field])),
    IMPORT_FIELDS.map((field) => {
      const value = EXAMPLE[field];
      if (field === 'type') return t(`app.vehicles.type.van`);
      if (field === 'fuel') return t(`app.vehicles.fuel.diesel`);
      if (field === 'status') return t(`app.vehicles.status.active`);
      return value;
    }),
  ]);
}
