import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { TextField } from './TextField';

function Upper() {
  const [value, setValue] = useState('');
  return <TextField label="Plate" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
}

describe('TextField', () => {
  it('reports each change when uncontrolled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<TextField label="Make" defaultValue="Fo" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Make' });
    await user.type(input, 'rd');
    expect(input).toHaveValue('Ford');
    expect(onValueChange).toHaveBeenLastCalledWith('Ford');
  });

  it('shows what the owner decides when controlled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Upper />);
    const input = screen.getByRole('textbox', { name: 'Plate' });
    await user.type(input, 'ab');
    expect(input).toHaveValue('AB');
  });

  it('passes input attributes, the type and the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(
      <TextField label="Password" type="password" autoComplete="current-password" ref={ref} />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(ref.current).toBe(input);
  });

  it('is invalid and described by its error', () => {
    renderWithProviders(<TextField label="E-mail" error="Enter an e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter an e-mail address.');
  });
});
