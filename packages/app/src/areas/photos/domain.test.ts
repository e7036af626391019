import { describe, expect, it } from 'vitest';
import {
  emptyWalkAround,
  parseOdometer,
  pictureProblem,
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

describe('a chosen file by its first bytes', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
    );
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const png = (width: number, height: number) =>
    bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      u32(13),
      'IHDR',
      u32(width),
      u32(height),
      [8, 2, 0, 0, 0],
    );
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], '..JFIF'), null],
    ['a PNG of 4000 x 3000', png(4000, 3000), null],
    ['a PNG claiming 100000 x 100000 (a decompression bomb)', png(100_000, 100_000), 'IMAGE_TOO_LARGE'],
    [
      'a PNG without its header chunk',
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'UNSUPPORTED_TYPE',
    ],
    ['a WebP', bytes('RIFF', u32(1000), 'WEBPVP8 '), null],
    ['a HEIC from a phone', bytes(u32(24), 'ftypheic', u32(0)), null],
    ['an AVIF', bytes(u32(24), 'ftypavif', u32(0)), 'UNSUPPORTED_TYPE'],
    ['a PDF', bytes('%PDF-1.7\n'), 'UNSUPPORTED_TYPE'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), 'UNSUPPORTED_TYPE'],
    ['a text file named .jpg', bytes('hello'), 'UNSUPPORTED_TYPE'],
    ['nothing', bytes(), 'UNSUPPORTED_TYPE'],
  ])('%s: %s', (_, head, expected) => {
    expect(pictureProblem(head)).toBe(expected);
  });
});
