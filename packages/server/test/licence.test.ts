/**
 * Driving licence categories (src/areas/vehicles/licence.ts) as tables: what each category is also
 * valid for under Directive 2006/126/EC Article 6(2), and the booking rule for a driver with no
 * categories recorded.
 */
import { describe, expect, it } from 'vitest';
import {
  coveredCategories,
  defaultLicenceCategory,
  LICENCE_CATEGORIES,
  licenceCovers,
  licenceRefusal,
  normaliseCategories,
  type LicenceCategory,
} from '../src/areas/vehicles/licence.js';

describe('what a licence covers', () => {
  it.each<[LicenceCategory[], LicenceCategory[]]>([
    [[], []],
    [['AM'], ['AM']],
    [['A1'], ['AM', 'A1']],
    [['A2'], ['AM', 'A1', 'A2']],
    [['A'], ['AM', 'A1', 'A2', 'A']],
    [['B'], ['AM', 'B']],
    [
      ['B', 'BE'],
      ['AM', 'B', 'BE'],
    ],
    [
      ['B', 'C1'],
      ['AM', 'B', 'C1'],
    ],
    [
      ['B', 'C1', 'C1E'],
      ['AM', 'B', 'BE', 'C1', 'C1E'],
    ],
    [
      ['B', 'C'],
      ['AM', 'B', 'C1', 'C'],
    ],
    [
      ['B', 'C', 'CE'],
      ['AM', 'B', 'BE', 'C1', 'C1E', 'C', 'CE'],
    ],
    [
      ['B', 'D1', 'D1E'],
      ['AM', 'B', 'BE', 'D1', 'D1E'],
    ],
    [
      ['B', 'D'],
      ['AM', 'B', 'D1', 'D'],
    ],
    [
      ['B', 'D', 'DE'],
      ['AM', 'B', 'BE', 'D1', 'D1E', 'D', 'DE'],
    ],
    // (b): CE is valid for DE only with D.
    [
      ['B', 'C', 'CE', 'D'],
      ['AM', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE'],
    ],
  ])('%j is valid for %j', (held, covered) => {
    expect(coveredCategories(held)).toEqual(covered);
  });

  it.each<[LicenceCategory[], LicenceCategory, boolean]>([
    [['B'], 'B', true],
    [['B'], 'BE', false],
    [['B'], 'C1', false],
    [['B'], 'A1', false],
    [['C'], 'C1', true],
    [['C1'], 'C', false],
    [['CE'], 'BE', true],
    [['CE'], 'C1E', true],
    [['CE'], 'DE', false],
    [['BE'], 'C1E', false],
    [['D1E'], 'DE', false],
    [['A2'], 'A', false],
    [['A1'], 'A2', false],
  ])('%j covers %s: %s', (held, needed, covers) => {
    expect(licenceCovers(held, needed)).toBe(covers);
  });
});

describe('the booking rule', () => {
  it.each<[LicenceCategory[], LicenceCategory, ReturnType<typeof licenceRefusal>]>([
    // Nothing recorded is taken as B.
    [[], 'B', null],
    [[], 'AM', null],
    [[], 'BE', 'no_licence_recorded'],
    [[], 'C', 'no_licence_recorded'],
    [[], 'D', 'no_licence_recorded'],
    // Recorded categories are what counts.
    [['B'], 'B', null],
    [['B'], 'C', 'licence_not_covered'],
    [['A'], 'B', 'licence_not_covered'],
    [['B', 'C', 'CE'], 'C1', null],
    [['B', 'C', 'CE'], 'D', 'licence_not_covered'],
  ])('a driver with %j and a vehicle needing %s: %s', (held, needed, refusal) => {
    expect(licenceRefusal(held, needed)).toBe(refusal);
  });
});

describe('a vehicle type’s usual category', () => {
  it.each([
    ['car', 'B'],
    ['van', 'B'],
    ['truck', 'C'],
    ['bus', 'D'],
    ['trailer', 'BE'],
    ['other', 'B'],
  ])('%s needs %s', (type, category) => {
    expect(defaultLicenceCategory(type)).toBe(category);
  });
});

it('stores categories once each, in the directive’s order', () => {
  expect(normaliseCategories(['CE', 'B', 'C', 'B'])).toEqual(['B', 'C', 'CE']);
  expect(normaliseCategories([...LICENCE_CATEGORIES].reverse())).toEqual([...LICENCE_CATEGORIES]);
});
