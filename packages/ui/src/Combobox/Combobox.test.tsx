import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const plates: ComboboxOption[] = [
  { value: 'v1', label: 'AB 12 345', description: 'Ford Transit' },
  { value: 'v2', label: 'CD 23 456', description: 'Volvo FH16' },
  { value: 'v3', label: 'EF 34 567', description: 'Škoda Enyaq' },
  { value: 'v4', label: 'AB 99 000', description: 'Renault Master', disabled: true },
];

/** A host that searches its own list, as the app searches the server. */
function Host(props: Partial<ComboboxProps> & { onSearch?: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const { onSearch, ...rest } = props;
  const matches = plates.filter((option) =>
    `${option.label} ${option.description}`.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Vehicle"
        options={matches}
        delay={20}
        onSearchChange={(text) => {
          onSearch?.(text);
          setQuery(text);
        }}
        {...rest}
      />
    </form>
  );
}

/** A controlled host that applies a choice late, as a router navigation in a transition does. */
function LateHost({ applied }: { applied: (apply: () => void) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Host
      value={value}
      // Without a label from the host the field has only the options and what was chosen.
      onValueChange={(next) => applied(() => setValue(next))}
    />
  );
}

describe('Combobox', () => {
  it("keeps the chosen text in the field until a controlling host's value follows", async () => {
    const user = userEvent.setup();
    let apply: (() => void) | null = null;
    renderWithProviders(<LateHost applied={(fn) => (apply = fn)} />);
    const input = screen.getByRole('combobox', { name: 'Vehicle' });
    await user.type(input, 'volvo');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /CD 23 456/ }));
    // Not applied yet: the field still says what was chosen, not nothing.
    expect(apply).not.toBeNull();
    expect(input).toHaveValue('CD 23 456');
    await act(async () => apply!());
    expect(input).toHaveValue('CD 23 456');
    // The search starts afresh, the host's matches no longer hold the choice: its text stays.
    await waitFor(() => expect(input).toHaveValue('CD 23 456'));
  });

  it('searches after a pause, chooses with the keyboard and shows the choice', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    renderWithProviders(<Host onSearch={onSearch} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Vehicle' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'vol');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('vol'));
    const list = screen.getByRole('listbox', { name: 'Vehicle' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(list).toHaveTextContent('CD 23 456');

    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /CD 23 456/ });
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('v2', plates[1]);
    expect(input).toHaveValue('CD 23 456');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Choosing starts the next search afresh.
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('opens on a click, marks the chosen option, and chooses with a click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Host defaultValue="v1" onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Vehicle' });
    expect(input).toHaveValue('AB 12 345');
    await user.click(input);
    expect(screen.getByRole('option', { name: /AB 12 345/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /AB 99 000/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: /EF 34 567/ }));
    expect(onValueChange).toHaveBeenCalledWith('v3', plates[2]);
    expect(input).toHaveValue('EF 34 567');
    expect(input).toHaveFocus();
  });

  it('puts the chosen text back on Escape, and chooses none when emptied or cleared', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Host defaultValue="v1" onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Vehicle' });

    await user.clear(input);
    await user.type(input, 'ef');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('AB 12 345');
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
    expect(input).toHaveValue('');
  });

  it('clears with its button and gives focus back to the field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Host value="v2" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(onValueChange).toHaveBeenCalledWith(null, null);
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveFocus();
  });

  it('shows the text of a chosen value that is not among the matches', () => {
    renderWithProviders(<Combobox label="Vehicle" options={[]} value="v9" selectedLabel="XY 98 765" />);
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('XY 98 765');
  });

  it('says when the matches are loading, when none match, and what the host adds', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Combobox label="Vehicle" options={[]} loading />);
    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Combobox label="Vehicle" options={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    rerender(<Combobox label="Vehicle" options={plates.slice(0, 2)} status="More vehicles match." />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('More vehicles match.');
  });

  it('does not submit the form on Enter while the list is open', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)} aria-label="Filters">
        <Combobox label="Vehicle" options={plates} />
      </form>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('speaks the language of the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Combobox label="Køretøj" options={[]} value="v1" selectedLabel="AB 12 345" />, {
      locale: 'da',
    });
    expect(screen.getByRole('button', { name: 'Ryd valg' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Køretøj' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ingen resultater');
  });
});
