import { describe, expect, it } from 'vitest';
import { addDays, addYears, copenhagenToday, dateToIso, isIsoDate, isoToDate } from './dates';

describe('copenhagenToday', () => {
  it.each([
    ['2026-06-01T21:59:00Z', '2026-06-01'], // summer: midnight is 22:00 UTC
    ['2026-06-01T22:00:00Z', '2026-06-02'],
    ['2026-12-31T22:59:00Z', '2026-12-31'], // winter: midnight is 23:00 UTC
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2028-02-28T23:30:00Z', '2028-02-29'], // a leap day
  ])('at %s is %s', (now, today) => {
    expect(copenhagenToday(new Date(now))).toBe(today);
  });
});

describe('addDays and addYears', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-23', 30, '2026-12-23'],
  ])('%s + %i days is %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it.each([
    ['2026-11-23', 1, '2027-11-23'],
    ['2028-02-29', 1, '2029-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['2026-01-31', 2, '2028-01-31'],
  ])('%s + %i years is %s', (iso, years, expected) => {
    expect(addYears(iso, years)).toBe(expected);
  });
});

describe('ISO dates and the date field', () => {
  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['', false],
  ])('%s is a date: %s', (iso, valid) => {
    expect(isIsoDate(iso)).toBe(valid);
  });

  it('turns a day into the local midnight the field shows, and back', () => {
    const date = isoToDate('2026-03-29')!; // the night the clocks change in Denmark
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(dateToIso(date)).toBe('2026-03-29');
    expect(isoToDate('')).toBeNull();
    expect(isoToDate('2027-02-29')).toBeNull();
    expect(isoToDate(null)).toBeNull();
  });
});
