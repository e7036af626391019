import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Popover } from './Popover';

function Host({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button ref={setAnchor} type="button" onClick={() => setOpen(true)}>
        Actions
      </button>
      <button type="button">Elsewhere</button>
      <Popover
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        anchor={anchor}
        title="Assign “Oil change”"
      >
        <label>
          Person <input />
        </label>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('shows nothing while closed', () => {
    renderWithProviders(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a dialog named by its title, with focus in its first field', async () => {
    renderWithProviders(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign “Oil change”' });
    expect(dialog).toHaveTextContent('Assign “Oil change”');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Person' })).toHaveFocus());
  });

  it('closes on Escape and gives focus back to its anchor', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<Host onOpenChange={onOpenChange} />);
    const anchor = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(anchor);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Person' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(anchor).toHaveFocus());
  });

  it('closes on a press outside it', async () => {
    renderWithProviders(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
