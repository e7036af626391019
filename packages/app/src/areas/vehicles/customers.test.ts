import { describe, expect, it } from 'vitest';
import { matchCustomers, type CustomerOption } from './customers';

const customers: CustomerOption[] = [
  { id: '1', name: 'Fjordbus A/S' },
  { id: '2', name: 'Nordlys Logistik ApS' },
  { id: '3', name: 'Østjysk  Kørsel ApS', active: false },
  { id: '4', name: 'Ærø Færgefart' },
];

describe('matchCustomers', () => {
  it.each([
    ['', ['1', '2', '3', '4']],
    ['   ', ['1', '2', '3', '4']],
    ['fjord', ['1']],
    ['APS', ['2', '3']],
    ['østjysk kørsel', ['3']],
    ['ØSTJYSK', ['3']],
    ['ærø', ['4']],
    ['logistik  aps', ['2']],
    ['bus a/s', ['1']],
    ['zz', []],
  ])('"%s" finds %j', (text, ids) => {
    expect(matchCustomers(customers, text).map((customer) => customer.id)).toEqual(ids);
  });
});
