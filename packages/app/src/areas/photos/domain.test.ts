import { describe, expect, it } from 'vitest';
import {
  emptyWalkAround,
  parseOdometer,
  toWalkAroundInput,
  validateWalkAround,
  WALK_AROUND_ITEMS,
} from './domain';

describe('the odometer as typed', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['123456', 123456],
    ['123 456', 123456],
    ['123.456', 123456],
    ['12,5', 'invalid'],
    ['-4', 'invalid'],
    ['12345678', 'invalid'],
    ['abc', 'invalid'],
  ])('%j is %j', (text, expected) => {
    expect(parseOdometer(text)).toBe(expected);
  });
});

describe('the walk-around form', () => {
  const answered = () => {
    const draft = emptyWalkAround();
    for (const item of WALK_AROUND_ITEMS) draft.answers[item] = 'pass';
    return draft;
  };

  it.each([
    ['every item unanswered', () => emptyWalkAround(), WALK_AROUND_ITEMS.length, 'answer.lights', 'answer'],
    [
      'a failed item without words',
      () => ({ ...answered(), answers: { ...answered().answers, horn: 'fail' as const } }),
      1,
      'defect.horn',
      'defectRequired',
    ],
    [
      'an odometer with a comma',
      () => ({ ...answered(), odometer: '12,5' }),
      1,
      'odometer',
      'odometerInvalid',
    ],
  ])('refuses %s', (_name, draft, count, field, error) => {
    const errors = validateWalkAround(draft());
    expect(Object.keys(errors)).toHaveLength(count);
    expect(errors[field]).toBe(error);
  });

  it('sends every item, a failed one with the item and the words', () => {
    const draft = answered();
    draft.answers.lights = 'fail';
    draft.defects.lights = ' left brake light out ';
    draft.odometer = '48 210';
    expect(validateWalkAround(draft)).toEqual({});
    const input = toWalkAroundInput('id-1', draft, (item) => (item === 'lights' ? 'Lights' : item));
    expect(input.odometerKm).toBe(48210);
    expect(input.checks).toHaveLength(WALK_AROUND_ITEMS.length);
    expect(input.checks[0]).toEqual({
      item: 'lights',
      passed: false,
      defect: 'Lights: left brake light out',
    });
    expect(input.checks[1]).toEqual({ item: 'tyres', passed: true });
  });
});
