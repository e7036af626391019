/** The register's pure rules: plates, VINs, model years, cursors and the Danish-Excel CSV. */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, InvalidCursorError, readCursor } from '../src/areas/vehicles/cursor.js';
import { VEHICLE_EXPORT_COLUMNS, vehicleCsvRow } from '../src/areas/vehicles/csv.js';
import {
  formatRegistration,
  isValidRegistration,
  isValidVin,
  maxModelYear,
  normaliseRegistration,
  normaliseVin,
} from '../src/areas/vehicles/identifiers.js';
import type { Vehicle } from '../src/areas/vehicles/model.js';

describe('plates', () => {
  it('stores "AB 12 345" as AB12345 and shows it with the usual spacing again', () => {
    expect(normaliseRegistration('AB 12 345')).toBe('AB12345');
    expect(normaliseRegistration(' ab-12 345 ')).toBe('AB12345');
    expect(normaliseRegistration('æø 1')).toBe('ÆØ1');
    expect(formatRegistration('AB12345')).toBe('AB 12 345');
    expect(formatRegistration('MORMOR')).toBe('MORMOR');
  });

  it('accepts 2 to 8 letters and digits', () => {
    expect(isValidRegistration('AB12345')).toBe(true);
    expect(isValidRegistration('HYGGE')).toBe(true);
    expect(isValidRegistration('A')).toBe(false);
    expect(isValidRegistration('ABCDEFGHI')).toBe(false);
    expect(isValidRegistration('')).toBe(false);
  });
});

describe('VINs and years', () => {
  it('takes 17 letters and digits without I, O and Q, in any case and spacing', () => {
    expect(normaliseVin(' wvwzzz1jz3w386752 ')).toBe('WVWZZZ1JZ3W386752');
    expect(isValidVin('WVWZZZ1JZ3W386752')).toBe(true);
    expect(isValidVin('WVWZZZ1JZ3W38675')).toBe(false);
    expect(isValidVin('WVWZZZ1JZ3W38675O')).toBe(false);
    expect(isValidVin('IVWZZZ1JZ3W386752')).toBe(false);
    expect(isValidVin('QVWZZZ1JZ3W386752')).toBe(false);
    expect(normaliseVin('  ')).toBeNull();
  });

  it('allows model years up to next year in Copenhagen', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Copenhagen.
    expect(maxModelYear(new Date('2026-12-31T23:30:00Z'))).toBe(2028);
    expect(maxModelYear(new Date('2026-06-01T12:00:00Z'))).toBe(2027);
  });
});

describe('cursors', () => {
  const uuid = '0b6f4c1e-5d7a-4c39-9f0e-2a1b3c4d5e6f';
  it('round-trip and refuse another sort, a wrong key count or garbage', () => {
    const spec = { sort: 'year:desc', keys: ['int'], id: 'uuid' } as const;
    const cursor = encodeCursor({ sort: 'year:desc', keys: [2021], id: uuid });
    expect(decodeCursor(cursor, spec)).toEqual({ sort: 'year:desc', keys: [2021], id: uuid });
    expect(() => decodeCursor(cursor, { ...spec, sort: 'year:asc' })).toThrow(InvalidCursorError);
    expect(() => decodeCursor(cursor, { ...spec, keys: ['int', 'int'] })).toThrow(InvalidCursorError);
    expect(() => decodeCursor(cursor, { ...spec, keys: ['date'] })).toThrow(InvalidCursorError);
    expect(() => decodeCursor('not a cursor', spec)).toThrow(InvalidCursorError);
    expect(() => decodeCursor(Buffer.from('[1,2]').toString('base64url'), spec)).toThrow(InvalidCursorError);
  });

  it.each([
    ['a uuid cursor read as uuid', encodeCursor({ sort: 'name', keys: ['x'], id: uuid }), 'uuid', uuid],
    ['a serial cursor read as serial', encodeCursor({ sort: 'name', keys: ['x'], id: 42 }), 'serial', 42],
    ['a serial cursor read as uuid', encodeCursor({ sort: 'name', keys: ['x'], id: 42 }), 'uuid', 'invalid'],
    [
      'a uuid cursor read as serial',
      encodeCursor({ sort: 'name', keys: ['x'], id: uuid }),
      'serial',
      'invalid',
    ],
    ['an id that is not a uuid', encodeCursor({ sort: 'name', keys: ['x'], id: 'a' }), 'uuid', 'invalid'],
    ['another sort', encodeCursor({ sort: 'other', keys: ['x'], id: uuid }), 'uuid', 'invalid'],
    ['garbage', '%%%', 'uuid', 'invalid'],
  ] as const)('readCursor: %s', (_case, cursor, kind, expected) => {
    const read = () =>
      kind === 'uuid'
        ? readCursor(cursor, { sort: 'name', keys: ['text'], id: 'uuid' })
        : readCursor(cursor, { sort: 'name', keys: ['text'], id: 'serial' });
    if (expected === 'invalid') {
      expect(read).toThrow(expect.objectContaining({ fieldErrors: { cursor: 'invalid' } }));
    } else {
      expect(read().id).toBe(expected);
    }
  });
});

describe('the export rows', () => {
  it('makes one export row per vehicle in the header order', () => {
    const vehicle: Vehicle = {
      id: 'x',
      clientId: 'c',
      clientName: 'Nordlys Logistik ApS',
      registration: 'AB12345',
      vin: null,
      make: 'Citroën',
      model: 'Berlingo',
      year: 2021,
      type: 'van',
      fuel: 'electric',
      yellowPlates: true,
      licenceCategory: 'B',
      tankLitres: null,
      batteryKwh: null,
      status: 'in_workshop',
      driver: { id: 'd', name: 'Jonas', surname: 'Kristensen' },
      odometerKm: 12_345,
      firstRegistrationDate: '2021-03-01',
      notes: 'Lift; 750 kg',
      nextDueDate: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      version: 1,
    };
    const row = vehicleCsvRow(vehicle);
    expect(row).toHaveLength(VEHICLE_EXPORT_COLUMNS.length);
    expect(Object.fromEntries(VEHICLE_EXPORT_COLUMNS.map((column, i) => [column, row[i]]))).toEqual({
      registration: 'AB 12 345',
      vin: '',
      make: 'Citroën',
      model: 'Berlingo',
      year: '2021',
      type: 'van',
      fuel: 'electric',
      yellowPlates: 'yes',
      status: 'in_workshop',
      driver: 'Jonas Kristensen',
      odometerKm: '12345',
      firstRegistrationDate: '2021-03-01',
      nextDueDate: '',
      client: 'Nordlys Logistik ApS',
      notes: 'Lift; 750 kg',
    });
  });
});
