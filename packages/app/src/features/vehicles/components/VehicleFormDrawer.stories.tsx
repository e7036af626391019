import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureDrivers, fixtureVehicle } from '../fixtures';
import { VehicleFormDrawer } from './VehicleFormDrawer';

const meta = {
  title: 'App/Vehicles/Vehicle form drawer',
  component: VehicleFormDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), drivers: fixtureDrivers, onSave: fn(async () => {}) },
} satisfies Meta<typeof VehicleFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Adding: the plate keeps only letters and digits; a complete form is saved and the drawer closes. */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.vehicles.form.addTitle'),
    });
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
    await userEvent.type(field('app.vehicles.form.registration'), 'ab 12-345');
    await expect(field('app.vehicles.form.registration')).toHaveValue('AB12345');
    await userEvent.type(field('app.vehicles.form.make'), 'Ford');
    await userEvent.type(field('app.vehicles.form.model'), 'Transit');
    await userEvent.type(field('app.vehicles.form.year'), '2021');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ registration: 'AB12345', make: 'Ford', model: 'Transit', year: '2021' }),
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The server refuses the plate: the error sits on the field, and what was typed stays. */
export const DuplicatePlate: Story = {
  args: {
    vehicle: fixtureVehicle(1),
    onSave: fn(async () => {
      throw Object.assign(new Error('Invalid registration'), {
        data: { fieldErrors: { registration: 'duplicate' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog');
    const make = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.vehicles.form.make'),
    });
    await userEvent.clear(make);
    await userEvent.type(make, 'Škoda');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    const duplicate = appTextOf(globals, 'app.vehicles.error.registration.duplicate');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', {
          name: appTextOf(globals, 'app.vehicles.form.registration'),
        }),
      ).toHaveAccessibleDescription(expect.stringContaining(duplicate)),
    );
    await expect(make).toHaveValue('Škoda');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
