import { describe, expect, it } from 'vitest';
import { depotFormValues, depotInput, depotPlace, placeValues, validateDepot } from './depotForm';

describe('the depot form', () => {
  it.each([
    [
      'Danish decimals',
      { name: ' Aarhus ', lat: '56,1629', lon: '10,2039', radiusM: '300' },
      {},
      { name: 'Aarhus', lat: 56.1629, lon: 10.2039, radiusM: 300 },
    ],
    [
      'points, west and south',
      { name: 'Vigo', lat: '-42.24', lon: '-8.72', radiusM: '20.000' },
      {},
      { lat: -42.24, lon: -8.72, radiusM: 20_000 },
    ],
    [
      'nothing',
      { name: '', lat: '', lon: '', radiusM: '' },
      { name: 'required', lat: 'required', lon: 'required', radiusM: 'radius' },
      null,
    ],
    [
      'off the globe',
      { name: 'X', lat: '91', lon: '180,5', radiusM: '250' },
      { lat: 'lat', lon: 'lon' },
      null,
    ],
    ['words for degrees', { name: 'X', lat: 'north', lon: '12', radiusM: '250' }, { lat: 'lat' }, null],
    ['a radius too small', { name: 'X', lat: '55', lon: '12', radiusM: '10' }, { radiusM: 'radius' }, null],
    [
      'a radius with decimals',
      { name: 'X', lat: '55', lon: '12', radiusM: '250,5' },
      { radiusM: 'radius' },
      null,
    ],
    [
      'a radius with a point for decimals',
      { name: 'X', lat: '55', lon: '12', radiusM: '250.5' },
      { radiusM: 'radius' },
      null,
    ],
    [
      'a radius grouped the English way',
      { name: 'X', lat: '55', lon: '12', radiusM: '1,500' },
      {},
      { radiusM: 1500 },
    ],
  ] as const)('%s', (_case, values, errors, input) => {
    expect(validateDepot(values)).toEqual(errors);
    if (input) expect(depotInput(values)).toMatchObject(input);
  });

  it.each([
    ['en', '55.4038', '-10.4024'],
    ['da', '55,4038', '-10,4024'],
    ['fr', '55,4038', '-10,4024'],
  ])('shows a stored depot in %s with its decimal sign, and reads it back', (locale, lat, lon) => {
    const depot = { id: 'd', name: 'Odense', lat: 55.4038, lon: -10.4024, radiusM: 1400, version: 2 };
    const values = depotFormValues(depot, locale);
    expect(values).toEqual({ name: 'Odense', lat, lon, radiusM: '1400' });
    expect(validateDepot(values)).toEqual({});
    expect(depotInput(values)).toEqual({ name: 'Odense', lat: 55.4038, lon: -10.4024, radiusM: 1400 });
  });

  it.each([
    ['en', { lat: 55.676098, lon: 12.568337 }, '55.676098', '12.568337'],
    ['da', { lat: 55.676098, lon: 12.568337 }, '55,676098', '12,568337'],
    ['de', { lat: 56.1, lon: -3.25 }, '56,1', '-3,25'],
  ])(
    'puts a place picked on the map into the form in %s, and the map reads it back',
    (locale, place, lat, lon) => {
      const values = placeValues(place, locale);
      expect(values).toEqual({ lat, lon });
      expect(depotPlace(values)).toEqual(place);
    },
  );

  it.each([
    ['nothing typed', '', ''],
    ['half a place', '55,6', ''],
    ['off the globe', '95', '12'],
    ['not a number', 'nord', '12'],
  ])('shows no place on the map for %s', (_case, lat, lon) => {
    expect(depotPlace({ lat, lon })).toBeNull();
  });
});
