import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Show sold" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Show sold'));
    expect(screen.getByRole('checkbox', { name: 'Show sold' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('only asks for a change when controlled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Show sold" checked={false} onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Show sold' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Show sold' })).not.toBeChecked();
  });

  it('is required and invalid with an error', () => {
    renderWithProviders(<Checkbox label="I agree" required error="Tick to go on." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Tick to go on.');
  });
});
