import type { VehicleExportChunk } from '@vognpark/server/areas/vehicles';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { allAppMessages } from '../../messages/all';
import { exportCsvText, exportedRowCount, exportProgress } from './exportCsv';

const { en, da } = allAppMessages;

const formatter = (locale: string, messages: Record<string, string>): FormatAppMessage => {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
};

const header = [
  'registration',
  'make',
  'model',
  'type',
  'fuel',
  'yellowPlates',
  'status',
  'driver',
  'odometerKm',
  'notes',
];
const chunks: VehicleExportChunk[] = [
  {
    header,
    rows: [
      [
        'AB 12 345',
        'Ford',
        'Transit',
        'van',
        'diesel',
        'yes',
        'in_workshop',
        'Søren Ærø',
        '84210',
        'Bremser; tjek',
      ],
    ],
    sent: 1,
    total: 3,
    done: false,
  },
  {
    header: null,
    rows: [
      ['CD 98 765', 'Volvo', 'FH16', 'truck', 'electric', 'no', 'active', '', '0', 'sagde "ok"'],
      ['VOGN1', 'Tesla', 'Model Y', 'car', 'electric', 'no', 'sold', 'Åse Øst', '12000', 'linje 1\nlinje 2'],
    ],
    sent: 3,
    total: 3,
    done: true,
  },
];

describe('exportCsvText', () => {
  it('writes Danish labels and words, the rows in order, for Danish Excel', () => {
    const text = exportCsvText(chunks, formatter('da', da));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Registreringsnummer;Mærke;Model;Type;Drivmiddel;Gule nummerplader;Status;Chauffør;Kilometertæller (km);Noter',
      'AB 12 345;Ford;Transit;Varebil;Diesel;Ja;På værksted;Søren Ærø;84210;"Bremser; tjek"',
      'CD 98 765;Volvo;FH16;Lastbil;El;Nej;Aktiv;;0;"sagde ""ok"""',
      'VOGN1;Tesla;Model Y;Personbil;El;Nej;Solgt;Åse Øst;12000;"linje 1\nlinje 2"',
      '',
    ]);
  });

  it('uses the English words in English', () => {
    const firstRows = exportCsvText(chunks, formatter('en', en)).slice(1).split('\r\n').slice(0, 2);
    expect(firstRows).toEqual([
      'Registration;Make;Model;Type;Fuel;Yellow plates;Status;Driver;Odometer (km);Notes',
      'AB 12 345;Ford;Transit;Van;Diesel;Yes;In workshop;Søren Ærø;84210;"Bremser; tjek"',
    ]);
  });

  it('keeps a column or a code it does not know as it came', () => {
    const odd: VehicleExportChunk[] = [
      { header: ['colour', 'status'], rows: [['blå', 'scrapped']], sent: 1, total: 1, done: true },
    ];
    expect(exportCsvText(odd, formatter('da', da)).slice(1)).toBe('colour;Status\r\nblå;scrapped\r\n');
  });
});

describe('progress', () => {
  it('reads the last chunk', () => {
    expect(exportProgress(undefined)).toEqual({ sent: 0, total: 0 });
    expect(exportProgress(chunks.slice(0, 1))).toEqual({ sent: 1, total: 3 });
    expect(exportProgress(chunks)).toEqual({ sent: 3, total: 3 });
  });

  it('counts the rows received', () => {
    expect(exportedRowCount(chunks)).toBe(3);
  });
});
