/**
 * The vehicle import (docs/vehicles.md, "Importing vehicles"): the row rules as tables (numbers,
 * dates, formulas, the register's checks, the five languages' words), the ZIP guard, and over HTTP
 * on both engines: a preview writes nothing and marks each bad field, duplicates in the file and
 * in the register, hostile files refused with a clear code, the confirmation adding the valid rows
 * with history in one transaction (rolled back whole), idempotent on a double click, the register's
 * export read back, roles and tenant separation.
 */
import { readFileSync } from 'node:fs';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { odometerReadings } from '../src/areas/service/schema.js';
import type { ImportPreview, ImportResult } from '../src/areas/imports/model.js';
import { IMPORT_LIMITS } from '../src/areas/imports/parse.js';
import { readHeader, readRow, readRows } from '../src/areas/imports/rows.js';
import { vehicleImports } from '../src/areas/imports/schema.js';
import {
  FUEL_WORDS,
  HEADER_WORDS,
  STATUS_WORDS,
  TYPE_WORDS,
  wordKey,
} from '../src/areas/imports/vocabulary.js';
import { cellText, readDate, readWholeNumber } from '../src/tabular/cells.js';
import { zip } from './zipFixture.js';
import { checkZip, ZipRefused } from '../src/tabular/zipGuard.js';
import { vehicleHistory, vehicles } from '../src/areas/vehicles/schema.js';
import { VEHICLE_EXPORT_COLUMNS, vehicleCsvRow } from '../src/areas/vehicles/csv.js';
import { listVehicles } from '../src/areas/vehicles/queries.js';
import { APP_ORIGIN, FOREIGN_ORIGIN } from './helpers.js';
import { ENGINES, useWorkFixture, type Role, type WorkFixture } from './workFixture.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const HEADER = [
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
];
const columns = readHeader(HEADER);
const row = (cells: Partial<Record<string, string>>) => HEADER.map((key) => cells[key] ?? '');
const good = { registration: 'xy 98 765', make: 'Ford', model: 'Transit', type: 'van', fuel: 'diesel' };

describe('reading cells', () => {
  it.each([
    ['12345', 12345],
    ['12.345', 12345],
    ['12,345', 12345],
    ['1.234.567', 1234567],
    ['12 345', 12345],
    ['12\u00A0345', 12345],
    ['12345,0', 12345],
    ['-5', -5],
    ['12.5', 'invalid_type'],
    ['1,5', 'invalid_type'],
    ['12.34', 'invalid_type'],
    ['abc', 'invalid_type'],
    ['', 'invalid_type'],
  ] as const)('the number %j is %j', (raw, expected) => {
    expect(readWholeNumber(raw)).toBe(expected);
  });

  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-3-1', '2026-03-01'],
    ['01-03-2026', '2026-03-01'],
    ['1.3.2026', '2026-03-01'],
    ['01/03/2026', '2026-03-01'],
    ['03/01/26', 'invalid_format'],
    ['1. marts 2026', 'invalid_format'],
  ] as const)('the date %j is %j', (raw, expected) => {
    expect(readDate(raw)).toBe(expected);
  });

  it.each([
    ['Toyota', 'Toyota'],
    ['=HYPERLINK("x")', null],
    ['+45 1234', null],
    ['-2+3+cmd|x', null],
    ['@SUM(A1)', null],
    ['  =1+1', null],
    ["'=1+1", '=1+1'],
    ["'-5", '-5'],
    ["O'Brien", "O'Brien"],
    ['Mercedes-Benz', 'Mercedes-Benz'],
  ] as const)('the cell %j reads as %j', (raw, expected) => {
    expect(cellText(raw)).toBe(expected);
  });
});

/** The app's vehicle messages in one language, read as text: `{ id: text }`. */
function appVehicleMessages(locale: string): Record<string, string> {
  const source = readFileSync(
    new URL(`../../app/src/areas/vehicles/messages/${locale}.ts`, import.meta.url),
    'utf8',
  );
  return Object.fromEntries(
    [...source.matchAll(/'(app\.vehicles\.[\w.]+)':\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => [m[1]!, m[2]!]),
  );
}

// The register export writes the app's labels and words: every language's must read back.
describe.each(['en', 'da', 'uk', 'de', 'fr'])('the %s export reads back', (locale) => {
  const messages = appVehicleMessages(locale);
  const knows = (words: Record<string, readonly string[]>, code: string, id: string) => {
    expect(messages[id], id).toBeTypeOf('string');
    expect(new Set([code, ...words[code]!].map(wordKey))).toContain(wordKey(messages[id]!));
  };
  it('its column labels', () => {
    for (const column of VEHICLE_EXPORT_COLUMNS)
      knows(HEADER_WORDS, column, `app.vehicles.column.${column === 'nextDueDate' ? 'nextDue' : column}`);
  });
  it('its types, fuels and statuses', () => {
    for (const code of Object.keys(TYPE_WORDS)) knows(TYPE_WORDS, code, `app.vehicles.type.${code}`);
    for (const code of Object.keys(FUEL_WORDS)) knows(FUEL_WORDS, code, `app.vehicles.fuel.${code}`);
    for (const code of Object.keys(STATUS_WORDS)) knows(STATUS_WORDS, code, `app.vehicles.status.${code}`);
  });
});

describe('the header', () => {
  it('reads the export labels of every language and the keys, and leaves out the rest', () => {
    const read = readHeader([
      'Registreringsnummer',
      'Mærke',
      'Модель',
      'Kraftstoff',
      'Art',
      'Chauffør',
      'Farve',
      'Make',
    ]);
    expect(read.map((column) => [column.column, column.used])).toEqual([
      ['registration', true],
      ['make', true],
      ['model', true],
      ['fuel', true],
      ['type', true],
      ['driver', false],
      [null, false],
      [null, false],
    ]);
  });
});

describe('a row', () => {
  it.each<[string, Partial<Record<string, string>>, Record<string, string>]>([
    [
      'a complete row',
      {
        ...good,
        year: '2021',
        vin: 'wf0xxxttgxkr12345',
        odometerKm: '45.210',
        firstRegistrationDate: '15-04-2021',
        status: 'På værksted',
        notes: 'Reol',
      },
      {},
    ],
    ['the Danish words', { ...good, type: 'Varebil', fuel: 'El', status: 'Ude af drift' }, {}],
    ['no plate', { ...good, registration: '' }, { registration: 'required' }],
    ['a plate of one sign', { ...good, registration: 'X' }, { registration: 'invalid' }],
    ['a plate too long', { ...good, registration: 'ABCDEFGHIJ' }, { registration: 'invalid' }],
    ['a VIN with O', { ...good, vin: 'WF0XXXTTGXKR1234O' }, { vin: 'invalid' }],
    ['a short VIN', { ...good, vin: '123' }, { vin: 'invalid' }],
    ['a year in the future', { ...good, year: '2028' }, { year: 'out_of_range' }],
    ['next year', { ...good, year: '2027' }, {}],
    ['a year before 1900', { ...good, year: '1899' }, { year: 'out_of_range' }],
    ['a year as text', { ...good, year: 'new' }, { year: 'invalid_type' }],
    ['a negative odometer', { ...good, odometerKm: '-5' }, { odometerKm: 'too_small' }],
    ['an odometer too large', { ...good, odometerKm: '10.000.000' }, { odometerKm: 'too_big' }],
    ['a decimal odometer', { ...good, odometerKm: '12,5' }, { odometerKm: 'invalid_type' }],
    ['an unknown type', { ...good, type: 'Traktor' }, { type: 'invalid_value' }],
    ['no fuel', { ...good, fuel: '' }, { fuel: 'required' }],
    ['sold', { ...good, status: 'Solgt' }, { status: 'invalid_value' }],
    [
      '30 February',
      { ...good, firstRegistrationDate: '30-02-2021' },
      { firstRegistrationDate: 'invalid_format' },
    ],
    [
      'a date before 1900',
      { ...good, firstRegistrationDate: '1899-12-31' },
      { firstRegistrationDate: 'out_of_range' },
    ],
    ['a formula as make', { ...good, make: '=1+1' }, { make: 'formula' }],
    ['a make too long', { ...good, make: 'x'.repeat(61) }, { make: 'too_big' }],
    ['a control character', { ...good, model: 'a\u0007b' }, { model: 'control_characters' }],
    [
      'a bidi control in the plate',
      { ...good, registration: 'AB\u202E12345' },
      { registration: 'bidi_controls' },
    ],
  ])('%s', (_name, cells, errors) => {
    const result = readRow(row(cells), columns, NOW);
    expect(result.errors).toEqual(errors);
    expect(result.input === null).toBe(Object.keys(errors).length > 0);
  });

  it('answers the values as they will be stored', () => {
    const { values, input } = readRow(
      row({ ...good, type: 'Varebil', odometerKm: '45.210', firstRegistrationDate: '1.4.2021' }),
      columns,
      NOW,
    );
    expect(values).toMatchObject({
      registration: 'XY 98 765',
      type: 'van',
      odometerKm: '45210',
      firstRegistrationDate: '2021-04-01',
      status: 'active',
    });
    expect(input).toMatchObject({
      registration: 'xy 98 765',
      type: 'van',
      odometerKm: 45210,
      status: 'active',
    });
  });

  it('marks a plate or VIN again in the file and a plate in the register', () => {
    const vin = 'WF0XXXTTGXKR12345';
    const { rows } = readRows(
      [
        HEADER,
        row({ ...good, vin }),
        row({ ...good, registration: 'XY98765' }),
        row({ ...good, registration: 'ab12345', vin }),
      ],
      new Set(['AB12345']),
      NOW,
    );
    expect(rows.map((read) => [read.row, read.errors, read.duplicateOfRow])).toEqual([
      [2, {}, null],
      [3, { registration: 'duplicate_in_file' }, 2],
      [4, { registration: 'duplicate', vin: 'duplicate_in_file' }, 2],
    ]);
  });
});

const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><sst><si><t>&lol2;</t></si></sst>`;
const limits = { maxEntries: 10, maxUnpackedBytes: 1000 };
const refusal = (bytes: Buffer) => {
  try {
    checkZip(bytes, limits);
    return null;
  } catch (error) {
    return error instanceof ZipRefused ? error.code : 'other';
  }
};

describe('the ZIP guard', () => {
  it.each([
    ['a plain archive', [{ name: 'a.xml', text: '<a/>' }], null],
    ['an entity bomb', [{ name: 'xl/sharedStrings.xml', text: LAUGHS }], 'unsafe_file'],
    ['a DOCTYPE', [{ name: 'a.xml', text: '<!doctype a SYSTEM "file:///etc/passwd"><a/>' }], 'unsafe_file'],
    ['more than it may unpack to', [{ name: 'a.bin', text: 'x'.repeat(1001) }], 'unsafe_file'],
    [
      'a part bigger than it says',
      [{ name: 'a.xml', text: `<a>${'x'.repeat(500)}</a>`, claimedSize: 10 }],
      'unsafe_file',
    ],
    [
      'too many parts',
      Array.from({ length: 11 }, (_, index) => ({ name: `${index}.txt`, text: '' })),
      'unsafe_file',
    ],
  ] as const)('%s', (_name, parts, expected) => {
    expect(refusal(zip([...parts]))).toBe(expected);
  });

  it('refuses what is no archive', () => {
    expect(refusal(Buffer.from('PK\u0003\u0004 not really'))).toBe('invalid_file');
  });
});

/** The export's Danish header and words (the app's areas/vehicles/messages/da.ts). */
const DANISH_HEADER: Record<string, string> = {
  registration: 'Registreringsnummer',
  vin: 'Stelnummer',
  make: 'Mærke',
  model: 'Model',
  year: 'Årgang',
  type: 'Type',
  fuel: 'Drivmiddel',
  status: 'Status',
  driver: 'Chauffør',
  odometerKm: 'Kilometertæller (km)',
  firstRegistrationDate: 'Første registrering',
  nextDueDate: 'Næste frist',
  client: 'Kunde',
  notes: 'Noter',
};
const DANISH_WORDS: Record<string, string> = {
  active: 'Aktiv',
  in_workshop: 'På værksted',
  out_of_service: 'Ude af drift',
  car: 'Personbil',
  van: 'Varebil',
  truck: 'Lastbil',
  trailer: 'Påhængsvogn',
  bus: 'Bus',
  petrol: 'Benzin',
  diesel: 'Diesel',
  electric: 'El',
  hybrid: 'Hybrid',
};

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Køretøjer');
  for (const cells of rows) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The kit's toCsv (packages/ui/src/csv, the product's one CSV writer, whose table tests pin these
 * rules; the server's tests cannot import the kit): BOM, ";", CRLF, formulas neutralised with "'",
 * quoted when a cell holds a separator, a quote, a line break or edge white space.
 */
function toCsv(rows: string[][]): string {
  const cell = (value: string) => {
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[;,"\r\n\t]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
const csv = (rows: string[][]) => Buffer.from(toCsv(rows));

for (const { engine, open } of ENGINES) {
  describe(`importing vehicles on ${engine}`, () => {
    const f: WorkFixture = useWorkFixture(open);

    function send(
      step: 'preview' | 'confirm',
      role: Role | null,
      body: Buffer,
      query: Record<string, string> = {},
      origin = APP_ORIGIN,
    ) {
      const headers: Record<string, string> = { 'content-type': 'application/octet-stream', origin };
      if (role) headers.cookie = f.http.cookies[role];
      return fetch(
        `${f.http.baseUrl}/api/imports/vehicles/${step}?${new URLSearchParams({ fileName: 'biler.csv', ...query })}`,
        {
          method: 'POST',
          headers,
          body: new Uint8Array(body),
        },
      );
    }
    async function preview(body: Buffer, role: Role = 'manager', fileName = 'biler.csv') {
      const response = await send('preview', role, body, { fileName });
      expect(response.status).toBe(200);
      return (await response.json()) as ImportPreview;
    }
    const vehicleCount = async (clientId: string) =>
      (await f.database.db.select({ n: count() }).from(vehicles).where(eq(vehicles.clientId, clientId)))[0]!
        .n;

    const file = Buffer.from(
      csv([
        [
          'Registreringsnummer',
          'Mærke',
          'Model',
          'Type',
          'Drivmiddel',
          'Årgang',
          'Kilometertæller (km)',
          'Første registrering',
          'Farve',
        ],
        ['IM 10 001', 'Ford', 'Transit', 'Varebil', 'Diesel', '2021', '45.210', '15-04-2021', 'Hvid'],
        ['IM10002', 'Toyota', 'Proace', 'Varebil', 'El', '2024', '0', '', 'Grå'],
        ['IM10003', 'Scania', 'R 450', 'Lastbil', 'Benzol', '2030', '1,5', '31-02-2020', ''],
        ['im 10 001', 'Ford', 'Transit', 'Varebil', 'Diesel', '', '', '', ''],
        ['AB 12 345', 'VW', 'Crafter', 'Varebil', 'Diesel', '', '', '', ''],
      ]).toString() +
        // A formula as a spreadsheet writes it (the kit's toCsv would neutralise it).
        'IM10004;"=HYPERLINK(""http://x"")";Sprinter;Varebil;Diesel;;;;\r\n',
    );

    it('previews a file row by row and writes nothing', async () => {
      const before = await vehicleCount(f.ids.nordlys);
      const answer = await preview(file);
      expect(answer.columns.at(-1)).toEqual({ header: 'Farve', column: null, used: false });
      expect(answer.rows.map((read) => [read.row, read.errors])).toEqual([
        [2, {}],
        [3, {}],
        [
          4,
          {
            fuel: 'invalid_value',
            year: 'out_of_range',
            odometerKm: 'invalid_type',
            firstRegistrationDate: 'invalid_format',
          },
        ],
        [5, { registration: 'duplicate_in_file' }],
        [6, { registration: 'duplicate' }],
        [7, { make: 'formula' }],
      ]);
      expect(answer.rows[3]!.duplicateOfRow).toBe(2);
      expect([answer.validCount, answer.errorCount]).toEqual([2, 4]);
      expect(await vehicleCount(f.ids.nordlys)).toBe(before);
    });

    it('adds the valid rows with history once, however often it is confirmed', async () => {
      const before = await vehicleCount(f.ids.nordlys);
      const importId = crypto.randomUUID();
      // A double click: two confirmations at once, then a third after both.
      const answers = await Promise.all([1, 2].map(() => send('confirm', 'manager', file, { importId })));
      const results = (await Promise.all(answers.map((response) => response.json()))) as ImportResult[];
      expect(answers.map((response) => response.status)).toEqual([200, 200]);
      expect(results).toEqual([
        { importId, created: 2, skipped: 4 },
        { importId, created: 2, skipped: 4 },
      ]);
      const again = await send('confirm', 'manager', file, { importId });
      expect(await again.json()).toEqual({ importId, created: 2, skipped: 4 });
      expect(await vehicleCount(f.ids.nordlys)).toBe(before + 2);

      const db = f.database.db;
      const [added] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.clientId, f.ids.nordlys), eq(vehicles.registration, 'IM10001')));
      expect(added).toMatchObject({
        make: 'Ford',
        type: 'van',
        fuel: 'diesel',
        year: 2021,
        odometerKm: 45210,
        firstRegistrationDate: '2021-04-15',
        status: 'active',
      });
      const history = await db.select().from(vehicleHistory).where(eq(vehicleHistory.vehicleId, added!.id));
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ action: 'created', actorUserId: f.ids.manager });
      expect(history[0]!.changes.registration).toEqual({ old: null, new: 'IM10001' });
      const readings = await db
        .select()
        .from(odometerReadings)
        .where(eq(odometerReadings.vehicleId, added!.id));
      expect(readings.map((reading) => reading.odometerKm)).toEqual([45210]);

      // The same file again is now all duplicates.
      const second = await preview(file);
      expect(second.rows.slice(0, 2).map((read) => read.errors)).toEqual([
        { registration: 'duplicate' },
        { registration: 'duplicate' },
      ]);
    });

    it('writes nothing when a write of the confirmation fails', async () => {
      const db = f.database.db;
      await db.execute(sql`
        CREATE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.changes -> 'registration' ->> 'new' = 'RB10002' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$`);
      await db.execute(
        sql`CREATE TRIGGER import_test_fail BEFORE INSERT ON vehicle_history FOR EACH ROW EXECUTE FUNCTION import_test_fail()`,
      );
      try {
        const before = await vehicleCount(f.ids.nordlys);
        const importId = crypto.randomUUID();
        const rows = [
          ['registration', 'make', 'model', 'type', 'fuel'],
          ['RB10001', 'Ford', 'Ka', 'car', 'petrol'],
          ['RB10002', 'Ford', 'Ka', 'car', 'petrol'],
        ];
        const response = await send('confirm', 'manager', csv(rows), { importId });
        expect(response.status).toBe(500);
        expect(await vehicleCount(f.ids.nordlys)).toBe(before);
        expect(await db.select().from(vehicleImports).where(eq(vehicleImports.id, importId))).toEqual([]);
      } finally {
        await db.execute(sql`DROP TRIGGER import_test_fail ON vehicle_history`);
        await db.execute(sql`DROP FUNCTION import_test_fail()`);
      }
    });

    it('reads the register export back (Danish labels and words, neutralised cells)', async () => {
      const page = await listVehicles(
        f.database.db,
        { clientId: f.ids.fjordbus, driverUserId: null },
        { limit: 100, sort: { by: 'registration', dir: 'asc' } },
      );
      const exported = page.items.map((vehicle) => vehicleCsvRow({ ...vehicle, notes: '=not a formula' }));
      const words = (value: string) => DANISH_WORDS[value] ?? value;
      const table = [
        VEHICLE_EXPORT_COLUMNS.map((column) => DANISH_HEADER[column]!),
        ...exported.map((cells) =>
          cells.map((cell, index) =>
            ['type', 'fuel', 'status'].includes(VEHICLE_EXPORT_COLUMNS[index]!) ? words(cell) : cell,
          ),
        ),
      ];
      const own = await preview(csv(table), 'manager2');
      expect(own.rows).toHaveLength(page.items.length);
      // In the client's own register every plate is taken, and nothing else is wrong.
      expect(new Set(own.rows.map((read) => JSON.stringify(read.errors)))).toEqual(
        new Set([JSON.stringify({ registration: 'duplicate' })]),
      );
      const first = page.items[0]!;
      expect(own.rows[0]!.values).toMatchObject({
        make: first.make,
        model: first.model,
        type: first.type,
        fuel: first.fuel,
        notes: '=not a formula',
      });
      // Another client's register has none of them: the rows are valid there (tenant separation).
      const other = await preview(csv(table), 'manager');
      const nordlysPlates = new Set(
        (
          await f.database.db
            .select({ p: vehicles.registration })
            .from(vehicles)
            .where(and(eq(vehicles.clientId, f.ids.nordlys), ne(vehicles.status, 'sold')))
        ).map((r) => r.p),
      );
      expect(other.validCount).toBe(
        page.items.filter((vehicle) => !nordlysPlates.has(vehicle.registration)).length,
      );
    });

    it('reads XLSX: dates, numbers, and formula cells refused', async () => {
      const answer = await preview(
        await xlsx([
          [
            'Registreringsnummer',
            'Mærke',
            'Model',
            'Type',
            'Drivmiddel',
            'Kilometertæller (km)',
            'Første registrering',
          ],
          ['XL10001', 'Ford', 'Transit', 'Varebil', 'Diesel', 12345, new Date(Date.UTC(2020, 4, 17))],
          [
            'XL10002',
            { formula: 'CONCAT("Fo","rd")', result: 'Ford' },
            'Transit',
            'Varebil',
            'Diesel',
            1,
            null,
          ],
        ]),
        'manager',
        'biler.xlsx',
      );
      expect(answer.kind).toBe('xlsx');
      expect(answer.rows.map((read) => read.errors)).toEqual([{}, { make: 'formula' }]);
      expect(answer.rows[0]!.values).toMatchObject({
        odometerKm: '12345',
        firstRegistrationDate: '2020-05-17',
      });
    });

    it.each([
      ['an empty file', () => Buffer.alloc(0), 422, 'empty'],
      ['a header only', () => csv([['registration']]), 422, 'missing_columns'],
      ['a picture', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 415, 'unsupported_type'],
      [
        'an XML bomb in an XLSX',
        () => zip([{ name: 'xl/sharedStrings.xml', text: LAUGHS }]),
        422,
        'unsafe_file',
      ],
      ['a damaged XLSX', () => zip([{ name: 'a.txt', text: 'x' }]), 422, 'invalid_file'],
      [
        'too many rows',
        () =>
          csv([
            HEADER,
            ...Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) =>
              row({ ...good, registration: `TM${i}` }),
            ),
          ]),
        422,
        'too_many_rows',
      ],
      ['an oversized file', () => Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1, 'a'), 413, 'too_large'],
    ])('refuses %s', async (_name, body, status, error) => {
      const before = await vehicleCount(f.ids.nordlys);
      for (const step of ['preview', 'confirm'] as const) {
        const response = await send(
          step,
          'manager',
          body(),
          step === 'confirm' ? { importId: crypto.randomUUID() } : {},
        );
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(error);
      }
      expect(await vehicleCount(f.ids.nordlys)).toBe(before);
    });

    it('names the missing columns', async () => {
      const response = await send(
        'preview',
        'manager',
        csv([
          ['Registreringsnummer', 'Mærke'],
          ['AA11111', 'Ford'],
        ]),
      );
      expect(await response.json()).toEqual({ error: 'missing_columns', columns: ['model', 'type', 'fuel'] });
    });

    it('is a manager’s, for their own client, from the app’s origin', async () => {
      const small = csv([
        ['registration', 'make', 'model', 'type', 'fuel'],
        ['RL10001', 'Ford', 'Ka', 'car', 'petrol'],
      ]);
      for (const [role, status] of [
        [null, 401],
        ['user', 403],
        ['admin', 403],
      ] as const)
        for (const step of ['preview', 'confirm'] as const)
          expect(
            (await send(step, role, small, step === 'confirm' ? { importId: crypto.randomUUID() } : {}))
              .status,
          ).toBe(status);
      expect((await send('preview', 'manager', small, {}, FOREIGN_ORIGIN)).status).toBe(403);
      expect((await send('confirm', 'manager', small, { importId: 'not-a-uuid' })).status).toBe(400);

      // Another client's import id is not an answer to read.
      const importId = crypto.randomUUID();
      expect((await send('confirm', 'manager2', small, { importId })).status).toBe(200);
      const reused = await send('confirm', 'manager', small, { importId });
      expect(reused.status).toBe(422);
      const [added] = await f.database.db.select().from(vehicles).where(eq(vehicles.registration, 'RL10001'));
      expect(added!.clientId).toBe(f.ids.fjordbus);
    });
  });
}
