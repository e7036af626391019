import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, collapsed, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { formatPlate } from '../../vehicles/format';
import { fixtureDriverVehicles } from '../fixtures';
import { ReportProblemDrawer } from './ReportProblemDrawer';

const vehicles = fixtureDriverVehicles.map((entry) => entry.vehicle);

const meta = {
  title: 'App/Tasks/Report a Problem',
  component: ReportProblemDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicles,
    vehicleId: vehicles[1]!.id,
    onSend: fn(async () => {}),
  },
} satisfies Meta<typeof ReportProblemDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle it was opened for is chosen; a short line is enough to send it. */
export const Send: Story = {
  play: async ({ globals, args }) => {
    // Typing before the drawer has moved focus to its first field would lose the first letters.
    const dialog = await openedDialog(appTextOf(globals, 'app.driver.form.title'));
    const vehicle = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.driver.form.vehicle'),
    });
    await expect(vehicle).toHaveDisplayValue(formatPlate(vehicles[1]!.registration));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.driver.form.problem') }),
      'Lygte bag virker ikke',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.driver.form.send') }),
    );
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        vehicleId: vehicles[1]!.id,
        title: 'Lygte bag virker ikke',
        description: '',
        odometerKm: '',
        photos: [],
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Sending failed: the drawer says so and keeps what was typed. */
export const SendFailed: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const problem = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.driver.form.problem'),
    });
    await userEvent.type(problem, 'Revne i forruden');
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.driver.form.send') }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.driver.failed')),
    );
    await expect(problem).toHaveValue('Revne i forruden');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
