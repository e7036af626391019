import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that Space turns on and off', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Switch label="Reminders" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts on when asked and stays put when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Switch label="Reminders" defaultChecked disabled />);
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
