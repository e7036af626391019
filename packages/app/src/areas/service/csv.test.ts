import type { ServiceEntry } from '@vognpark/server/areas/service';
import { expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { csvAmount, entriesCsv } from './csv';

const t: FormatAppMessage = (id) => id.split('.').at(-1)!;
const entry: ServiceEntry = {
  id: 'e-1',
  vehicle: { id: 'v-1', registration: 'AB12345', make: 'Ford', model: 'Transit' },
  performedOn: '2026-11-20',
  odometerKm: 123_456,
  engineHours: null,
  workshop: { organisationId: null, name: '=Værksted; Nord' },
  notes: 'Skiftet\nfilter',
  tasks: [
    {
      id: 't-1',
      kind: 'oil_service',
      names: { en: 'Oil service', da: 'Olieskift', uk: 'Заміна оливи', de: 'Ölwechsel', fr: 'Vidange' },
      season: null,
      defaultIntervalKm: 30_000,
      defaultIntervalMonths: 12,
    },
  ],
  lines: [],
  totals: { net: 1250.5, vat: 312.63, gross: 1563.13 },
  taskId: null,
  createdBy: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
  createdAt: new Date(0),
};

it('writes amounts with the language’s decimal mark and no grouping', () => {
  expect(csvAmount(1250.5, 'da')).toBe('1250,50');
  expect(csvAmount(1250.5, 'en')).toBe('1250.50');
});

it('writes one row per entry in the person’s language, cells quoted and formulas neutralised', () => {
  const lines = entriesCsv([entry], t, 'de').replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('date;vehicle;workshop;work;odometer;hours;net;vat;gross;by;notes');
  expect(lines[1]).toBe(
    // A cell with a comma is quoted (the kit's writer: Excel set to "," would split it), still a number.
    `2026-11-20;AB 12 345;"'=Værksted; Nord";Ölwechsel;123456;;"1250,50";"312,63";"1563,13";Mette Sørensen;"Skiftet\nfilter"`,
  );
});
