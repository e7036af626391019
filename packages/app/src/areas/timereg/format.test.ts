import { toCsv } from '@vognpark/ui';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { clockMinutes, flagText, parseClock, shiftMonth, tripCsvRows } from './format';
import { fixtureTrips } from './fixtures';

/** Messages as their ids and values, so a test sees what was asked for. */
const t: FormatAppMessage = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);

describe('clock times as typed', () => {
  it.each([
    ['7', '07:00'],
    ['07:30', '07:30'],
    ['7.30', '07:30'],
    ['730', '07:30'],
    ['1645', '16:45'],
    [' 23:59 ', '23:59'],
    ['24:00', null],
    ['7:5', null],
    ['12:60', null],
    ['', null],
    ['abc', null],
  ])('%j is %j', (text, clock) => {
    expect(parseClock(text)).toBe(clock);
  });

  it.each([
    ['07:00', '15:30', 510],
    ['22:00', '06:00', 480], // past midnight
    ['08:00', '08:00', 1440],
  ])('%s to %s is %i minutes', (start, end, minutes) => {
    expect(clockMinutes(start, end)).toBe(minutes);
  });
});

describe('months', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
  ])('%s %+i is %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});

describe('flags in words', () => {
  it('writes minutes as hours and minutes, counts and km as numbers', () => {
    expect(flagText(t, { rule: 'daily_rest', date: '2026-11-24', actual: 510, limit: 660 })).toBe(
      'app.timereg.rule.daily_rest {"actual":"app.timereg.hours {\\"hours\\":8,\\"minutes\\":30}","limit":"app.timereg.hours {\\"hours\\":11,\\"minutes\\":0}"}',
    );
    expect(flagText(t, { rule: 'odometer_gap', date: '2026-11-24', actual: 12, limit: 0 })).toBe(
      'app.timereg.rule.odometer_gap {"actual":12,"limit":0}',
    );
  });
});

describe('the kørebog as CSV', () => {
  it('has SKAT’s fields, and only the km of a private trip the server hid', () => {
    const rows = tripCsvRows(t, fixtureTrips.trips);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      '2026-11-24',
      'Jonas Nielsen',
      'AB12345',
      '07:15',
      '07:50',
      'Lager, Vejle',
      'Kunde, Kolding',
      'Levering',
      'app.timereg.kind.business',
      41_200,
      41_231,
      31,
      'app.timereg.status.submitted',
    ]);
    expect(rows[3]!.slice(3, 8)).toEqual([null, null, null, null, null]);
    // Written by the kit: places with a comma are quoted, æøå kept.
    expect(toCsv(rows, { bom: false }).split('\r\n')[1]).toContain(';"Lager, Vejle";');
  });
});
