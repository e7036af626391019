import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel', description: 'Most vans.' },
  { value: 'electric', label: 'Electric' },
  { value: 'hydrogen', label: 'Hydrogen', disabled: true },
];

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with a checkbox per choice', () => {
    renderWithProviders(<CheckboxGroup label="Fuels" options={options} name="fuels" />);
    const group = screen.getByRole('group', { name: 'Fuels' });
    const boxes = screen.getAllByRole('checkbox');
    expect(group).toContainElement(boxes[0]!);
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(['fuels', 'fuels', 'fuels', 'fuels']);
    expect(screen.getByRole('checkbox', { name: 'Diesel' })).toHaveAccessibleDescription('Most vans.');
    expect(screen.getByRole('checkbox', { name: 'Hydrogen' })).toBeDisabled();
  });

  it('reports the chosen values in the options’ order and follows controlled ones', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(
      <CheckboxGroup label="Fuels" options={options} value={['electric']} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Petrol' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['petrol', 'electric']);
    // Controlled: nothing changes until the owner says so.
    expect(screen.getByRole('checkbox', { name: 'Petrol' })).not.toBeChecked();
    rerender(
      <CheckboxGroup
        label="Fuels"
        options={options}
        value={['petrol', 'electric']}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Electric' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['petrol']);
  });

  it('keeps its own choice when uncontrolled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckboxGroup label="Fuels" options={options} defaultValue={['diesel']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Petrol' }));
    await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
    expect(screen.getByRole('checkbox', { name: 'Petrol' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Diesel' })).not.toBeChecked();
  });

  it('is invalid and described by its error', () => {
    renderWithProviders(<CheckboxGroup label="Fuels" options={options} error="Choose a fuel." />);
    const group = screen.getByRole('group', { name: 'Fuels' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a fuel.');
  });
});
