import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { copenhagenInstant } from './time';
import { DriverSharingView } from './DriverSharingView';
import { fixtureMyBookings, fixturePools, fixtureToday } from './fixtures';

const meta = {
  title: 'App/Areas/Sharing/Driver',
  component: DriverSharingView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client', viewport: { defaultViewport: 'mobile1' } },
  args: {
    status: 'ready',
    onRetry: fn(),
    bookings: fixtureMyBookings,
    pools: fixturePools,
    today: fixtureToday,
    now: copenhagenInstant(fixtureToday, '08:30'),
    onBook: fn(async () => null),
    onCheckOut: fn(async () => null),
    onCheckIn: fn(async () => null),
    onCancel: fn(),
  },
} satisfies Meta<typeof DriverSharingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half an hour before the booking: Check Out asks for the odometer, the level and the known damages. */
export const CheckOut: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const checkOut = appTextOf(globals, 'app.sharing.driver.checkOut');
    await userEvent.click(await canvas.findByRole('button', { name: checkOut }, { timeout: 10_000 }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.odometer') }),
      '18420',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.driver.level') }),
      '80',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: appTextOf(globals, 'app.sharing.driver.damages') }),
    );
    await userEvent.click(
      within(canvas.getByRole('form', { name: checkOut })).getByRole('button', { name: checkOut }),
    );
    await expect(args.onCheckOut).toHaveBeenCalledWith(fixtureMyBookings[0]!.id, {
      odometerKm: 18420,
      level: 80,
      damagesAcknowledged: true,
      note: '',
    });
  },
};

/** No bookings yet. */
export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        appTextOf(globals, 'app.sharing.driver.none'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
