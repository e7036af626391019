import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { formatPlate } from '../vehicles/format';
import { fixtureBookings, fixturePools, fixtureToday } from './fixtures';
import { VehicleBookingsView } from './VehicleBookingsView';

const car = fixturePools[0]!.vehicles[1]!;
const coming = fixtureBookings.filter((b) => b.vehicle.id === car.id && b.status !== 'returned');
const ready = <T,>(data: T) => ({ status: 'ready' as const, data, onRetry: fn() });

const meta = {
  title: 'App/Areas/Sharing/Vehicle Bookings',
  component: VehicleBookingsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: `/manager/vehicles/${car.id}?tab=bookings` },
  args: {
    vehicle: car,
    bookings: ready({ poolId: fixturePools[0]!.id, bookings: coming }),
    pools: fixturePools,
    today: fixtureToday,
    onBook: fn(async () => null),
    feed: {
      status: 'ready',
      feed: null,
      onRetry: fn(),
      onRenew: fn(async () => 'https://vognpark.example/feed/abc.ics'),
      onRevoke: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof VehicleBookingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The car's coming bookings; Book a Pool Car opens the booking drawer with this car chosen. */
export const Coming: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const plate = formatPlate(car.registration);
    const table = await canvas.findByRole(
      'table',
      { name: appTextOf(globals, 'app.sharing.vehicleTab.table', { plate }) },
      { timeout: 10_000 },
    );
    await expect(within(table).getByText('Messe i Herning')).toBeInTheDocument();
    const title = appTextOf(globals, 'app.sharing.book');
    await userEvent.click(canvas.getByRole('button', { name: title }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: title }));
    await expect(
      drawer.getByRole('combobox', { name: appTextOf(globals, 'app.sharing.field.vehicle') }),
    ).toHaveValue(car.id);
    await userEvent.type(
      drawer.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.field.from') }),
      '09:00',
    );
    await userEvent.type(
      drawer.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.field.to') }),
      '11:00',
    );
    await userEvent.click(drawer.getByRole('button', { name: appTextOf(globals, 'app.sharing.save') }));
    await expect(args.onBook).toHaveBeenCalledWith(
      expect.objectContaining({ vehicleId: car.id, poolId: null, purpose: '' }),
    );
  },
};

/** Nothing booked ahead. */
export const Empty: Story = {
  args: { bookings: ready({ poolId: fixturePools[0]!.id, bookings: [] }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        appTextOf(globals, 'app.sharing.vehicleTab.empty.title'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** A vehicle in no pool: it cannot be booked, and the page says where pools are set. */
export const NotInPool: Story = {
  args: { bookings: ready({ poolId: null, bookings: [] }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.sharing.vehicleTab.noPool'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: appTextOf(globals, 'app.sharing.book') })).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.sharing.vehicleTab.toPools') }),
    ).toHaveAttribute('href', '/manager/sharing?tab=pools');
  },
};
