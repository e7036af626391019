import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { useKitMessages } from '../i18n/useKitMessages';
import { messagesOf } from '../test-utils/storyMessages';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { overlayModes } from '../chromaticModes.fixtures';

/**
 * The sign-out confirmation as a host would wire it: the dialog closes when the person
 * answers. An opener button is shown while it is closed.
 */
function SignOutConfirmation(props: Partial<ConfirmDialogProps>) {
  const t = useKitMessages();
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('ui.account.signOut')}
      </Button>
      <ConfirmDialog
        {...props}
        header={props.header ?? t('ui.signOut.header')}
        message={props.message ?? t('ui.signOut.message')}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

const meta = {
  title: 'Building blocks/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    // Chromatic: every language, and English in a wide window (packages/ui/src/chromaticModes.fixtures.ts).
    chromatic: { modes: overlayModes },
    docs: {
      description: {
        component:
          'A modal confirmation with a header, a message and two buttons (Yes/No unless named). Focus moves to the safe No button and is trapped; Escape and No both reject; focus returns to the opener. It sits above the sidebar (z-index theme.zIndex.dialog).',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  args: {
    open: true,
    header: undefined,
    message: undefined,
    onAccept: fn(),
    onReject: fn(),
  },
  render: (args) => <SignOutConfirmation {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: "Signing out?" with Yes and No; the safe No button has focus. */
export const Open: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const dialog = await screen.findByRole('alertdialog', { name: m['ui.signOut.header'] });
    await expect(dialog).toHaveAccessibleDescription(m['ui.signOut.message']);
    await expect(screen.getByRole('button', { name: m['ui.dialog.yes'] })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: m['ui.dialog.no'] })).toHaveFocus());
  },
};

/** Escape answers No: onReject is called and the dialog closes. */
export const EscapeRejects: Story = {
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    await screen.findByRole('alertdialog', { name: m['ui.signOut.header'] });
    await waitFor(() => expect(screen.getByRole('button', { name: m['ui.dialog.no'] })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Yes was clicked: onAccept is called once and the dialog closes. */
export const AcceptClicked: Story = {
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: m['ui.dialog.yes'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** Tab and Shift+Tab cycle between No and Yes and never leave the dialog. */
export const FocusTrapped: Story = {
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const no = await screen.findByRole('button', { name: m['ui.dialog.no'] });
    const yes = screen.getByRole('button', { name: m['ui.dialog.yes'] });
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(yes).toHaveFocus());
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** Closed: only the opener shows; it opens the dialog, and after No focus is back on the opener. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: m['ui.account.signOut'] });
    await userEvent.click(opener);
    const no = await screen.findByRole('button', { name: m['ui.dialog.no'] });
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.click(no);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};
