import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isLocale } from '../i18n/locales';
import da from '../messages/da';
import de from '../messages/de';
import en, { type Messages } from '../messages/en';
import fr from '../messages/fr';
import uk from '../messages/uk';
import { SubscriptionPrompt, type SubscriptionPromptProps } from './SubscriptionPrompt';
import { overlayModes } from '../chromaticModes.fixtures';

const catalogs: Record<string, Messages> = { en, da, uk, de, fr };
/** The message catalog of the story's language, to look up the texts a person should see. */
const messagesOf = (globals: Record<string, unknown>): Messages =>
  isLocale(globals.locale) ? catalogs[globals.locale]! : en;

/** Closes on either answer, as the page layout does. */
function ClosingPrompt({ open, onGetSubscription, onCancel }: SubscriptionPromptProps) {
  const [isOpen, setIsOpen] = useState(open);
  return (
    <SubscriptionPrompt
      open={isOpen}
      onGetSubscription={() => {
        setIsOpen(false);
        onGetSubscription();
      }}
      onCancel={() => {
        setIsOpen(false);
        onCancel();
      }}
    />
  );
}

const meta = {
  title: 'Shell/SubscriptionPrompt',
  component: SubscriptionPrompt,
  tags: ['autodocs'],
  parameters: {
    // Chromatic: every language, and English in a wide window (packages/ui/src/chromaticModes.fixtures.ts).
    chromatic: { modes: overlayModes },
    docs: {
      description: {
        component:
          'The subscription prompt of the page layout, built on ConfirmDialog: "Subscription is not completed", why, and the buttons "Get Subscription" (focused first) and "Cancel". Escape cancels. The host decides when it shows (a local flag) and where "Get Subscription" leads (/manager/account).',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  args: { open: true, onGetSubscription: fn(), onCancel: fn() },
  render: (args) => <ClosingPrompt {...args} />,
} satisfies Meta<typeof SubscriptionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt as shown: header, message and both buttons, in the story's language. */
export const SubscriptionPromptOpen: Story = {
  name: 'SubscriptionPrompt',
  play: async ({ globals }) => {
    const m = messagesOf(globals);
    const dialog = await screen.findByRole('alertdialog', { name: m['ui.subscription.header'] });
    await expect(dialog).toHaveAccessibleDescription(m['ui.subscription.message']);
    await expect(within(dialog).getByRole('heading', { name: m['ui.subscription.header'] })).toBeVisible();
    await expect(within(dialog).getByText(m['ui.subscription.message'])).toBeVisible();
    const get = within(dialog).getByRole('button', { name: m['ui.subscription.get'] });
    await expect(within(dialog).getByRole('button', { name: m['ui.subscription.cancel'] })).toBeVisible();
    await waitFor(() => expect(get).toHaveFocus());
  },
};

/** "Get Subscription" pressed (Enter on the focused button): onGetSubscription, and the prompt closes. */
export const GetSubscriptionClicked: Story = {
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    const get = await screen.findByRole('button', { name: m['ui.subscription.get'] });
    await waitFor(() => expect(get).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onGetSubscription).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** "Cancel" clicked: onCancel, and the prompt closes. */
export const Cancelled: Story = {
  play: async ({ args, globals }) => {
    const m = messagesOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: m['ui.subscription.cancel'] }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onGetSubscription).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
