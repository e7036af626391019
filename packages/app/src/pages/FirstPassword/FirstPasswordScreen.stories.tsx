import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { FirstPasswordScreen } from './FirstPasswordScreen';

const meta = {
  title: 'App/Pages/First password',
  component: FirstPasswordScreen,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/manager/dashboard' },
  args: { onChangePassword: fn(async () => {}), onSignOut: fn() },
} satisfies Meta<typeof FirstPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one-time password and a new one twice; the new one is saved. */
export const ChoosePassword: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: appTextOf(globals, 'app.firstPassword.title') }),
    ).toBeInTheDocument();
    await userEvent.type(
      canvas.getByLabelText(appTextOf(globals, 'app.users.oneTime.label'), { exact: false }),
      'k7Qm-2xPa-9hRt-b3Nw',
    );
    await userEvent.type(
      canvas.getAllByLabelText(appTextOf(globals, 'app.account.newPassword'), { exact: false })[0]!,
      'havnen-er-stille',
    );
    await userEvent.type(
      canvas.getByLabelText(appTextOf(globals, 'app.account.repeatPassword'), { exact: false }),
      'havnen-er-stille',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.firstPassword.submit') }),
    );
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'k7Qm-2xPa-9hRt-b3Nw',
        newPassword: 'havnen-er-stille',
      }),
    );
  },
};

/** The two new passwords differ: said on the field, nothing sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(appTextOf(globals, 'app.users.oneTime.label'), { exact: false }),
      'x',
    );
    await userEvent.type(
      canvas.getAllByLabelText(appTextOf(globals, 'app.account.newPassword'), { exact: false })[0]!,
      'havnen-er-stille',
    );
    await userEvent.type(
      canvas.getByLabelText(appTextOf(globals, 'app.account.repeatPassword'), { exact: false }),
      'havnen-er-stile',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.firstPassword.submit') }),
    );
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.account.password.mismatch')),
    ).toBeInTheDocument();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};
