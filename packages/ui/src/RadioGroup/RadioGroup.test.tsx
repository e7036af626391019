import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal', description: 'Most tasks.' },
  { value: 'high', label: 'High', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with one name for its radios', () => {
    renderWithProviders(<RadioGroup label="Priority" options={options} name="priority" />);
    const group = screen.getByRole('radiogroup', { name: 'Priority' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['priority', 'priority', 'priority']);
    expect(screen.getByRole('radio', { name: 'Normal' })).toHaveAccessibleDescription('Most tasks.');
    expect(screen.getByRole('radio', { name: 'High' })).toBeDisabled();
  });

  it('reports the chosen value and follows a controlled one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(
      <RadioGroup label="Priority" options={options} value="low" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(onValueChange).toHaveBeenCalledWith('normal');
    expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
    rerender(<RadioGroup label="Priority" options={options} value="normal" onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('is required, invalid and described by its error', () => {
    renderWithProviders(
      <RadioGroup label="Priority" options={options} required error="Choose a priority." />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Priority' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a priority.');
  });
});
