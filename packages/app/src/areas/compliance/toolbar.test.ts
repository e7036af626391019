import { describe, expect, it } from 'vitest';
import { complianceKinds, complianceStates } from './domain';
import { stateWithToolbarValue, toolbarValueOf } from './toolbar';

const vehicle = '0b5f7c1e-54a2-4c44-9d0e-3a2b1c0d9e8f';

describe('the toolbar of a work list', () => {
  it('shows the state as chosen values', () => {
    expect(toolbarValueOf({ due: ['overdue'], kind: [], vehicle })).toEqual({
      due: ['overdue'],
      kind: [],
      vehicle: [vehicle],
    });
    expect(toolbarValueOf({ due: [], kind: ['insurance'], vehicle: null }).vehicle).toEqual([]);
  });

  it('turns chosen values into a state, known values only, in order', () => {
    expect(
      stateWithToolbarValue(
        { due: ['due_soon', 'missing', 'bogus'], kind: ['custom', 'insurance'] },
        complianceStates,
        complianceKinds,
      ),
    ).toEqual({ due: ['missing', 'due_soon'], kind: ['insurance', 'custom'], vehicle: null });
    expect(stateWithToolbarValue({ vehicle: [vehicle] }, complianceStates, complianceKinds).vehicle).toBe(
      vehicle,
    );
  });
});
