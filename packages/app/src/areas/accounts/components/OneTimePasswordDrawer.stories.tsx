import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { OneTimePasswordDrawer } from './OneTimePasswordDrawer';

const meta = {
  title: 'App/Accounts/One-time password',
  component: OneTimePasswordDrawer,
  decorators: [withAppProviders],
  args: {
    shown: { name: 'Signe Havn', password: 'k7Qm-2xPa-9hRt-b3Nw' },
    onClose: fn(),
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof OneTimePasswordDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown once, with Copy (announced) and Done. */
export const Shown: Story = {
  play: async ({ globals, args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', {
      name: appTextOf(globals, 'app.users.oneTime.title', { name: 'Signe Havn' }),
    });
    await expect(within(dialog).getByText('k7Qm-2xPa-9hRt-b3Nw')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.users.oneTime.copy') }),
    );
    await expect(args.copy).toHaveBeenCalledWith('k7Qm-2xPa-9hRt-b3Nw');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        appTextOf(globals, 'app.users.oneTime.copied'),
      ),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.users.oneTime.done') }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};
