import { describe, expect, it } from 'vitest';
import {
  newOutlayForm,
  outlayFieldMessage,
  parseAmount,
  toOutlayInput,
  validateOutlayForm,
} from './outlayForm';

const today = '2026-11-29';
const filled = { ...newOutlayForm('v-1', today), gross: '812,37', quantity: '42,5', odometerKm: '48400' };

describe('the outlay form', () => {
  it.each([
    ['412,50', 412.5],
    ['1.250,5', 1250.5],
    ['1 250,50', 1250.5],
    ['1250.50', 1250.5],
    ['', null],
  ])('reads "%s" as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('asks for the amount and refuses a future day, litres that are no number and a broken odometer', () => {
    expect(validateOutlayForm(newOutlayForm('v-1', today), today)).toEqual({ gross: 'required' });
    expect(
      validateOutlayForm(
        { ...filled, spentOn: '2026-11-30', gross: '0', quantity: '4,2,1', odometerKm: '12.5' },
        today,
      ),
    ).toEqual({ spentOn: 'in_future', gross: 'invalid', quantity: 'invalid', odometerKm: 'invalid' });
    expect(validateOutlayForm(filled, today)).toEqual({});
  });

  it('sends the amount and litres as numbers; no litres for parking', () => {
    expect(toOutlayInput({ ...filled, description: ' Q8 ' })).toEqual({
      vehicleId: 'v-1',
      spentOn: today,
      category: 'fuel',
      gross: 812.37,
      quantity: 42.5,
      odometerKm: 48400,
      description: 'Q8',
    });
    expect(toOutlayInput({ ...filled, category: 'parking' })).toMatchObject({ quantity: null });
  });

  it('words the server’s errors on their fields', () => {
    expect(outlayFieldMessage('odometerKm', 'decreased')).toBe('app.outlays.field.odometerKm.decreased');
    expect(outlayFieldMessage('quantity', 'not_applicable')).toBe(
      'app.outlays.field.quantity.not_applicable',
    );
    expect(outlayFieldMessage('description', 'too_big')).toBe('app.outlays.field.invalid');
  });
});
