import { describe, expect, it } from 'vitest';
import { checksInput, danishVat, newExpenseForm, toExpenseInput, validateExpenseForm } from './expenseForm';

const today = '2026-11-29';
const filled = { ...newExpenseForm(today), net: '1.000,00', vehicleId: 'v-1' };

describe('the expense form', () => {
  it.each([
    ['no amount', { net: '' }, { net: 'required' }],
    ['a date after today', { spentOn: '2026-11-30' }, { spentOn: 'in_future' }],
    ['an amount with three decimals', { net: '12,3456' }, { net: 'invalid' }],
    ['VAT above 25 %', { vat: '250,01' }, { vat: 'too_high' }],
    ['VAT of exactly 25 %', { vat: '250' }, {}],
    ['a quantity of zero', { quantity: '0' }, { quantity: 'invalid' }],
    ['an odometer with a decimal', { odometerKm: '12.5' }, { odometerKm: 'invalid' }],
    ['an odometer on the whole fleet', { vehicleId: '', odometerKm: '1200' }, { odometerKm: 'no_vehicle' }],
  ])('%s', (_, change, errors) => {
    expect(validateExpenseForm({ ...filled, ...change }, today)).toEqual(errors);
  });

  it('offers Danish VAT to the øre', () => {
    expect(danishVat(1000)).toBe(250);
    expect(danishVat(99.99)).toBe(25);
    expect(danishVat(0.03)).toBe(0.01);
  });

  it('sends no vendor and no vehicle as null, a unit only with a quantity', () => {
    expect(toExpenseInput({ ...filled, vehicleId: '', vat: '' })).toMatchObject({
      vendorOrganisationId: null,
      vehicleId: null,
      net: 1000,
      vat: 0,
      quantity: null,
      unit: null,
      odometerKm: null,
    });
    expect(toExpenseInput({ ...filled, quantity: '45,5', odometerKm: '41200' })).toMatchObject({
      quantity: 45.5,
      unit: 'litre',
      odometerKm: 41200,
    });
  });

  it('asks the checks only once a vehicle is chosen', () => {
    expect(checksInput({ ...filled, vehicleId: '' })).toBeNull();
    expect(checksInput({ ...filled, quantity: '80' })).toMatchObject({
      vehicleId: 'v-1',
      quantity: 80,
      unit: 'litre',
    });
    expect(checksInput({ ...filled, quantity: 'x' })).toMatchObject({ quantity: null, unit: null });
  });
});
