import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line text box that reports its text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<TextArea label="Notes" description="Seen by all." onValueChange={onValueChange} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAccessibleDescription('Seen by all.');
    await user.type(area, 'a{Enter}b');
    expect(onValueChange).toHaveBeenLastCalledWith('a\nb');
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithProviders(<TextArea label="Notes" value="one" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('one');
    rerender(<TextArea label="Notes" value="two" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('two');
  });
});
