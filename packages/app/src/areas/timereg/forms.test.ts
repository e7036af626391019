import { describe, expect, it } from 'vitest';
import { fixtureAgreements, fixtureRates } from './fixtures';
import {
  agreementInput,
  dayFormValues,
  dayInput,
  initialAgreementValues,
  initialDayValues,
  initialRateValues,
  parseDecimal,
  parseHours,
  rateInput,
  validateAgreement,
  validateDay,
  validateRate,
} from './forms';

describe('numbers as typed', () => {
  it.each([
    ['3,79', 3.79],
    ['3.79', 3.79],
    [' 4 ', 4],
    ['-1', null],
    ['3,7,9', null],
    ['', null],
  ])('decimal %j is %j', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each([
    ['37', 2220],
    ['37,5', 2250],
    ['7:30', 450],
    ['7.25', 435],
    ['7:60', null],
    ['abc', null],
  ])('hours %j are %j minutes', (text, minutes) => expect(parseHours(text)).toBe(minutes));
});

describe('the agreement form', () => {
  const agreement = fixtureAgreements[0]!;

  it('starts from the agreement and gives it back unchanged', () => {
    const values = initialAgreementValues(agreement);
    expect(validateAgreement(values)).toEqual({});
    // The version is not the form's: the save sends it beside the input.
    const { driver: _driver, version: _version, ...stored } = agreement;
    expect(agreementInput(agreement.userId, values)).toEqual(stored);
  });

  it.each([
    [{ weeklyHours: '' }, { weeklyHours: 'required' }],
    [{ weeklyHours: '101' }, { weeklyHours: 'hours' }],
    [{ dayStart: '25' }, { dayStart: 'clock' }],
    [{ dayEnd: 'x' }, { dayEnd: 'clock' }],
    [{ breakMinutes: '-5' }, { breakMinutes: 'minutes' }],
    [{ breakMinutes: '300' }, { breakMinutes: 'minutes' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateAgreement({ ...initialAgreementValues(agreement), ...change })).toEqual(errors);
  });

  it('keeps an exemption only for a tachograph driver, and takes times as typed', () => {
    const values = { ...initialAgreementValues(agreement), dayStart: '6', tachograph: false, exemption: 'x' };
    expect(agreementInput('u', values)).toMatchObject({ dayStart: '06:00', exemption: '' });
  });
});

describe('the rate form', () => {
  it('starts a new year after the last from its rates, and an existing year from its own', () => {
    expect(initialRateValues(null, fixtureRates)).toEqual({
      year: '2026',
      rateLow: '3.81',
      rateHigh: '2.23',
      thresholdKm: '20000',
    });
    expect(initialRateValues(fixtureRates[0]!, fixtureRates).year).toBe('2024');
  });

  it.each([
    [{ year: '1999' }, { year: 'year' }],
    [{ rateLow: '' }, { rateLow: 'required' }],
    [{ rateHigh: '100' }, { rateHigh: 'rate' }],
    [{ thresholdKm: '0' }, { thresholdKm: 'km' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateRate({ ...initialRateValues(null, fixtureRates), ...change })).toEqual(errors);
  });

  it('sends decimals with a comma as numbers', () => {
    expect(rateInput({ year: '2026', rateLow: '3,94', rateHigh: '2,28', thresholdKm: '20000' })).toEqual({
      year: 2026,
      rateLow: 3.94,
      rateHigh: 2.28,
      thresholdKm: 20000,
    });
  });
});

describe('a day recorded for a driver', () => {
  const target = { driver: { id: 'd', name: 'Jonas' }, date: '2026-11-27', day: null };

  it.each([
    [
      { mode: 'as_agreed', deviationMinutes: '-30', total: '', note: ' sick at 14 ' },
      {},
      { deviationMinutes: -30, note: 'sick at 14' },
    ],
    [{ mode: 'as_agreed', deviationMinutes: '', total: '', note: '' }, {}, { deviationMinutes: 0 }],
    [
      { mode: 'as_agreed', deviationMinutes: '2000', total: '', note: '' },
      { deviationMinutes: 'minutes' },
      null,
    ],
    [{ mode: 'total', deviationMinutes: '0', total: '7:30', note: '' }, {}, { totalMinutes: 450 }],
    [{ mode: 'total', deviationMinutes: '0', total: '', note: '' }, { totalMinutes: 'required' }, null],
    [{ mode: 'total', deviationMinutes: '0', total: '25', note: '' }, { totalMinutes: 'hours' }, null],
  ] as const)('%j: errors %j, input %j', (values, errors, input) => {
    expect(validateDay(values)).toEqual(errors);
    if (input)
      expect(dayInput(target, values)).toMatchObject({
        driverId: 'd',
        date: '2026-11-27',
        mode: values.mode,
        ...input,
      });
  });
});

describe('dayFormValues', () => {
  const totals = { work: 0, driving: 0, availability: 0, break: 0, working: 0 };
  const day = { revision: 2, deviationMinutes: 0, totalMinutes: null, note: '', totals };
  it.each([
    ['no day recorded', null, initialDayValues],
    [
      'as agreed, 30 minutes less',
      { ...day, mode: 'as_agreed', deviationMinutes: -30, note: 'Tandlæge' },
      { mode: 'as_agreed', deviationMinutes: '-30', total: '', note: 'Tandlæge' },
    ],
    [
      'a total of 7:30',
      { ...day, mode: 'total', totalMinutes: 450 },
      { mode: 'total', deviationMinutes: '0', total: '7:30', note: '' },
    ],
    [
      'periods, as their working total',
      { ...day, mode: 'periods', totals: { ...totals, working: 420 }, note: 'Vejle' },
      { mode: 'total', deviationMinutes: '0', total: '7', note: 'Vejle' },
    ],
  ] as const)('%s', (_case, recorded, values) => {
    expect(dayFormValues(recorded)).toEqual(values);
  });
});
