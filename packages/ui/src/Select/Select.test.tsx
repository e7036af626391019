import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Select } from './Select';

const options = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'other', label: 'Other', disabled: true },
];

describe('Select', () => {
  it('starts on the placeholder and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <Select label="Fuel" options={options} placeholder="Choose" onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Fuel' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Diesel');
    expect(select).toHaveValue('diesel');
    expect(onValueChange).toHaveBeenCalledWith('diesel');
  });

  it('starts on the first option without a placeholder, and keeps disabled options disabled', () => {
    renderWithProviders(<Select label="Fuel" options={options} />);
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toHaveValue('petrol');
    expect(screen.getByRole('option', { name: 'Other' })).toBeDisabled();
  });

  it('makes the placeholder unselectable when the choice is required', () => {
    renderWithProviders(<Select label="Fuel" options={options} placeholder="Choose" required />);
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toBeRequired();
  });
});
