import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../test-utils/appStories';
import { UserUnavailable } from './UserUnavailable';

const meta = {
  title: 'App/Pages/User unavailable',
  component: UserUnavailable,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof UserUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server could not be reached at start: said in words, and Try Again asks once more. */
export const ServerUnreachable: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(collapsed(appTextOf(globals, 'app.error.title')));
    await expect(alert).toHaveTextContent(collapsed(appTextOf(globals, 'app.error.userUnavailable')));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
