import { describe, expect, it } from 'vitest';
import { ownerText } from './labels';

const day = (iso: string) => `day ${iso}`;

describe("a document's owner as the list says it", () => {
  it.each([
    [
      'a vehicle: its plate as plates are written',
      { registration: 'AB12345', name: null, day: null },
      'AB 12 345',
    ],
    [
      'a service entry: the plate and the day, formatted',
      { registration: 'CD23456', name: null, day: '2026-05-01' },
      'CD 23 456 · day 2026-05-01',
    ],
    [
      'a driver or an organisation: the name',
      { registration: null, name: 'Mette Sørensen', day: null },
      'Mette Sørensen',
    ],
    ['a plate that is not Danish: as it is', { registration: 'B-XY 123', name: null, day: null }, 'B-XY 123'],
    ['an owner gone: nothing', { registration: null, name: null, day: null }, ''],
  ])('%s', (_, owner, expected) => {
    expect(ownerText(owner, day)).toBe(expected);
  });
});
