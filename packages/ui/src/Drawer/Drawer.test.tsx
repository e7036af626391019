import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Drawer, useDrawer, type DrawerProps } from './Drawer';

function Cancel() {
  const { requestClose } = useDrawer();
  return (
    <button type="button" onClick={requestClose}>
      Cancel
    </button>
  );
}

function Host(props: Partial<DrawerProps> & { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Drawer
        title="Edit vehicle"
        description="AB 12 345"
        footer={<Cancel />}
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onChange?.(next);
          setOpen(next);
        }}
      >
        <label>
          Make <input />
        </label>
      </Drawer>
    </>
  );
}

// Each test opens a modal with a focus trap (and some a second one): slow on a busy machine.
describe('Drawer', { timeout: 15_000 }, () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    renderWithProviders(<Host />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit vehicle' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('AB 12 345');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Make' })).toHaveFocus());
  });

  it('has its first field focused as soon as it shows, and leaves focus in a field pressed at once', async () => {
    // No animation frame comes: what is focused is what the person's first key reaches.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      renderWithProviders(
        <Drawer title="Report a problem" open onOpenChange={() => {}}>
          <label>
            Vehicle <input />
          </label>
          <label>
            Problem <input />
          </label>
        </Drawer>,
      );
      await screen.findByRole('dialog', { name: 'Report a problem' });
      expect(screen.getByRole('textbox', { name: 'Vehicle' })).toHaveFocus();
      const problem = screen.getByRole('textbox', { name: 'Problem' });
      problem.focus();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(problem).toHaveFocus();
    } finally {
      frame.mockRestore();
    }
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Cancel (useDrawer)',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the backdrop',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('drawer-backdrop')),
    ],
  ])('closes at once on %s when nothing is unsaved', async (_how, act) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Host onChange={onChange} />);
    await screen.findByRole('dialog');
    await act(user);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before discarding unsaved changes, and Keep Editing keeps the drawer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Host dirty onChange={onChange} />);
    await screen.findByRole('dialog', { name: 'Edit vehicle' });
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Keep Editing' })).toHaveFocus());
    expect(confirm).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit vehicle' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page behind from scrolling while it is open, a question over it too, and gives it back', async () => {
    const user = userEvent.setup();
    const root = document.documentElement;
    root.style.overflow = 'clip';
    renderWithProviders(<Host dirty />);
    await screen.findByRole('dialog', { name: 'Edit vehicle' });
    expect(root.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    // The question is gone, the drawer still holds the page.
    expect(root.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.style.overflow).toBe('clip');
    root.style.overflow = '';
  });

  it('Escape in the question answers it, without closing the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host dirty />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Keep Editing' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit vehicle' })).toBeInTheDocument();
  });

  it('keeps open on a backdrop click when told to', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Host dismissOnOutsidePress={false} onChange={onChange} />);
    await user.click(await screen.findByTestId('drawer-backdrop'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('manages its own state when uncontrolled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Drawer defaultOpen title="New task" onOpenChange={onOpenChange}>
        <p>Body</p>
      </Drawer>,
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks the question in the active language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host dirty />, { locale: 'da' });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Kassér ændringer, der ikke er gemt?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortsæt med at redigere' })).toBeInTheDocument();
  });

  it('closes without asking when the owner sets open to false (after a save)', async () => {
    const onOpenChange = vi.fn();
    const drawer = (open: boolean) => (
      <Drawer open={open} dirty title="Edit vehicle" onOpenChange={onOpenChange}>
        <input aria-label="Make" />
      </Drawer>
    );
    const { rerender } = renderWithProviders(drawer(true));
    await screen.findByRole('dialog');
    rerender(drawer(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('useDrawer outside a drawer is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Cancel />)).toThrow(/inside a <Drawer>/);
  });
});
