import { describe, expect, it } from 'vitest';
import { relativeTimeParts, type RelativeTimeParts } from './relativeTime';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('relativeTimeParts', () => {
  it.each<[string, Date, RelativeTimeParts | null]>([
    ['the same instant', now, { value: 0, unit: 'second' }],
    ['44 seconds ago is now', ago(44 * s), { value: 0, unit: 'second' }],
    ['45 seconds ago is a minute', ago(45 * s), { value: -1, unit: 'minute' }],
    ['5 minutes ago', ago(5 * min), { value: -5, unit: 'minute' }],
    ['44 minutes ago', ago(44 * min), { value: -44, unit: 'minute' }],
    ['45 minutes ago is an hour', ago(45 * min), { value: -1, unit: 'hour' }],
    ['3 hours ago', ago(3 * h), { value: -3, unit: 'hour' }],
    ['21 hours ago', ago(21 * h), { value: -21, unit: 'hour' }],
    ['22 hours ago is a day', ago(22 * h), { value: -1, unit: 'day' }],
    ['6 days ago', ago(6 * d), { value: -6, unit: 'day' }],
    ['just under a week', ago(7 * d - 1), { value: -7, unit: 'day' }],
    ['a week ago is a date', ago(7 * d), null],
    ['a year ago is a date', ago(365 * d), null],
    ['in 10 minutes (clock ahead)', ago(-10 * min), { value: 10, unit: 'minute' }],
    ['invalid date', new Date('not a date'), null],
  ])('%s', (_case, time, expected) => {
    expect(relativeTimeParts(time, now)).toEqual(expected);
  });

  it('never answers minus zero', () => {
    expect(Object.is(relativeTimeParts(ago(10 * s), now)!.value, -0)).toBe(false);
  });
});
