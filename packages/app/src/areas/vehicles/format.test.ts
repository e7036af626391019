import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMoment,
  formatOdometer,
  formatPlate,
  formatYear,
  normalizePlate,
} from './format';

// Intl puts no-break spaces in some languages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('plates', () => {
  it.each([
    ['AB12345', 'AB 12 345'],
    ['XY99001', 'XY 99 001'],
    ['AB1234', 'AB1234'],
    ['AB123456', 'AB123456'],
    ['VOGN1', 'VOGN1'],
    ['1AB2345', '1AB2345'],
    ['', ''],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatPlate(stored)).toBe(shown);
  });

  it.each([
    ['ab 12 345', 'AB12345'],
    [' AB-12.345 ', 'AB12345'],
    ['æø 12 345', 'ÆØ12345'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalizePlate(typed)).toBe(stored);
  });
});

describe('numbers', () => {
  it.each([
    ['en', 123456, '123,456 km'],
    ['da', 123456, '123.456 km'],
    ['de', 123456, '123.456 km'],
    ['fr', 123456, '123 456 km'],
    ['uk', 123456, '123 456 км'],
    ['da', 0, '0 km'],
  ])('%s: %d km reads %s', (locale, km, text) => {
    expect(plain(formatOdometer(km, locale))).toBe(text);
  });

  it.each([
    ['en', '2,000'],
    ['da', '2.000'],
    ['fr', '2 000'],
  ])('%s: counts are grouped (%s)', (locale, text) => {
    expect(plain(formatCount(2000, locale))).toBe(text);
  });

  it('never groups a year', () => {
    expect(formatYear(2019)).toBe('2019');
    expect(formatYear(null)).toBe('');
  });
});

describe('dates', () => {
  it.each([
    ['en', 'Mar 1, 2024'],
    ['da', '1. mar. 2024'],
    ['de', '01.03.2024'],
    ['fr', '1 mars 2024'],
    ['uk', '1 бер. 2024 р.'],
  ])('%s: 2024-03-01 reads %s', (locale, text) => {
    expect(plain(formatDate('2024-03-01', locale))).toBe(text);
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)), 'da')).toBe('31. dec. 2024');
  });

  it.each([null, undefined, '', '01-03-2024', 'soon'])('shows nothing for %s', (value) => {
    expect(formatDate(value, 'da')).toBe('');
  });

  it('shows a moment in Danish time', () => {
    // 23:30 UTC on New Year's Eve is already the next day in Copenhagen.
    // (ICU versions differ on the comma between date and time.)
    expect(plain(formatMoment(new Date('2024-12-31T23:30:00Z'), 'da'))).toMatch(/^1\. jan\. 2025,? 00\.30$/);
  });
});
