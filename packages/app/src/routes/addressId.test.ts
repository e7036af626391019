import { expect, it } from 'vitest';
import { addressId } from './addressId';

it.each([
  ['0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['0F8FAD5B-D9CB-469F-A165-70867728950E', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['42', null],
  ['0f8fad5b-d9cb-469f-a165-70867728950e; DROP', null],
  ['', null],
  [null, null],
  [undefined, null],
])('reads %j from the address as %j', (value, id) => {
  expect(addressId(value)).toBe(id);
});
