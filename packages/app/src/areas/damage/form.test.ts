import { describe, expect, it } from 'vitest';
import { damageActionsOf, damageStatuses, formatOre, kronerToOre } from './domain';
import {
  damageFieldErrorMessage,
  damageFormOf,
  emptyDamageForm,
  oreToKroner,
  toCreateDamageInput,
  toUpdateDamageInput,
  validateDamageForm,
} from './form';
import { fixtureDamageDetail } from './fixtures';

describe('kronerToOre', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['1250', 125_000],
    ['1250,5', 125_050],
    ['1.250,50', 125_050],
    ['1 250,50', 125_050],
    ['1,250.50', 125_050],
    ['1250.05', 125_005],
    ['1000000000', 100_000_000_000],
    ['1000000000,01', Number.NaN],
    ['12,345,6', Number.NaN],
    ['1,2,3', Number.NaN],
    ['12.345', 1_234_500],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
    ['1,005', 100_500],
    ['1.5.5', Number.NaN],
  ])('%j is %s øre', (typed, ore) => {
    expect(kronerToOre(typed)).toBe(ore);
  });
});

it('writes øre as kroner in the person’s language', () => {
  expect(formatOre(125_050, 'en').replace(/\s/g, ' ')).toBe('DKK 1,250.50');
  expect(formatOre(125_050, 'da').replace(/\s/g, ' ')).toBe('1.250,50 kr.');
});

// The server's table (docs/damage.md "Status"), row by row.
it.each([
  ['new', ['confirm', 'dismiss']],
  ['confirmed', ['create_repair_task', 'mark_repaired', 'dismiss']],
  ['repair_task', ['mark_repaired']],
  ['repaired', []],
  ['no_correction', ['reopen']],
] as const)('offers from %s what the rules allow: %j', (status, actions) => {
  expect(damageActionsOf(status)).toEqual(actions);
  expect(damageStatuses).toContain(status);
});

describe('validateDamageForm', () => {
  const today = '2026-11-28';
  const good = { ...emptyDamageForm(today, 'v-1'), zone: 'front' as const };
  it.each([
    ['a complete form', {}, {}],
    ['no vehicle', { vehicleId: '' }, { vehicleId: 'required' }],
    ['no place', { zone: '' as const }, { zone: 'required' }],
    ['a date to come', { foundOn: '2026-11-29' }, { foundOn: 'in_future' }],
    ['no date', { foundOn: '' }, { foundOn: 'required' }],
    ['an amount with three decimals', { estimate: '12,345,6' }, { estimateOre: 'invalid_amount' }],
    ['an actual cost that is not an amount', { actual: '12 kr' }, { actualOre: 'invalid_amount' }],
    ['a description too long', { description: 'x'.repeat(2001) }, { description: 'too_big' }],
  ])('%s', (_name, change, errors) => {
    expect(validateDamageForm({ ...good, ...change }, today)).toEqual(errors);
  });

  it('sends the costs in øre and a blank estimate as unknown', () => {
    expect(toCreateDamageInput({ ...good, estimate: '2.500', description: ' Ridse i lakken ' })).toEqual({
      vehicleId: 'v-1',
      zone: 'front',
      damageClass: 'scratch',
      severity: 'minor',
      description: 'Ridse i lakken',
      foundOn: today,
      estimateOre: 250_000,
      source: 'manual',
    });
    expect(toCreateDamageInput(good).estimateOre).toBeNull();
  });
});

describe('editing a damage', () => {
  it.each([
    [null, 'da', ''],
    [125_000, 'da', '1250'],
    [125_050, 'da', '1250,50'],
    [125_005, 'en', '1250.05'],
    [7, 'de', '0,07'],
  ])('shows %s øre in %s as %j, read back the same', (ore, locale, typed) => {
    expect(oreToKroner(ore, locale)).toBe(typed);
    expect(kronerToOre(typed)).toBe(ore);
  });

  it('starts from the damage and sends the actual cost only once it is repaired', () => {
    const damage = { ...fixtureDamageDetail(), estimateOre: 350_000, actualOre: null, version: 3 };
    const form = damageFormOf(damage, 'da');
    expect(form).toMatchObject({ zone: damage.zone, estimate: '3500', actual: '', photos: [] });
    const changed = { ...form, severity: 'critical' as const, actual: '3.412,50' };
    expect(toUpdateDamageInput({ ...damage, status: 'confirmed' }, changed)).toEqual({
      id: damage.id,
      expectedVersion: 3,
      zone: damage.zone,
      damageClass: damage.damageClass,
      severity: 'critical',
      description: damage.description,
      foundOn: damage.foundOn,
      estimateOre: 350_000,
    });
    const repaired = { ...damage, status: 'repaired' as const };
    expect(toUpdateDamageInput(repaired, changed).actualOre).toBe(341_250);
    expect(toUpdateDamageInput(repaired, { ...changed, actual: '' }).actualOre).toBeNull();
  });
});

it.each([
  ['actualOre', 'not_repaired', 'app.damage.error.notRepaired'],
  ['vehicleId', 'not_found', 'app.damage.error.vehicleUnknown'],
  ['vehicleId', 'required', 'app.damage.error.vehicle'],
  ['zone', 'required', 'app.damage.error.place'],
  ['action', 'not_allowed', 'app.damage.error.notAllowed'],
  ['foundOn', 'in_future', 'app.damage.error.inFuture'],
  ['estimateOre', 'too_big', 'app.damage.error.amount'],
  ['description', 'too_big', 'app.damage.error.tooLong'],
])('says %s %s as %s', (field, code, message) => {
  expect(damageFieldErrorMessage(field, code)).toBe(message);
});
