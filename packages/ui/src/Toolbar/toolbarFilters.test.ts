import { describe, expect, it } from 'vitest';
import {
  activeChips,
  activeCount,
  removeFilterValue,
  toggleFilterValue,
  type ToolbarFilter,
  type ToolbarFilterValue,
} from './toolbarFilters';

const filters: ToolbarFilter[] = [
  {
    id: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active', count: 3 },
      { value: 'workshop', label: 'In workshop', count: 1 },
      { value: 'sold', label: 'Sold' },
    ],
  },
  { id: 'fuel', label: 'Fuel', options: [{ value: 'diesel', label: 'Diesel' }] },
];

describe('toggleFilterValue', () => {
  it.each<[ToolbarFilterValue, string, string, ToolbarFilterValue]>([
    [{}, 'status', 'sold', { status: ['sold'] }],
    [{ status: ['sold'] }, 'status', 'active', { status: ['active', 'sold'] }],
    [{ status: ['active', 'sold'] }, 'status', 'active', { status: ['sold'] }],
    [{ status: ['sold'] }, 'status', 'sold', {}],
    [{ status: ['sold'] }, 'fuel', 'diesel', { status: ['sold'], fuel: ['diesel'] }],
  ])('%o toggling %s=%s gives %o', (value, filterId, option, expected) => {
    expect(toggleFilterValue(filters, value, filterId, option)).toEqual(expected);
  });
});

describe('removeFilterValue', () => {
  it('removes one value and drops a filter left empty', () => {
    expect(removeFilterValue({ status: ['active', 'sold'] }, 'status', 'active')).toEqual({
      status: ['sold'],
    });
    expect(removeFilterValue({ status: ['sold'], fuel: ['diesel'] }, 'status', 'sold')).toEqual({
      fuel: ['diesel'],
    });
    expect(removeFilterValue({}, 'status', 'sold')).toEqual({});
  });
});

describe('activeChips', () => {
  it('lists the chosen values in filter and option order, with their labels', () => {
    expect(activeChips(filters, { fuel: ['diesel'], status: ['sold', 'active'] })).toEqual([
      { filterId: 'status', filterLabel: 'Status', value: 'active', valueLabel: 'Active' },
      { filterId: 'status', filterLabel: 'Status', value: 'sold', valueLabel: 'Sold' },
      { filterId: 'fuel', filterLabel: 'Fuel', value: 'diesel', valueLabel: 'Diesel' },
    ]);
  });

  it('ignores values no option has and filters it does not know', () => {
    expect(activeChips(filters, { status: ['gone'], colour: ['red'] })).toEqual([]);
  });

  it('counts the chosen values of one filter', () => {
    expect(activeCount({ status: ['active', 'sold'] }, 'status')).toBe(2);
    expect(activeCount({}, 'status')).toBe(0);
  });
});
