import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureHistory, fixtureVehicle } from '../../fixtures';
import { renderWithApp } from '../../../../test-utils/renderWithApp';
import { VehiclePageView, type VehiclePageViewProps } from './VehiclePageView';

const vehicle = fixtureVehicle(2);

function props(overrides: Partial<VehiclePageViewProps> = {}): VehiclePageViewProps {
  return {
    status: 'ready',
    vehicle,
    onRetry: vi.fn(),
    registerHref: '/manager/vehicles',
    tab: 'overview',
    onTabChange: vi.fn(),
    onTabIntent: vi.fn(),
    onEdit: vi.fn(),
    onEditIntent: vi.fn(),
    onArchive: vi.fn(),
    archivePending: false,
    history: {
      entries: fixtureHistory,
      loading: false,
      error: false,
      onRetry: vi.fn(),
      hasMore: false,
      loadingMore: false,
      onLoadMore: vi.fn(),
    },
    ...overrides,
  };
}

// The page fetches a tab's panel code and the edit form's code on these signals, before the click.
describe('the vehicle page’s intents', () => {
  it('names the tab under the pointer or with the focus', async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithApp(<VehiclePageView {...given} />, { route: `/manager/vehicles/${vehicle.id}` });
    await user.hover(screen.getByRole('tab', { name: 'Tasks' }));
    expect(given.onTabIntent).toHaveBeenLastCalledWith('tasks');

    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(given.onTabIntent).toHaveBeenLastCalledWith('compliance');
    expect(given.onTabChange).toHaveBeenLastCalledWith('compliance');
  });

  it('says when Edit is about to be pressed', async () => {
    const user = userEvent.setup();
    const given = props();
    renderWithApp(<VehiclePageView {...given} />, { route: `/manager/vehicles/${vehicle.id}` });
    await user.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(given.onEditIntent).toHaveBeenCalled();
    expect(given.onEdit).not.toHaveBeenCalled();
  });
});
