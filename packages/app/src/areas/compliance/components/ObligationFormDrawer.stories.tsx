import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { fixtureVehicle, fixtureVehicleChoices } from '../../vehicles/fixtures';
import { formatPlate } from '../../vehicles/format';
import { fixtureObligation } from '../fixtures';
import { ObligationFormDrawer } from './ObligationFormDrawer';

const meta = {
  title: 'App/Compliance/Obligation form drawer',
  component: ObligationFormDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicles: { ...fixtureVehicleChoices(), onSearchChange: fn() },
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ObligationFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const van = fixtureVehicle(2);

/**
 * Adding from the compliance page: a vehicle is needed (searched in the register, chosen by its
 * plate), and a custom kind needs a name.
 */
export const Add: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.compliance.form.addTitle'),
    });
    const save = within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.compliance.form.kind') }),
      'custom',
    );
    await userEvent.click(save);
    const required = appTextOf(globals, 'app.compliance.error.required');
    const plateName = appTextOf(globals, 'app.compliance.form.plate');
    const plate = within(dialog).getByRole('combobox', { name: plateName });
    await waitFor(() => expect(plate).toHaveAccessibleDescription(expect.stringContaining(required)));
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(plate, van.make);
    await waitFor(() => expect(args.vehicles.onSearchChange).toHaveBeenCalledWith(van.make));
    const list = await body().findByRole('listbox', { name: plateName });
    await userEvent.click(
      within(list).getByRole('option', { name: new RegExp(formatPlate(van.registration)) }),
    );
    await expect(plate).toHaveValue(formatPlate(van.registration));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.compliance.form.title') }),
      'ADR-certifikat',
    );
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        vehicleId: van.id,
        kind: 'custom',
        title: 'ADR-certifikat',
        validUntil: '',
      }),
    );
  },
};

/** Correcting an obligation of a vehicle that has that kind already: the server's error on the kind. */
export const Duplicate: Story = {
  args: {
    obligation: fixtureObligation(1),
    onSave: fn(async () => {
      throw Object.assign(new Error('Invalid kind'), { data: { fieldErrors: { kind: 'duplicate' } } });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await expect(
      within(dialog).queryByRole('combobox', { name: appTextOf(globals, 'app.compliance.form.plate') }),
    ).toBeNull();
    const kind = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.compliance.form.kind'),
    });
    await userEvent.selectOptions(kind, 'road_tax');
    await userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    const duplicate = appTextOf(globals, 'app.compliance.error.duplicate');
    await waitFor(() => expect(kind).toHaveAccessibleDescription(expect.stringContaining(duplicate)));
    await expect(kind).toHaveValue('road_tax');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
