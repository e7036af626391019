import { describe, expect, it } from 'vitest';
import { copenhagenInstant, copenhagenParts, meetsDay, parseTime } from './time';

describe('copenhagenInstant', () => {
  it.each([
    ['2026-01-15', '08:00', '2026-01-15T07:00:00.000Z'],
    ['2026-07-15', '08:00', '2026-07-15T06:00:00.000Z'],
    ['2026-03-29', '12:00', '2026-03-29T10:00:00.000Z'],
    ['2026-10-25', '00:00', '2026-10-24T22:00:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(copenhagenInstant(date, time).toISOString()).toBe(iso);
    expect(copenhagenParts(new Date(iso))).toEqual({ date, time });
  });
});

describe('parseTime', () => {
  it.each([
    ['8', '08:00'],
    ['8.30', '08:30'],
    ['0830', '08:30'],
    ['16:05', '16:05'],
    ['24:00', null],
    ['7:61', null],
    ['nu', null],
  ])('%s reads as %s', (text, time) => expect(parseTime(text)).toBe(time));
});

describe('meetsDay', () => {
  const day = (time: string, date = '2026-11-27') => copenhagenInstant(date, time);
  it.each([
    [day('08:00'), day('10:00'), true],
    [day('22:00', '2026-11-26'), day('01:00'), true],
    [day('20:00', '2026-11-26'), day('00:00'), false],
    [day('00:00', '2026-11-28'), day('02:00', '2026-11-28'), false],
  ])('%s–%s meets 27 November: %s', (start, end, meets) =>
    expect(meetsDay(start, end, '2026-11-27', '2026-11-28')).toBe(meets),
  );
});

describe('copenhagenParts', () => {
  // The offset is kept by the UTC hour: every quarter of an hour around both changes of 2026 (and a
  // plain winter day) agrees with Intl's Copenhagen wall clock.
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  it.each(['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z', '2026-01-10T20:00:00Z'])(
    'agrees with Intl for 30 hours from %s',
    (from) => {
      for (let q = 0; q < 30 * 4; q += 1) {
        const instant = new Date(Date.parse(from) + q * 15 * 60_000 + 7_000);
        const [date, time] = wall.format(instant).split(' ');
        expect(copenhagenParts(instant), instant.toISOString()).toEqual({ date, time });
      }
    },
  );
});
