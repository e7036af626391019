import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { fixtureDriverVehicles } from '../tasks/fixtures';
import { formatPlate } from '../vehicles/format';
import { OutlayDrawer } from './OutlayDrawer';

const vehicles = fixtureDriverVehicles.map((entry) => entry.vehicle);

const meta = {
  title: 'App/Partners/Register Outlay',
  component: OutlayDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicles,
    today: '2026-11-29',
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof OutlayDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved empty: the amount is required, on its field and in the summary; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.outlays.form.title'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.outlays.form.save') }),
    );
    const amount = within(dialog).getByRole('textbox', {
      name: new RegExp(appTextOf(globals, 'app.outlays.form.amount').replace(/[.()]/g, '\\$&')),
    });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.outlays.field.gross.required')),
    );
    await expect(
      within(dialog).getByRole('link', {
        name: new RegExp(`${appTextOf(globals, 'app.outlays.field.gross.required').replace(/\./g, '\\.')}$`),
      }),
    ).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Filled: the first vehicle, today, fuel with litres, the odometer and a note are sent as typed. */
export const Filled: Story = {
  tags: ['text-length'],
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.outlays.form.title'));
    await expect(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.outlays.form.vehicle') }),
    ).toHaveDisplayValue(formatPlate(vehicles[0]!.registration));
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', {
        name: new RegExp(`^${appTextOf(globals, id).replace(/[.()]/g, '\\$&')}`),
      });
    await userEvent.type(field('app.outlays.form.amount'), '812,37');
    await userEvent.type(field('app.outlays.form.litres'), '42,5');
    await userEvent.type(field('app.outlays.form.odometer'), '48400');
    await userEvent.type(field('app.outlays.form.note'), 'Q8 Vejle');
    // The receipt's photo, as the phone's camera hands it over.
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kvittering.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(
      within(dialog).getByLabelText(appTextOf(globals, 'app.outlays.form.receipt')),
      picture,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.outlays.form.save') }),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        vehicleId: vehicles[0]!.id,
        spentOn: '2026-11-29',
        category: 'fuel',
        gross: '812,37',
        quantity: '42,5',
        odometerKm: '48400',
        description: 'Q8 Vejle',
        photos: [picture],
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * The server refuses an odometer below the vehicle's last reading: the error lands on the odometer,
 * what was typed stays, and the drawer stays open.
 */
export const OdometerRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error('Odometer below the last reading'), {
        data: { code: 'BAD_REQUEST', fieldErrors: { odometerKm: 'decreased' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.outlays.form.title'));
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', {
        name: new RegExp(`^${appTextOf(globals, id).replace(/[.()]/g, '\\$&')}`),
      });
    await userEvent.type(field('app.outlays.form.amount'), '150');
    const odometer = field('app.outlays.form.odometer');
    await userEvent.type(odometer, '1200');
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.outlays.form.save') }),
    );
    await waitFor(() => expect(odometer).toHaveAttribute('aria-invalid', 'true'));
    await expect(odometer).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.outlays.field.odometerKm.decreased')),
    );
    await expect(odometer).toHaveValue('1200');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
