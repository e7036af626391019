import type { ImportField, ImportRow } from '@vognpark/server/areas/imports';
import { describe, expect, it } from 'vitest';
import { failureOf, importUrl } from './api';
import { fieldErrorMessage, rowErrorTexts } from './errors';

// (That the register export's labels and words read back is the server's test:
// packages/server/test/imports.test.ts reads these messages.)

describe('field errors', () => {
  it.each<[ImportField, string, string]>([
    ['registration', 'required', 'app.imports.error.required'],
    ['registration', 'invalid', 'app.imports.error.registration'],
    ['vin', 'invalid', 'app.imports.error.vin'],
    ['registration', 'duplicate', 'app.imports.error.duplicate'],
    ['registration', 'duplicate_in_file', 'app.imports.error.duplicate_in_file'],
    ['year', 'out_of_range', 'app.imports.error.year'],
    ['firstRegistrationDate', 'out_of_range', 'app.imports.error.date'],
    ['firstRegistrationDate', 'invalid_format', 'app.imports.error.date'],
    ['odometerKm', 'invalid_type', 'app.imports.error.number'],
    ['odometerKm', 'too_small', 'app.imports.error.too_small'],
    ['make', 'too_small', 'app.imports.error.required'],
    ['notes', 'too_big', 'app.imports.error.too_big'],
    ['fuel', 'invalid_value', 'app.imports.error.invalid_value'],
    ['make', 'formula', 'app.imports.error.formula'],
    ['model', 'control_characters', 'app.imports.error.characters'],
    ['registration', 'bidi_controls', 'app.imports.error.characters'],
    ['model', 'something_new', 'app.imports.error.other'],
  ])('%s %s says %s', (field, code, id) => {
    expect(fieldErrorMessage(field, code)).toBe(id);
  });

  it('names the earlier row of a duplicate', () => {
    const row = {
      row: 5,
      values: {},
      errors: { registration: 'duplicate_in_file' },
      duplicateOfRow: 2,
    } as unknown as ImportRow;
    const t = (id: string, values?: Record<string, unknown>) => `${id}(${JSON.stringify(values)})`;
    expect(rowErrorTexts(row, t as never)).toEqual([
      { field: 'registration', text: 'app.imports.error.duplicate_in_file({"row":2})' },
    ]);
  });
});

describe('answers', () => {
  it.each([
    [422, { error: 'missing_columns', columns: ['fuel'] }, 'missing_columns', ['fuel']],
    [422, { error: 'unsafe_file' }, 'unsafe_file', []],
    [413, null, 'too_large', []],
    [415, {}, 'unsupported_type', []],
    [409, { error: 'CONFLICT' }, 'conflict', []],
    [500, null, 'other', []],
    [403, { error: 'FORBIDDEN' }, 'other', []],
  ] as const)('%i %j is %s', (status, body, reason, columns) => {
    const failure = failureOf(status, body);
    expect([failure.reason, failure.columns]).toEqual([reason, columns]);
  });

  it('puts the file name and the import id in the address', () => {
    expect(importUrl('confirm', 'biler æ.csv', 'abc')).toBe(
      '/api/imports/vehicles/confirm?fileName=biler+%C3%A6.csv&importId=abc',
    );
  });
});
