import { describe, expect, it } from 'vitest';
import { canonicalValue } from '../../routes/urlSchema';
import {
  complianceAttentionHref,
  complianceUrl,
  inspectionsAttentionHref,
  inspectionsUrl,
  listInputOf,
} from './urlState';

const vehicleId = '0b5f7c1e-54a2-4c44-9d0e-3a2b1c0d9e8f';
const read = (query: string) => complianceUrl.parse(new URLSearchParams(query));

describe('the compliance list in the address', () => {
  it.each([
    ['', { due: [], kind: [], vehicle: null }],
    ['due=overdue', { due: ['overdue'], kind: [], vehicle: null }],
    // The dashboard's tiles and hand-written links may spell a state in camel case or with hyphens.
    ['due=dueSoon', { due: ['due_soon'], kind: [], vehicle: null }],
    ['due=due-soon', { due: ['due_soon'], kind: [], vehicle: null }],
    ['due=due_soon,overdue,missing', { due: ['missing', 'overdue', 'due_soon'], kind: [], vehicle: null }],
    ['due=overdue&due=inOrder', { due: ['overdue', 'in_order'], kind: [], vehicle: null }],
    ['due=later,__proto__,', { due: [], kind: [], vehicle: null }],
    ['kind=insurance,road_tax,boat', { due: [], kind: ['insurance', 'road_tax'], vehicle: null }],
    [`vehicle=${vehicleId.toUpperCase()}`, { due: [], kind: [], vehicle: vehicleId }],
    ['vehicle=AB12345', { due: [], kind: [], vehicle: null }],
  ])('reads "%s"', (query, state) => {
    expect(read(query)).toEqual(state);
  });

  it('writes the canonical address and keeps other parameters', () => {
    const params = complianceUrl.serialize(
      { due: ['due_soon', 'overdue'], kind: [], vehicle: vehicleId },
      new URLSearchParams('tab=x&due=missing'),
    );
    expect(params.get('tab')).toBe('x');
    expect(params.get('due')).toBe('overdue,due_soon');
    expect(params.get('vehicle')).toBe(vehicleId);
    expect(params.has('kind')).toBe(false);
  });

  it('reads what it writes', () => {
    const state = { due: ['missing' as const], kind: ['custom' as const], vehicle: vehicleId };
    expect(complianceUrl.parse(complianceUrl.serialize(state))).toEqual(state);
  });

  it('links to exactly what the badges count', () => {
    expect(complianceAttentionHref).toBe('/manager/compliance?due=missing,overdue,due_soon');
    expect(inspectionsAttentionHref).toBe('/manager/inspections?due=overdue,due_soon');
    expect(complianceUrl.href()).toBe('/manager/compliance');
    expect(inspectionsUrl.href({ due: ['overdue'] })).toBe('/manager/inspections?due=overdue');
  });

  it('counts the filters set', () => {
    expect(complianceUrl.activeCount(read(''))).toBe(0);
    expect(complianceUrl.activeCount(read(`due=overdue,missing&kind=insurance&vehicle=${vehicleId}`))).toBe(
      4,
    );
  });
});

describe('the inspections list in the address', () => {
  it.each([
    ['due=overdue,dueSoon', ['overdue', 'due_soon']],
    ['due=completed', ['completed']],
    ['due=missing', []],
  ])('reads "%s"', (query, due) => {
    expect(inspectionsUrl.parse(new URLSearchParams(query)).due).toEqual(due);
  });
});

describe('the list input', () => {
  it('leaves empty filters out and passes the rest as the server takes them', () => {
    expect(listInputOf(read(''))).toEqual({ state: null, kind: null, vehicleId: null, limit: 50 });
    expect(listInputOf(read(`due=overdue&kind=insurance&vehicle=${vehicleId}`), 20)).toEqual({
      state: ['overdue'],
      kind: ['insurance'],
      vehicleId,
      limit: 20,
    });
  });

  it.each([
    ['dueSoon', 'due_soon'],
    ['due-soon', 'due_soon'],
    [' IN_ORDER ', 'in_order'],
    ['overdue', 'overdue'],
  ])('spells %s as %s', (value, canonical) => {
    expect(canonicalValue(value)).toBe(canonical);
  });
});
