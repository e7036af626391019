import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}, locale?: 'en' | 'da' | 'uk' | 'de' | 'fr') {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  const result = renderWithProviders(
    <ConfirmDialog
      open
      header="Signing out?"
      message="Are you sure you want to sign out?"
      onAccept={onAccept}
      onReject={onReject}
      {...props}
    />,
    { locale },
  );
  return { ...result, onAccept, onReject };
}

/** An opener button and an uncontrolled-by-the-test dialog, as a host page would have. */
function WithOpener({ onAccept, onReject }: { onAccept?: () => void; onReject?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete vehicle
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        header="Delete?"
        message="The vehicle is removed for good."
        onAccept={onAccept}
        onReject={onReject}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its header and described by its message', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing out?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it.each([
    ['en', 'Yes', 'No'],
    ['da', 'Ja', 'Nej'],
    ['uk', 'Так', 'Ні'],
    ['de', 'Ja', 'Nein'],
    ['fr', 'Oui', 'Non'],
  ] as const)('labels its buttons in %s by default', async (locale, yes, no) => {
    renderDialog({}, locale);
    expect(await screen.findByRole('button', { name: yes })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: no })).toBeInTheDocument();
  });

  it('uses the given button labels', async () => {
    renderDialog({ acceptLabel: 'Get Subscription', rejectLabel: 'Cancel' });
    expect(await screen.findByRole('button', { name: 'Get Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('focuses the safe reject button first, or accept when asked', async () => {
    const { unmount } = renderDialog();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    unmount();
    renderDialog({ initialFocus: 'accept' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
  });

  it.each([
    [
      'the reject button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'No' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('rejects on %s', async (_how, act) => {
    const user = userEvent.setup();
    const { onAccept, onReject } = renderDialog();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await act(user);
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('accepts on the accept button', async () => {
    const user = userEvent.setup();
    const { onAccept, onReject } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    const no = await screen.findByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    await vi.waitFor(() => expect(no).toHaveFocus());
    await user.tab();
    expect(yes).toHaveFocus();
    // Past the last button a focus guard sends focus back to the first one (in a frame).
    await user.tab();
    await vi.waitFor(() => expect(no).toHaveFocus());
    await user.tab({ shift: true });
    await vi.waitFor(() => expect(yes).toHaveFocus());
  });

  it('returns focus to the opener after No', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    renderWithProviders(<WithOpener onReject={onReject} />);
    const opener = screen.getByRole('button', { name: 'Delete vehicle' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onReject).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes itself when uncontrolled', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    renderWithProviders(<ConfirmDialog defaultOpen header="Sure?" message="Really?" onAccept={onAccept} />);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rejects on a backdrop click only when allowed', async () => {
    const user = userEvent.setup();
    const { onReject, unmount } = renderDialog();
    await user.click(await screen.findByTestId('confirm-dialog-backdrop'));
    expect(onReject).not.toHaveBeenCalled();
    unmount();
    const second = renderDialog({ dismissOnOutsidePress: true });
    await user.click(await screen.findByTestId('confirm-dialog-backdrop'));
    expect(second.onReject).toHaveBeenCalledTimes(1);
  });
});
